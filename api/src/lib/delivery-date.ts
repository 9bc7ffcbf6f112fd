// The api's Dutch messages for the delivery-day rule (@kraanvogel/rules: a working day from the
// next working day after the order day on (17:00 cut-off), at most a year ahead, in Dutch calendar
// dates), and the article page's promise from the same rule.
import { deliveryDateProblem as problemOf, earliestDeliveryDate, firstDeliveryDate, orderDay, todayInNetherlands, type DeliveryDateProblem } from '@kraanvogel/rules';

export { earliestDeliveryDate, firstDeliveryDate, todayInNetherlands } from '@kraanvogel/rules';

const DUTCH_DAY = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const dutchDate = (isoDate: string) => DUTCH_DAY.format(new Date(`${isoDate}T00:00:00Z`));
const DAY_MS = 86_400_000;

const MESSAGES: Record<DeliveryDateProblem, (day: string) => string> = {
  invalid: () => 'Dit is geen geldige datum.',
  past: () => 'De datum ligt in het verleden.',
  'too-soon': (day) => `Kies een datum vanaf ${dutchDate(firstDeliveryDate(day))}.`,
  'not-working-day': () => 'Kies een werkdag (maandag tot en met vrijdag).',
  'too-late': () => 'Kies een datum binnen een jaar.',
};

/** A Dutch message when the date cannot be chosen for an order placed at this moment, otherwise null. */
export function deliveryDateProblem(isoDate: string, now: Date): string | null {
  const day = orderDay(now);
  const problem = problemOf(isoDate, day, todayInNetherlands(now));
  return problem ? MESSAGES[problem](day) : null;
}

/** The article page's promise for an article in stock, ordered now: the first delivery day the order wizard offers. */
export function stockPromise(now: Date): string {
  const first = earliestDeliveryDate(now);
  const tomorrow = new Date(Date.parse(`${todayInNetherlands(now)}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return first === tomorrow ? 'Op voorraad, morgen in huis' : `Op voorraad, ${dutchDate(first)} in huis`;
}
