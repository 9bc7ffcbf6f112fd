// The delivery or pick-up day: a working day (Monday to Friday, the days the pick-up counter is
// open), from the next working day on, at most a year ahead. Dates are Dutch calendar dates.
import { texts } from '@/texts';

const DAY_MS = 86_400_000;
const MAX_DAYS_AHEAD = 365;

export function todayInNetherlands(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (t: number) => new Date(t).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(toTime(iso)).getUTCDay();

export function firstPossibleDay(today = todayInNetherlands()): string {
  let t = toTime(today) + DAY_MS;
  while (weekday(toIso(t)) === 0 || weekday(toIso(t)) === 6) t += DAY_MS;
  return toIso(t);
}

export function lastPossibleDay(today = todayInNetherlands()): string {
  return toIso(toTime(today) + MAX_DAYS_AHEAD * DAY_MS);
}

/** A Dutch message when the day cannot be chosen, otherwise null. */
export function dateProblem(iso: string, today = todayInNetherlands()): string | null {
  if (!iso) return texts.validation.required;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(toTime(iso))) return texts.orderWizard.dateInvalid;
  if (iso < today) return texts.orderWizard.datePast;
  if (iso < firstPossibleDay(today)) return texts.orderWizard.dateTooSoon(formatDay(firstPossibleDay(today)));
  if (weekday(iso) === 0 || weekday(iso) === 6) return texts.orderWizard.dateNotWorkingDay;
  if (iso > lastPossibleDay(today)) return texts.orderWizard.dateTooLate;
  return null;
}

export function formatDay(iso: string) {
  return new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(toTime(iso)));
}
