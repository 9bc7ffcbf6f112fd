// The Dutch input rules of the account forms, the same as the api's (api/src/lib/registration-rules.ts,
// postal-code.ts, password.ts): the user gets the message at once; the api checks them again.
import { z } from 'zod';
import { texts } from '../texts';

const v = texts.validation;
const compact = (s: string) => s.replace(/[\s.-]/g, '');
const digitsOfPhone = (s: string) => s.trim().replace(/[\s\-()/.]/g, '');

export const isKvk = (s: string) => /^\d{8}$/.test(compact(s));
export const isDutchVat = (s: string) => /^NL\d{9}B\d{2}$/.test(compact(s).toUpperCase());
export const isPhone = (s: string) => {
  const d = digitsOfPhone(s);
  return /^0[1-9]\d{8}$/.test(d) || /^(\+|00)31[1-9]\d{8}$/.test(d) || /^(\+|00)(?!31)[1-9]\d{7,14}$/.test(d);
};
export const isEmail = (s: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(s.trim()) && s.trim().length <= 254;
export const isHouseNumber = (s: string) => /^[1-9]\d{0,4}(\s?[-/]?\s?[A-Za-z0-9]{1,6})?(\s[A-Za-z]{1,4})?$/.test(s.trim());

export const COUNTRIES = ['NL', 'BE', 'DE'] as const;
const POSTCODES: Record<string, { pattern: RegExp; example: string }> = {
  NL: { pattern: /^[1-9]\d{3}\s?[A-Za-z]{2}$/, example: '1234 AB' },
  BE: { pattern: /^[1-9]\d{3}$/, example: '1000' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
};

/** The message for a postcode that does not fit the country, or null. */
export function postcodeProblem(postcode: string, country: string): string | null {
  const format = POSTCODES[country];
  if (!format) return null;
  return format.pattern.test(postcode.trim()) ? null : v.postcode(format.example);
}

/** The password policy of the provider (api/src/lib/password.ts): the message, or null. */
export function passwordProblem(password: string, userName = ''): string | null {
  if (password.length < 10) return v.passwordShort;
  if (password.length > 200) return v.passwordLong;
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return v.passwordChars;
  if (userName && password.trim().toLowerCase() === userName.trim().toLowerCase()) return v.passwordIsEmail;
  return null;
}

export const required = (max: number) => z.string().trim().min(1, v.required).max(max, v.maxLength(max));
export const optional = (max: number) => z.string().trim().max(max, v.maxLength(max));
export const emailRule = (max = 254) => required(max).refine(isEmail, v.email);
export const phoneRule = () => required(30).refine(isPhone, v.phone);
export const country = z.enum(COUNTRIES);

/** Adds the postcode check of the chosen country to a schema with postalCode and country. */
export function withPostcode<T extends z.ZodType<{ postalCode: string; country: string }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const problem = value.postalCode.trim() ? postcodeProblem(value.postalCode, value.country) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: problem });
  });
}
