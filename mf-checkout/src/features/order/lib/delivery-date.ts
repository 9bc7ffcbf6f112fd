// The delivery or pick-up day (@kraanvogel/rules: a working day from the next working day after
// the order day on, the order day being tomorrow after the 17:00 cut-off, at most a year ahead)
// with the wizard's Dutch messages and the way the shop writes a day. The article page's stock
// promise comes from the same rule (the api).
import { deliveryDateProblem, earliestDeliveryDate, firstDeliveryDate, lastDeliveryDate, orderDay, todayInNetherlands, type DeliveryDateProblem } from '@kraanvogel/shared/rules';
import { formatLongDay } from '@kraanvogel/shared';
import { texts } from '@/texts';

export const firstPossibleDay = (now = new Date()) => earliestDeliveryDate(now);
export const lastPossibleDay = (now = new Date()) => lastDeliveryDate(orderDay(now));

const MESSAGES: Record<DeliveryDateProblem, (day: string) => string> = {
  invalid: () => texts.orderWizard.dateInvalid,
  past: () => texts.orderWizard.datePast,
  'too-soon': (day) => texts.orderWizard.dateTooSoon(formatLongDay(firstDeliveryDate(day))),
  'not-working-day': () => texts.orderWizard.dateNotWorkingDay,
  'too-late': () => texts.orderWizard.dateTooLate,
};

/** A Dutch message when the day cannot be chosen for an order placed at this moment, otherwise null. */
export function dateProblem(iso: string, now = new Date()): string | null {
  if (!iso) return texts.validation.required;
  const day = orderDay(now);
  const problem = deliveryDateProblem(iso, day, todayInNetherlands(now));
  return problem ? MESSAGES[problem](day) : null;
}

