// The day an order is delivered or picked up, and the day a return is picked up: a working day
// (Monday to Friday, the days the pick-up counter is open and the vans drive), from the next
// working day after the order day on (that day's route is planned already), at most a year ahead.
// An order placed before the cut-off (17:00) counts for that day, a later one for the next day: on
// Thursday evening the first day is Monday. Pick-up at the
// counter keeps the same days. Days are calendar dates in the Netherlands (YYYY-MM-DD), as the
// customer means them. The article page's stock promise, the order wizard, the api's order check
// and the return request all use this rule.
const DAY_MS = 86_400_000;
export const MAX_DAYS_AHEAD = 365;
// The day and the time in the Netherlands, formatted by formatters made on first use: in a
// browser, a page's first Intl formatter with a time zone costs tens of milliseconds, which
// should not be paid by every page that merely loads these rules.
let nlDay: Intl.DateTimeFormat | undefined;
let nlTime: Intl.DateTimeFormat | undefined;
const nlDayFormat = () => (nlDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }));
const nlTimeFormat = () => (nlTime ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
/** From this time (Dutch time, HH:MM) an order counts for the next day. */
export const ORDER_CUT_OFF = '17:00';

export type DeliveryDateProblem = 'invalid' | 'past' | 'too-soon' | 'not-working-day' | 'too-late';

/** Today's date in the Netherlands. */
export function todayInNetherlands(now = new Date()): string {
  return nlDayFormat().format(now);
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

/** The day an order placed at this moment counts for: today before the cut-off, else tomorrow. */
export function orderDay(now = new Date()): string {
  const today = todayInNetherlands(now);
  return nlTimeFormat().format(now) < ORDER_CUT_OFF ? today : toIso(toTime(today) + DAY_MS);
}

/** The first day an order placed at this moment can be delivered or picked up (the cut-off counted). */
export function earliestDeliveryDate(now = new Date()): string {
  return firstDeliveryDate(orderDay(now));
}

/** The first day an order counted for this day (orderDay) can be delivered or picked up. */
export function firstDeliveryDate(today: string): string {
  let t = toTime(today) + DAY_MS;
  while (!isWorkingDay(toIso(t))) t += DAY_MS;
  return toIso(t);
}

/** The last day that can be chosen today. */
export function lastDeliveryDate(today: string): string {
  return toIso(toTime(today) + MAX_DAYS_AHEAD * DAY_MS);
}

/**
 * Why the day cannot be chosen for an order counted for `day` (orderDay: today, or tomorrow after
 * the cut-off), or null when it can. `today` is the calendar date, for telling a past day.
 */
export function deliveryDateProblem(isoDate: string, day: string, today = day): DeliveryDateProblem | null {
  if (!isIsoDate(isoDate)) return 'invalid';
  if (isoDate < today) return 'past';
  if (isoDate < firstDeliveryDate(day)) return 'too-soon';
  if (!isWorkingDay(isoDate)) return 'not-working-day';
  if (isoDate > lastDeliveryDate(day)) return 'too-late';
  return null;
}
