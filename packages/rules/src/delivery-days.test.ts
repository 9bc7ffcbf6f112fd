import { deliveryDateProblem, earliestDeliveryDate, firstDeliveryDate, isIsoDate, lastDeliveryDate, orderDay, todayInNetherlands } from './delivery-days.js';

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

test('the cut-off: before 17:00 on a working day the next working day, later the one after', () => {
  // Thursday 26 November 2026, Dutch time (UTC+1).
  expect(earliestDeliveryDate(new Date('2026-11-26T15:59:00Z'))).toBe('2026-11-27');
  expect(orderDay(new Date('2026-11-26T16:00:00Z'))).toBe('2026-11-27');
  // Thursday evening: Monday, as the order wizard and the article page both say.
  expect(earliestDeliveryDate(new Date('2026-11-26T19:30:00Z'))).toBe('2026-11-30');
  // Friday after the cut-off, Saturday and Sunday: Monday; Sunday evening: Tuesday.
  expect(earliestDeliveryDate(new Date('2026-11-27T17:00:00Z'))).toBe('2026-11-30');
  expect(earliestDeliveryDate(new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-30');
  expect(earliestDeliveryDate(new Date('2026-11-29T18:00:00Z'))).toBe('2026-12-01');
  // Summer time (UTC+2): 16:30 UTC is 18:30 in Amsterdam.
  expect(earliestDeliveryDate(new Date('2026-06-30T16:30:00Z'))).toBe('2026-07-02');
});

test('after the cut-off the next working day is too soon, and today is still not the past', () => {
  const thursdayEvening = new Date('2026-11-26T19:30:00Z');
  const day = orderDay(thursdayEvening);
  const today = todayInNetherlands(thursdayEvening);
  expect(deliveryDateProblem('2026-11-27', day, today)).toBe('too-soon');
  expect(deliveryDateProblem('2026-11-26', day, today)).toBe('too-soon');
  expect(deliveryDateProblem('2026-11-25', day, today)).toBe('past');
  expect(deliveryDateProblem('2026-11-28', day, today)).toBe('too-soon');
  expect(deliveryDateProblem('2026-11-30', day, today)).toBeNull();
});
