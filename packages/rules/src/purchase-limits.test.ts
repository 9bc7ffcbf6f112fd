import { limitPassed, monthStartOf } from './purchase-limits.js';

describe('limitPassed', () => {
  test('an order within both limits needs no approval, also exactly at the limit', () => {
    expect(limitPassed({ perOrder: 500, perMonth: 2000 }, 500, 1500)).toBeNull();
    expect(limitPassed({ perOrder: null, perMonth: null }, 1_000_000, 5_000_000)).toBeNull();
  });
  test('an order above the limit per order passes that limit', () => {
    expect(limitPassed({ perOrder: 500, perMonth: 2000 }, 500.01, 0)).toEqual({ kind: 'perOrder', limit: 500, orderTotal: 500.01, monthSpent: 0 });
  });
  test('an order that brings the month above its limit passes the monthly limit', () => {
    expect(limitPassed({ perOrder: 500, perMonth: 2000 }, 400, 1600.5)).toEqual({ kind: 'perMonth', limit: 2000, orderTotal: 400, monthSpent: 1600.5 });
    expect(limitPassed({ perOrder: null, perMonth: 2000 }, 400, 1600)).toBeNull();
  });
  test('cents decide, not floating point', () => {
    expect(limitPassed({ perOrder: 0.3, perMonth: null }, 0.1 + 0.2, 0)).toBeNull();
  });
});

test('monthStartOf gives the first of the month', () => {
  expect(monthStartOf('2026-11-27')).toBe('2026-11-01');
});
