import { amountText, parseEuroAmount } from './amount';

test('reads amounts as Dutch people type them', () => {
  expect(parseEuroAmount('1.250,50')).toBe(1250.5);
  expect(parseEuroAmount('1250,5')).toBe(1250.5);
  expect(parseEuroAmount('€ 800')).toBe(800);
  expect(parseEuroAmount('800.00')).toBe(800);
  expect(parseEuroAmount('2.000')).toBe(2000);
  expect(parseEuroAmount('  ')).toBeNull();
  expect(parseEuroAmount('tien')).toBeNaN();
  expect(parseEuroAmount('-5')).toBeNaN();
  expect(parseEuroAmount('1,234')).toBeNaN();
});

test('shows an amount with a decimal comma, and nothing for no limit', () => {
  expect(amountText(1250.5)).toBe('1250,50');
  expect(amountText(null)).toBe('');
});
