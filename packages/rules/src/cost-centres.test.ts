import { budgetLeft, budgetPassed, budgetPeriodStart } from './cost-centres.js';

test('budgetPeriodStart gives the first day of the month, quarter or year', () => {
  expect(budgetPeriodStart('month', '2026-11-27')).toBe('2026-11-01');
  expect(budgetPeriodStart('quarter', '2026-11-27')).toBe('2026-10-01');
  expect(budgetPeriodStart('quarter', '2026-03-31')).toBe('2026-01-01');
  expect(budgetPeriodStart('quarter', '2026-06-01')).toBe('2026-04-01');
  expect(budgetPeriodStart('year', '2026-11-27')).toBe('2026-01-01');
});

test('budgetPassed: exactly at the budget is within it; cents decide', () => {
  expect(budgetPassed(1000, 600, 400)).toBe(false);
  expect(budgetPassed(1000, 600, 400.01)).toBe(true);
  expect(budgetPassed(0.3, 0.1, 0.2)).toBe(false);
  expect(budgetPassed(null, 1e9, 1e9)).toBe(false);
});

test('budgetLeft never goes below zero', () => {
  expect(budgetLeft(1000, 250.5)).toBe(749.5);
  expect(budgetLeft(1000, 1200)).toBe(0);
  expect(budgetLeft(null, 5)).toBeNull();
});
