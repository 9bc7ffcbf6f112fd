// The order rules of an article's quantity, checked before anything is sent: a whole number, at
// least the minimum, a multiple of the step (the server checks the same).
import { texts } from '../texts';

/** The most of one article on one line (the server refuses more). */
export const MAX_LINE_AMOUNT = 100_000;

export function quantityProblem(value: string, rules: { step: number; min: number; unit: string }): string | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return texts.cartPage.quantityNotANumber;
  const amount = Number(text);
  const step = Math.max(1, rules.step);
  const min = Math.max(1, rules.min);
  if (amount < min) return texts.cartPage.quantityBelowMin(min, rules.unit);
  if (amount % step !== 0) return texts.cartPage.quantityOffStep(step, rules.unit);
  if (amount > MAX_LINE_AMOUNT) return texts.cartPage.quantityTooLarge(MAX_LINE_AMOUNT);
  return null;
}
