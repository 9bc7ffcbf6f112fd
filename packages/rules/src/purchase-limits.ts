// Order limits: whether an order of a member needs approval, and which limit it passes. Amounts
// are excluding VAT; the month is the calendar month in the Netherlands.

export interface OrderLimits {
  /** The most one order may be; null: no limit. */
  perOrder: number | null;
  /** The most the member's orders of one calendar month may be together; null: no limit. */
  perMonth: number | null;
}

export type LimitPassed =
  | { kind: 'perOrder'; limit: number; orderTotal: number; monthSpent: number }
  | { kind: 'perMonth'; limit: number; orderTotal: number; monthSpent: number };

const cents = (n: number) => Math.round(n * 100);

/** The limit an order of orderTotal passes, given what the member ordered this month before it; null: within his limits. */
export function limitPassed(limits: OrderLimits, orderTotal: number, monthSpent: number): LimitPassed | null {
  if (limits.perOrder !== null && cents(orderTotal) > cents(limits.perOrder)) return { kind: 'perOrder', limit: limits.perOrder, orderTotal, monthSpent };
  if (limits.perMonth !== null && cents(monthSpent) + cents(orderTotal) > cents(limits.perMonth)) return { kind: 'perMonth', limit: limits.perMonth, orderTotal, monthSpent };
  return null;
}

/** The first day (YYYY-MM-DD) of the calendar month of a Dutch calendar date. */
export function monthStartOf(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}
