// The api's Dutch messages for the delivery-day rule (@kraanvogel/rules: a working day from the
// next working day on, at most a year ahead, in Dutch calendar dates).
import { deliveryDateProblem as problemOf, firstDeliveryDate, type DeliveryDateProblem } from '@kraanvogel/rules';

export { firstDeliveryDate, todayInNetherlands } from '@kraanvogel/rules';

const DUTCH_DAY = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const dutchDate = (isoDate: string) => DUTCH_DAY.format(new Date(`${isoDate}T00:00:00Z`));

const MESSAGES: Record<DeliveryDateProblem, (today: string) => string> = {
  invalid: () => 'Dit is geen geldige datum.',
  past: () => 'De datum ligt in het verleden.',
  'too-soon': (today) => `Kies een datum vanaf ${dutchDate(firstDeliveryDate(today))}.`,
  'not-working-day': () => 'Kies een werkdag (maandag tot en met vrijdag).',
  'too-late': () => 'Kies een datum binnen een jaar.',
};

/** A Dutch message when the date cannot be chosen, otherwise null. */
export function deliveryDateProblem(isoDate: string, today: string): string | null {
  const problem = problemOf(isoDate, today);
  return problem ? MESSAGES[problem](today) : null;
}
