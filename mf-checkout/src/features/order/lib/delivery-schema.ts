// Step 1 of the order wizard as rules: every field with its Dutch message. The address is
// needed for delivery only; the pick-up counter needs none. Plain functions, not a schema
// library, so that /order loads no form library (lib/use-step-form.ts says why).
import { texts } from '@/texts';
import { dateProblem } from './delivery-date';
import type { Problems } from './use-step-form';
import type { DeliveryFields } from '../stores/order-process';
import { postalCodeExample, writePostalCode } from '@kraanvogel/shared/rules';

/** The api's limits (CreateCustomerOrderInput). */
export const LIMITS = { naam: 100, adres: 100, plaats: 60, leveringsinstructies: 250, ponummer: 35, referentie: 50 } as const;

/** Step 1's fields as the form holds them (the cost centre is chosen in step 2). */
export type DeliveryInput = Omit<DeliveryFields, 'kostenplaats'>;

const MAX = { ...LIMITS, postcode: 10 } as const;

/**
 * What is wrong with step 1, one message per field (the first that applies): a length over the
 * limit; the day (lib/delivery-date.ts); for delivery the name, address, postcode and city
 * required (a value of spaces is empty) and the postcode in its country's format.
 */
export function deliveryProblems(v: DeliveryInput): Problems<DeliveryInput> {
  const problems: Problems<DeliveryInput> = {};
  const add = (field: keyof DeliveryInput & string, message: string) => {
    problems[field] ??= message;
  };
  for (const field of Object.keys(MAX) as (keyof typeof MAX)[]) {
    const max = MAX[field];
    if (v[field].length > max) add(field, texts.validation.maxLength(max));
  }
  const day = dateProblem(v.datum);
  if (day) add('datum', day);
  if (v.levering === 'afhalen') return problems;
  for (const field of ['naam', 'adres', 'plaats'] as const) {
    if (!v[field].trim()) add(field, texts.validation.required);
  }
  if (!v.postcode.trim()) add('postcode', texts.validation.required);
  else if (!writePostalCode(v.postcode, v.land)) add('postcode', texts.orderWizard.postcodeInvalid(postalCodeExample(v.land)));
  return problems;
}
