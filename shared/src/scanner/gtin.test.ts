import { gtinOf } from './gtin';

test('an EAN-13 is itself; a wrong check digit is not a GTIN', () => {
  expect(gtinOf('8719990030028')).toBe('8719990030028');
  expect(gtinOf(' 8719990-030028 ')).toBe('8719990030028');
  expect(gtinOf('8719990030027')).toBeNull();
});

test('EAN-8, UPC-A and GTIN-14 become what the shop looks up', () => {
  expect(gtinOf('96385074')).toBe('96385074');
  expect(gtinOf('036000291452')).toBe('0036000291452');
  expect(gtinOf('08719990030028')).toBe('8719990030028');
  expect(gtinOf('18719990030025')).toBeNull();
});

test('GS1 codes (Code 128, QR, Digital Link) give their GTIN', () => {
  expect(gtinOf('(01)08719990030028(10)LOT42')).toBe('8719990030028');
  expect(gtinOf('\u001d010871999003002810LOT42')).toBe('8719990030028');
  expect(gtinOf('0108719990030028')).toBe('8719990030028');
  expect(gtinOf('https://id.kraanvogel.nl/01/08719990030028')).toBe('8719990030028');
});

test('anything else is no GTIN', () => {
  expect(gtinOf('')).toBeNull();
  expect(gtinOf('kraan')).toBeNull();
  expect(gtinOf('12345')).toBeNull();
  expect(gtinOf('9003002')).toBeNull();
});
