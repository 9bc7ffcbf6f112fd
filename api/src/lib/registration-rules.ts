// The rules a registration must meet, with the messages the visitor sees. The registration form
// (mf-content) checks the same rules as the visitor types; these are the ones that count.
import { normalisePostalCode } from './postal-code.js';

export const REQUIRED = 'Dit veld is verplicht';
export const COUNTRIES = ['NL', 'BE', 'DE'] as const;
export const GENDERS = ['Man', 'Vrouw', 'Anders'] as const;

const compact = (s: string) => s.replace(/[\s.-]/g, '');

/** A KvK number: 8 digits (spaces allowed while typing). */
export function chamberOfCommerceProblem(value: string): { value: string } | { problem: string } {
  const v = compact(value);
  return /^\d{8}$/.test(v) ? { value: v } : { problem: 'Een KvK-nummer bestaat uit 8 cijfers.' };
}

/** A Dutch VAT number: NL, 9 digits, B, 2 digits (NL123456789B01). */
export function vatProblem(value: string): { value: string } | { problem: string } {
  const v = compact(value).toUpperCase();
  return /^NL\d{9}B\d{2}$/.test(v) ? { value: v } : { problem: 'Vul een geldig Nederlands btw-nummer in, bijvoorbeeld NL123456789B01.' };
}

/**
 * A phone number: Dutch (10 digits from 0, or +31/0031 and 9 digits) or, for a Belgian or German
 * contact, international (+ and 8 to 15 digits). Spaces, dashes and brackets are allowed.
 */
export function phoneProblem(value: string): { value: string } | { problem: string } {
  const v = value.trim().replace(/[\s\-()/.]/g, '');
  const ok = /^0[1-9]\d{8}$/.test(v) || /^(\+|00)31[1-9]\d{8}$/.test(v) || /^(\+|00)(?!31)[1-9]\d{7,14}$/.test(v);
  return ok ? { value: value.trim() } : { problem: 'Vul een geldig telefoonnummer in, bijvoorbeeld 038 123 45 67.' };
}

// Deliberately simple: one @, a dot in the domain, no spaces. The mail to it is the real check.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export function emailProblem(value: string): { value: string } | { problem: string } {
  const v = value.trim();
  return EMAIL.test(v) && v.length <= 254 ? { value: v.toLowerCase() } : { problem: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.' };
}

/** A house number with an optional addition: 12, 12a, 12-3, 12 bis. */
export function houseNumberProblem(value: string): { value: string } | { problem: string } {
  const v = value.trim();
  return /^[1-9]\d{0,4}(\s?[-/]?\s?[A-Za-z0-9]{1,6})?(\s[A-Za-z]{1,4})?$/.test(v) ? { value: v } : { problem: 'Vul een huisnummer in, eventueel met toevoeging, bijvoorbeeld 12 of 12a.' };
}

export function postalCodeProblem(value: string, country: string): { value: string } | { problem: string } {
  return normalisePostalCode(value, country);
}
