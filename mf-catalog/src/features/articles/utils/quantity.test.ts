import { normalizeQuantity, quantityRule, stepQuantity } from './quantity';

describe('order quantities', () => {
  const rule = quantityRule(5, 10);
  it('never goes below the minimum', () => {
    expect(normalizeQuantity(1, rule)).toBe(10);
    expect(normalizeQuantity(Number.NaN, rule)).toBe(10);
  });
  it('rounds up to the next step', () => {
    expect(normalizeQuantity(11, rule)).toBe(15);
    expect(normalizeQuantity(15, rule)).toBe(15);
    expect(normalizeQuantity(16, rule)).toBe(20);
  });
  it('moves by one step', () => {
    expect(stepQuantity(10, 1, rule)).toBe(15);
    expect(stepQuantity(15, -1, rule)).toBe(10);
    expect(stepQuantity(10, -1, rule)).toBe(10);
  });
  it('treats missing values as 1', () => {
    expect(quantityRule(null, undefined)).toEqual({ step: 1, min: 1 });
  });
});
