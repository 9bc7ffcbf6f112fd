// The day an order is delivered or picked up: a working day (Monday to Friday, the days the
// pick-up counter is open), from the next working day on (today's route is planned already), at
// most a year ahead. Days are calendar dates in the Netherlands, as the customer means them.
const DAY_MS = 86_400_000;
export const MAX_DAYS_AHEAD = 365;
const NL_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });
const DUTCH_DAY = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** Today's date in the Netherlands, as YYYY-MM-DD. */
export function todayInNetherlands(now = new Date()): string {
  return NL_DAY.format(now);
}

const toTime = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);

export function isWorkingDay(isoDate: string): boolean {
  const weekday = new Date(toTime(isoDate)).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}

/** The first day an order placed today can be delivered or picked up. */
export function firstDeliveryDate(today: string): string {
  let t = toTime(today) + DAY_MS;
  while (!isWorkingDay(toIso(t))) t += DAY_MS;
  return toIso(t);
}

/** A Dutch message when the date cannot be chosen, otherwise null. */
export function deliveryDateProblem(isoDate: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(toTime(isoDate)) || toIso(toTime(isoDate)) !== isoDate) return 'Dit is geen geldige datum.';
  const first = firstDeliveryDate(today);
  if (isoDate < today) return 'De datum ligt in het verleden.';
  if (isoDate < first) return `Kies een datum vanaf ${dutchDate(first)}.`;
  if (!isWorkingDay(isoDate)) return 'Kies een werkdag (maandag tot en met vrijdag).';
  if (toTime(isoDate) > toTime(today) + MAX_DAYS_AHEAD * DAY_MS) return 'Kies een datum binnen een jaar.';
  return null;
}

function dutchDate(isoDate: string) {
  return DUTCH_DAY.format(new Date(toTime(isoDate)));
}
