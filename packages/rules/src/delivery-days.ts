// The day an order is delivered or picked up: a working day (Monday to Friday, the days the
// pick-up counter is open), from the next working day on (today's route is planned already), at
// most a year ahead. Days are calendar dates in the Netherlands (YYYY-MM-DD), as the customer
// means them.
const DAY_MS = 86_400_000;
export const MAX_DAYS_AHEAD = 365;
const NL_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });

export type DeliveryDateProblem = 'invalid' | 'past' | 'too-soon' | 'not-working-day' | 'too-late';

/** Today's date in the Netherlands. */
export function todayInNetherlands(now = new Date()): string {
  return NL_DAY.format(now);
}

const toTime = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const toIso = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Whether the text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toTime(value)) && toIso(toTime(value)) === value;
}

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

/** The last day that can be chosen today. */
export function lastDeliveryDate(today: string): string {
  return toIso(toTime(today) + MAX_DAYS_AHEAD * DAY_MS);
}

/** Why the day cannot be chosen today, or null when it can. */
export function deliveryDateProblem(isoDate: string, today: string): DeliveryDateProblem | null {
  if (!isIsoDate(isoDate)) return 'invalid';
  if (isoDate < today) return 'past';
  if (isoDate < firstDeliveryDate(today)) return 'too-soon';
  if (!isWorkingDay(isoDate)) return 'not-working-day';
  if (isoDate > lastDeliveryDate(today)) return 'too-late';
  return null;
}
