// The delivery or pick-up day (@kraanvogel/rules: a working day from the next working day on, at
// most a year ahead) with the wizard's Dutch messages and the way the shop writes a day.
import { texts } from '@/texts';
import { deliveryDateProblem, firstDeliveryDate, lastDeliveryDate, todayInNetherlands, type DeliveryDateProblem } from '@kraanvogel/shared/rules';

export const firstPossibleDay = (today = todayInNetherlands()) => firstDeliveryDate(today);
export const lastPossibleDay = (today = todayInNetherlands()) => lastDeliveryDate(today);

const MESSAGES: Record<DeliveryDateProblem, (today: string) => string> = {
  invalid: () => texts.orderWizard.dateInvalid,
  past: () => texts.orderWizard.datePast,
  'too-soon': (today) => texts.orderWizard.dateTooSoon(formatDay(firstDeliveryDate(today))),
  'not-working-day': () => texts.orderWizard.dateNotWorkingDay,
  'too-late': () => texts.orderWizard.dateTooLate,
};

/** A Dutch message when the day cannot be chosen, otherwise null. */
export function dateProblem(iso: string, today = todayInNetherlands()): string | null {
  if (!iso) return texts.validation.required;
  const problem = deliveryDateProblem(iso, today);
  return problem ? MESSAGES[problem](today) : null;
}

export function formatDay(iso: string) {
  return new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
