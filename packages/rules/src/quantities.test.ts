import {
  MAX_LINE_AMOUNT,
  isValidQuantity,
  nearestValidQuantity,
  nextQuantityDown,
  nextQuantityUp,
  parseQuantity,
  quantityProblem,
  quantityRule,
  quantityToAdd,
  roundQuantityUp,
} from './quantities.js';

const min3step2 = quantityRule(2, 3);
const min10step5 = quantityRule(5, 10);
const min2step5 = quantityRule(5, 2);

test('the rule from stored values: missing, zero, negative or fractional values count as at least 1', () => {
  expect(quantityRule(null, undefined)).toEqual({ step: 1, min: 1 });
  expect(quantityRule(0, -4)).toEqual({ step: 1, min: 1 });
  expect(quantityRule(2.7, 3.2)).toEqual({ step: 2, min: 3 });
  expect(quantityRule(Number.NaN, 5)).toEqual({ step: 1, min: 5 });
});

test('valid amounts are the minimum and then steps from the minimum', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter((q) => isValidQuantity(q, min3step2))).toEqual([3, 5, 7, 9]);
  expect([2, 5, 7, 10, 12].filter((q) => isValidQuantity(q, min2step5))).toEqual([2, 7, 12]);
  expect([5, 10, 15, 20].filter((q) => isValidQuantity(q, min10step5))).toEqual([10, 15, 20]);
});

test('the kind of problem', () => {
  expect(quantityProblem(0, min3step2)).toBe('quantity-invalid');
  expect(quantityProblem(2.5, min3step2)).toBe('quantity-invalid');
  expect(quantityProblem(Number.NaN, min3step2)).toBe('quantity-invalid');
  expect(quantityProblem(1, min3step2)).toBe('below-minimum');
  expect(quantityProblem(4, min3step2)).toBe('not-step');
  expect(quantityProblem(6, min3step2)).toBe('not-step');
  expect(quantityProblem(MAX_LINE_AMOUNT + 1, quantityRule(1, 1))).toBe('too-large');
  expect(quantityProblem(MAX_LINE_AMOUNT, quantityRule(1, 1))).toBeNull();
  expect(quantityProblem(7, min3step2)).toBeNull();
});

test('rounding up never gives fewer than asked, nor less than the minimum', () => {
  expect(roundQuantityUp(1, min3step2)).toBe(3);
  expect(roundQuantityUp(4, min3step2)).toBe(5);
  expect(roundQuantityUp(5, min3step2)).toBe(5);
  expect(roundQuantityUp(6, min3step2)).toBe(7);
  expect(roundQuantityUp(11, min10step5)).toBe(15);
  expect(roundQuantityUp(Number.NaN, min10step5)).toBe(10);
});

test('the nearest valid amount, the larger one halfway', () => {
  expect(nearestValidQuantity(4, min3step2)).toBe(5);
  expect(nearestValidQuantity(6, min3step2)).toBe(7);
  expect(nearestValidQuantity(11, min10step5)).toBe(10);
  expect(nearestValidQuantity(14, min10step5)).toBe(15);
  expect(nearestValidQuantity(8, min2step5)).toBe(7);
  expect(nearestValidQuantity(1, min3step2)).toBe(3);
  expect(nearestValidQuantity(9, min3step2)).toBe(9);
});

test('next up and next down go from valid amount to valid amount, down never below the minimum', () => {
  expect(nextQuantityUp(3, min3step2)).toBe(5);
  expect(nextQuantityUp(4, min3step2)).toBe(5);
  expect(nextQuantityUp(5, min3step2)).toBe(7);
  expect(nextQuantityUp(1, min3step2)).toBe(3);
  expect(nextQuantityDown(7, min3step2)).toBe(5);
  expect(nextQuantityDown(6, min3step2)).toBe(5);
  expect(nextQuantityDown(5, min3step2)).toBe(3);
  expect(nextQuantityDown(4, min3step2)).toBe(3);
  expect(nextQuantityDown(3, min3step2)).toBe(3);
  expect(nextQuantityDown(12, min2step5)).toBe(7);
});

test('what to add to a line keeps it valid and gives at least what was wanted', () => {
  expect(quantityToAdd(0, 3, min3step2)).toBe(3);
  expect(quantityToAdd(0, 4, min3step2)).toBe(5);
  expect(quantityToAdd(3, 2, min3step2)).toBe(2);
  expect(quantityToAdd(3, 3, min3step2)).toBe(4);
  expect(quantityToAdd(0, 1, min10step5)).toBe(10);
});

test('a typed quantity: whole, at least 1, a trailing ,0 or .0 allowed', () => {
  expect(parseQuantity(' 12 ')).toBe(12);
  expect(parseQuantity('12,0')).toBe(12);
  expect(parseQuantity('12.00')).toBe(12);
  expect(parseQuantity('0')).toBeNull();
  expect(parseQuantity('1,5')).toBeNull();
  expect(parseQuantity('-3')).toBeNull();
  expect(parseQuantity('abc')).toBeNull();
  expect(parseQuantity('1234567890')).toBeNull();
});
