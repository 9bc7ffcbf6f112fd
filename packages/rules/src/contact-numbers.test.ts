import { isDutchVat, isHouseNumber, isPhone, writeDutchVat, writeEmail, writeKvk, writePhone } from './contact-numbers.js';

test('KvK: 8 digits, spaces, dots and dashes dropped', () => {
  expect(writeKvk('1234 56.78')).toBe('12345678');
  expect(writeKvk('1234567')).toBeNull();
  expect(writeKvk('123456789')).toBeNull();
});

test('Dutch VAT: NL, 9 digits, B, 2 digits, in capitals', () => {
  expect(writeDutchVat('nl 1234.56789 b01')).toBe('NL123456789B01');
  expect(isDutchVat('BE0123456789')).toBe(false);
  expect(isDutchVat('NL123456789B1')).toBe(false);
});

test('phone: Dutch 10 digits or +31 and 9, or international; kept as typed', () => {
  expect(writePhone(' 038 123 45 67 ')).toBe('038 123 45 67');
  expect(isPhone('+31 (0)38')).toBe(false);
  expect(isPhone('+31 38 123 4567')).toBe(true);
  expect(isPhone('0031381234567')).toBe(true);
  expect(isPhone('+32 2 123 45 67')).toBe(true);
  expect(isPhone('012345')).toBe(false);
  expect(isPhone('06 1234 567')).toBe(false);
});

test('e-mail in lower case; house number with an addition', () => {
  expect(writeEmail(' Naam@Bedrijf.NL ')).toBe('naam@bedrijf.nl');
  expect(writeEmail('naam@bedrijf')).toBeNull();
  expect(writeEmail('na am@bedrijf.nl')).toBeNull();
  expect(['12', '12a', '12-3', '12 bis'].every(isHouseNumber)).toBe(true);
  expect(['0', 'a12', ''].some(isHouseNumber)).toBe(false);
});
