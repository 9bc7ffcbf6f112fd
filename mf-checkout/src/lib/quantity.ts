// The Dutch message for a basket line's quantity as typed, checked before anything is sent: a
// whole number that keeps to the article's quantity rule (@kraanvogel/rules; the api checks the
// same).
import { texts } from '../texts';
import { MAX_LINE_AMOUNT, quantityProblem, type QuantityProblem, type QuantityRule } from '@kraanvogel/shared/rules';

const MESSAGES: Record<QuantityProblem, (rule: QuantityRule, unit: string) => string> = {
  'quantity-invalid': () => texts.basketPage.quantityNotANumber,
  'below-minimum': ({ min }, unit) => texts.basketPage.quantityBelowMin(min, unit),
  'not-step': ({ min, step }, unit) => texts.basketPage.quantityOffStep(min, step, unit),
  'too-large': () => texts.basketPage.quantityTooLarge(MAX_LINE_AMOUNT),
};

/** The amount typed, or null when it is not a whole number. */
export const typedAmount = (value: string): number | null => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

export function quantityMessage(value: string, rule: QuantityRule, unit: string): string | null {
  const problem = quantityProblem(typedAmount(value) ?? Number.NaN, rule);
  return problem ? MESSAGES[problem](rule, unit) : null;
}
