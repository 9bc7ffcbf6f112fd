import { COMPANY, companyLetterhead, companyMailSignature } from './company.js';
import { isDutchVat, isEmail, isKvk, isPhone } from './contact-numbers.js';
import { writePostalCode } from './postal-codes.js';

test('the company identity is one valid set of details', () => {
  expect(isKvk(COMPANY.kvk)).toBe(true);
  expect(isDutchVat(COMPANY.vat)).toBe(true);
  expect(isPhone(COMPANY.phone)).toBe(true);
  expect(isEmail(COMPANY.email)).toBe(true);
  expect(writePostalCode(COMPANY.postalCode, 'NL')).toBe(COMPANY.postalCode);
  expect(COMPANY.phoneHref).toBe(`tel:+31${COMPANY.phone.replace(/\s/g, '').slice(1)}`);
  // A Dutch IBAN: NL, 2 check digits, 4 letters, 10 digits, and the mod-97 check holds.
  const iban = COMPANY.iban.replace(/\s/g, '');
  expect(iban).toMatch(/^NL\d{2}[A-Z]{4}\d{10}$/);
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  expect(BigInt(digits) % 97n).toBe(1n);
});

test('the letterhead and the mail signature name the same company', () => {
  expect(companyLetterhead()).toBe('Kraanvogel Sanitair & Installatie B.V. · Industrieweg 12 · 8013 NK Zwolle · KvK 05123456 · btw NL812345678B01');
  expect(companyMailSignature()).toContain(COMPANY.name);
  expect(companyMailSignature()).toContain(COMPANY.phone);
});
