// Order quantities of an article: at least the minimum, then in steps (StepQuantity,
// MinOrderQuantity). Valid amounts are min, min + step, min + 2·step, …
export interface QuantityRule {
  step: number;
  min: number;
}

export function quantityRule(step: number | null | undefined, min: number | null | undefined): QuantityRule {
  const s = Math.max(1, Math.floor(step ?? 1) || 1);
  const m = Math.max(1, Math.floor(min ?? 1) || 1);
  return { step: s, min: m };
}

/** The nearest valid amount at or above what was typed (never below the minimum). */
export function normalizeQuantity(value: number, { step, min }: QuantityRule): number {
  if (!Number.isFinite(value) || value <= min) return min;
  return min + Math.ceil((value - min) / step - 1e-9) * step;
}

export function stepQuantity(value: number, direction: 1 | -1, rule: QuantityRule): number {
  const current = normalizeQuantity(value, rule);
  return Math.max(rule.min, current + direction * rule.step);
}
