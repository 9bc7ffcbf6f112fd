// The account forms' Dutch messages for the shop's input rules (@kraanvogel/rules through
// @kraanvogel/shared; the password policy is the provider's, api/src/lib/password.ts): the user
// gets the message at once; the api checks the same rules again.
import { z } from 'zod/mini';
import { texts } from '../texts';
import { COUNTRIES, isCountry, isEmail, isPhone, postalCodeExample, writePostalCode } from '@kraanvogel/shared/rules';

export { COUNTRIES, isDutchVat, isEmail, isHouseNumber, isKvk } from '@kraanvogel/shared/rules';

const v = texts.validation;

/** The message for a postcode that does not fit the country, or null. */
export function postcodeProblem(postcode: string, country: string): string | null {
  if (!isCountry(country)) return null;
  return writePostalCode(postcode, country) !== null ? null : v.postcode(postalCodeExample(country));
}

/** The password policy of the provider (api/src/lib/password.ts): the message, or null. */
export function passwordProblem(password: string, userName = ''): string | null {
  if (password.length < 10) return v.passwordShort;
  if (password.length > 200) return v.passwordLong;
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return v.passwordChars;
  if (userName && password.trim().toLowerCase() === userName.trim().toLowerCase()) return v.passwordIsEmail;
  return null;
}

// The schemas in zod's functional build (zod/mini), as the shared form entry's: one zod per remote.
export const required = (max: number) => z.string().check(z.trim(), z.minLength(1, v.required), z.maxLength(max, v.maxLength(max)));
export const optional = (max: number) => z.string().check(z.trim(), z.maxLength(max, v.maxLength(max)));
export const emailRule = (max = 254) => required(max).check(z.refine(isEmail, v.email));
export const phoneRule = () => required(30).check(z.refine(isPhone, v.phone));
/** Digits, spaces, +, -, ( and ), as the api takes a phone number that may be empty. */
export const phoneCharacters = z.refine<string>((s) => /^[0-9+()\- ]*$/.test(s), v.phone);
export const country = z.enum(COUNTRIES);

/** The postcode check of the chosen country, for an object schema with postalCode and country. */
export const postcodeOfCountry = z.superRefine((value: { postalCode: string; country: string }, ctx) => {
  const problem = value.postalCode.trim() ? postcodeProblem(value.postalCode, value.country) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: problem });
});
