// The return request's rules: the reasons the api accepts (the same list as its schema, checked by
// the compiler), what of an order line may still come back, and the form's Dutch checks.
import { z } from 'zod/mini';
import { formatLongDay, type ErpComponents } from '@kraanvogel/shared';
import type { ReturnReason } from '@/lib/api-types';
import { country, emailRule, optional, phoneRule, postcodeOfCountry, required } from '@/lib/validation';
import { texts } from '@/texts';
import { deliveryDateProblem, firstDeliveryDate, orderDay, todayInNetherlands, type DeliveryDateProblem } from '@kraanvogel/shared/rules';

export const RETURN_REASONS = ['Verkeerd besteld', 'Verkeerd geleverd', 'Beschadigd ontvangen', 'Defect', 'Te veel geleverd', 'Anders'] as const satisfies readonly ReturnReason[];
// Every reason of the api's schema is in the list (a new one there fails the typecheck here).
type Missing = Exclude<ReturnReason, (typeof RETURN_REASONS)[number]>;
export const ALL_REASONS_LISTED: [Missing] extends [never] ? true : never = true;

/** The shipping method of a return unless another is chosen. */
export const DEFAULT_RETURN_SHIPPING_METHOD = 2000;

type OrderLine = ErpComponents['schemas']['OrderLine'];

/** A line of the request: which article of which order, how many and why. */
export interface ReturnLine {
  orderNumber: string;
  productId: string;
  skuName: string;
  amount: number;
  reasonOfReturn: ReturnReason;
}

/** How many of an order line may still come back: delivered, less returned, less what the request already holds. */
export function openAmount(line: Pick<OrderLine, 'itemNo' | 'delivered' | 'returned'>, orderNumber: string, requested: readonly ReturnLine[]): number {
  const inRequest = requested.filter((r) => r.orderNumber === orderNumber && r.productId === line.itemNo).reduce((s, r) => s + r.amount, 0);
  return Math.max(0, line.delivered - line.returned - inRequest);
}

/** The amount typed for a line: a whole number from 1 to what may still come back, or the Dutch message. */
export function amountProblem(value: string, max: number): string | null {
  const n = Number(value);
  if (!value.trim() || !Number.isInteger(n) || n < 1) return texts.validation.amount;
  if (n > max) return texts.validation.amountMax(max);
  return null;
}

const MESSAGES: Record<DeliveryDateProblem, (day: string) => string> = {
  invalid: () => texts.validation.date,
  past: () => texts.validation.datePast,
  'too-soon': (day) => texts.validation.dateTooSoon(formatLongDay(firstDeliveryDate(day))),
  'not-working-day': () => texts.validation.dateNotWorkingDay,
  'too-late': () => texts.validation.dateTooLate,
};

/**
 * Why the return cannot be picked up on that day, in Dutch, or null: the delivery-day rule of the
 * order wizard (@kraanvogel/rules: working days, from the next working day, 17:00 cut-off).
 */
export function pickUpDateProblem(iso: string, now = new Date()): string | null {
  const day = orderDay(now);
  const problem = deliveryDateProblem(iso, day, todayInNetherlands(now));
  return problem ? MESSAGES[problem](day) : null;
}

export const returnFormSchema = z
  .object({
    addressLine: required(200),
    addressLine2: optional(200),
    postalCode: required(10),
    city: required(64),
    province: optional(64),
    country,
    contactPersonName: required(128),
    plannedDateOfReturn: z.string().check(
      z.superRefine((d, ctx) => {
        const problem = pickUpDateProblem(d);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
    phoneNumber: phoneRule(),
    faxNumber: optional(30),
    email: emailRule(),
    reference: optional(35),
  })
  .check(postcodeOfCountry);
export type ReturnFormFields = z.infer<typeof returnFormSchema>;
