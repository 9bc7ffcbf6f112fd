import { deliveryDateProblem, firstDeliveryDate, isIsoDate, lastDeliveryDate, todayInNetherlands } from './delivery-days.js';

// 2026-11-27 is a Friday.
const friday = '2026-11-27';

test('the first day is the next working day', () => {
  expect(firstDeliveryDate(friday)).toBe('2026-11-30');
  expect(firstDeliveryDate('2026-11-24')).toBe('2026-11-25');
  expect(lastDeliveryDate(friday)).toBe('2027-11-27');
});

test('what is wrong with a day', () => {
  expect(deliveryDateProblem('2026-02-30', friday)).toBe('invalid');
  expect(deliveryDateProblem('30-11-2026', friday)).toBe('invalid');
  expect(deliveryDateProblem('2026-11-26', friday)).toBe('past');
  expect(deliveryDateProblem(friday, friday)).toBe('too-soon');
  expect(deliveryDateProblem('2026-11-29', friday)).toBe('too-soon');
  expect(deliveryDateProblem('2026-12-05', friday)).toBe('not-working-day');
  expect(deliveryDateProblem('2027-11-29', friday)).toBe('too-late');
  expect(deliveryDateProblem('2026-11-30', friday)).toBeNull();
  expect(deliveryDateProblem('2027-11-26', friday)).toBeNull();
});

test("today is the Dutch calendar date, also just after midnight in Amsterdam", () => {
  expect(todayInNetherlands(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
  expect(todayInNetherlands(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  expect(isIsoDate('2028-02-29')).toBe(true);
  expect(isIsoDate('2027-02-29')).toBe(false);
});
