// The article page's stock promise and the order check come from the one delivery-day rule
// (@kraanvogel/rules): what the article page promises is the first day the order wizard offers.
import { earliestDeliveryDate, firstDeliveryDate } from '@kraanvogel/rules';
import { deliveryDateProblem, stockPromise } from '../../src/lib/delivery-date.js';

test('on Thursday evening, after the cut-off, the article page promises Monday, as the order wizard offers', () => {
  const thursdayEvening = new Date('2026-11-26T19:30:00Z');
  expect(earliestDeliveryDate(thursdayEvening)).toBe('2026-11-30');
  expect(stockPromise(thursdayEvening)).toBe('Op voorraad, maandag 30 november in huis');
  expect(deliveryDateProblem('2026-11-27', thursdayEvening)).toBe('Kies een datum vanaf maandag 30 november.');
  expect(deliveryDateProblem('2026-11-30', thursdayEvening)).toBeNull();
});

test('before the cut-off on a working day: tomorrow', () => {
  const thursdayMorning = new Date('2026-11-26T09:00:00Z');
  expect(firstDeliveryDate('2026-11-26')).toBe('2026-11-27');
  expect(stockPromise(thursdayMorning)).toBe('Op voorraad, morgen in huis');
  expect(deliveryDateProblem('2026-11-27', thursdayMorning)).toBeNull();
});

test('on a Friday morning the promise is Monday, not tomorrow', () => {
  expect(stockPromise(new Date('2026-11-27T09:00:00Z'))).toBe('Op voorraad, maandag 30 november in huis');
});
