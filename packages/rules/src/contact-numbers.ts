// The numbers and addresses a company and its people register with: KvK number, Dutch VAT
// number, phone number, e-mail address and house number. Each check takes what a person types
// (spaces, dots and dashes where people write them) and gives the value as stored, or null.
const compact = (s: string) => s.replace(/[\s.-]/g, '');

/** A KvK number: 8 digits. */
export function writeKvk(value: string): string | null {
  const v = compact(value);
  return /^\d{8}$/.test(v) ? v : null;
}

/** A Dutch VAT (btw) number: NL, 9 digits, B, 2 digits (NL123456789B01). */
export function writeDutchVat(value: string): string | null {
  const v = compact(value).toUpperCase();
  return /^NL\d{9}B\d{2}$/.test(v) ? v : null;
}

/**
 * A phone number: Dutch (10 digits from 0, or +31/0031 and 9 digits) or, for a Belgian or German
 * contact, international (+ or 00 and 8 to 15 digits). Spaces, dashes, dots, slashes and brackets
 * are allowed and kept.
 */
export function writePhone(value: string): string | null {
  const v = value.trim();
  const d = v.replace(/[\s\-()/.]/g, '');
  const ok = /^0[1-9]\d{8}$/.test(d) || /^(\+|00)31[1-9]\d{8}$/.test(d) || /^(\+|00)(?!31)[1-9]\d{7,14}$/.test(d);
  return ok ? v : null;
}

// Deliberately simple: one @, a dot in the domain, no spaces. The mail to it is the real check.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An e-mail address, in lower case. */
export function writeEmail(value: string): string | null {
  const v = value.trim();
  return EMAIL.test(v) && v.length <= 254 ? v.toLowerCase() : null;
}

/** A house number with an optional addition: 12, 12a, 12-3, 12 bis. */
export function writeHouseNumber(value: string): string | null {
  const v = value.trim();
  return /^[1-9]\d{0,4}(\s?[-/]?\s?[A-Za-z0-9]{1,6})?(\s[A-Za-z]{1,4})?$/.test(v) ? v : null;
}

export const isKvk = (value: string) => writeKvk(value) !== null;
export const isDutchVat = (value: string) => writeDutchVat(value) !== null;
export const isPhone = (value: string) => writePhone(value) !== null;
export const isEmail = (value: string) => writeEmail(value) !== null;
export const isHouseNumber = (value: string) => writeHouseNumber(value) !== null;
