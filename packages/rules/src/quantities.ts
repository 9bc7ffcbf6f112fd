// Order quantities of an article: at least its minimum, then in steps from the minimum. With
// minimum 3 and step 2 the valid amounts are 3, 5, 7, …; 4 and 6 are not. An amount that is not
// valid is rounded up (never fewer than asked) where the shop corrects it, and refused where the
// buyer typed it into a basket line.

export interface QuantityRule {
  /** The least that can be ordered (MinOrderQuantity), at least 1. */
  readonly min: number;
  /** The amount between two valid amounts (StepQuantity), at least 1. */
  readonly step: number;
}

/** The most of one article on one basket line. */
export const MAX_LINE_AMOUNT = 100_000;

/** What can be wrong with an amount; the same words the api answers with. */
export const QUANTITY_PROBLEMS = ['quantity-invalid', 'below-minimum', 'not-step', 'too-large'] as const;
export type QuantityProblem = (typeof QUANTITY_PROBLEMS)[number];

const atLeastOne = (n: number | null | undefined) => Math.max(1, Math.floor(n ?? 1) || 1);

/** An article's rule from its stored step and minimum; a missing, zero or broken value counts as 1. */
export function quantityRule(step: number | null | undefined, min: number | null | undefined): QuantityRule {
  return { step: atLeastOne(step), min: atLeastOne(min) };
}

/** What is wrong with an amount under the rule, or null when it can be ordered. */
export function quantityProblem(amount: number, rule: QuantityRule): QuantityProblem | null {
  if (!Number.isInteger(amount) || amount < 1) return 'quantity-invalid';
  if (amount > MAX_LINE_AMOUNT) return 'too-large';
  if (amount < rule.min) return 'below-minimum';
  if ((amount - rule.min) % rule.step !== 0) return 'not-step';
  return null;
}

export function isValidQuantity(amount: number, rule: QuantityRule): boolean {
  return quantityProblem(amount, rule) === null;
}

/** The least valid amount at or above `amount` (the minimum for anything below it). */
export function roundQuantityUp(amount: number, { min, step }: QuantityRule): number {
  if (!Number.isFinite(amount) || amount <= min) return min;
  return min + Math.ceil((amount - min) / step) * step;
}

/** The valid amount closest to `amount`; halfway between two, the larger. */
export function nearestValidQuantity(amount: number, rule: QuantityRule): number {
  const up = roundQuantityUp(amount, rule);
  if (up === rule.min) return up;
  const down = up === amount ? up : up - rule.step;
  return amount - down < up - amount ? down : up;
}

/** The valid amount after `amount` (the + button): the least valid one above it. */
export function nextQuantityUp(amount: number, rule: QuantityRule): number {
  if (!Number.isFinite(amount)) return rule.min;
  return roundQuantityUp(Math.floor(amount) + 1, rule);
}

/** The valid amount before `amount` (the − button): the largest valid one below it, never below the minimum. */
export function nextQuantityDown(amount: number, rule: QuantityRule): number {
  if (!Number.isFinite(amount) || amount <= rule.min + rule.step) return rule.min;
  return rule.min + Math.floor((Math.ceil(amount) - 1 - rule.min) / rule.step) * rule.step;
}

/**
 * What to add to a line that holds `current` so that it holds at least `current + wanted` and a
 * valid amount: `wanted` itself when that fits, otherwise the least that does.
 */
export function quantityToAdd(current: number, wanted: number, rule: QuantityRule): number {
  return roundQuantityUp(current + wanted, rule) - current;
}

/** A whole quantity of at least 1 as typed ('12', ' 12 ', '12,0', '12.0'); null otherwise. */
export function parseQuantity(text: string): number | null {
  const t = text.trim().replace(/[.,]0+$/, '');
  if (!/^\d{1,9}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 ? n : null;
}
