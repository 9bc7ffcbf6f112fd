import { isCountry, postalCodeExample, writePostalCode } from './postal-codes.js';

test('Dutch postcodes are written 1234 AB, without a leading zero', () => {
  expect(writePostalCode('8011ab', 'NL')).toBe('8011 AB');
  expect(writePostalCode(' 8011 AB ', 'NL')).toBe('8011 AB');
  expect(writePostalCode('0123 AB', 'NL')).toBeNull();
  expect(writePostalCode('8011 A', 'NL')).toBeNull();
  expect(writePostalCode('80111', 'NL')).toBeNull();
});

test('Belgian and German postcodes', () => {
  expect(writePostalCode('1000', 'BE')).toBe('1000');
  expect(writePostalCode('0100', 'BE')).toBeNull();
  expect(writePostalCode('01067', 'DE')).toBe('01067');
  expect(writePostalCode('1234', 'DE')).toBeNull();
});

test('a country the shop does not deliver to has no valid postcode', () => {
  expect(isCountry('FR')).toBe(false);
  expect(writePostalCode('75001', 'FR')).toBeNull();
  expect(postalCodeExample('NL')).toBe('1234 AB');
});
