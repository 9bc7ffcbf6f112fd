// Cost centres (kostenplaatsen): each has an optional budget per calendar month, quarter or year
// (excluding VAT); an order that brings the period's spend above it needs approval, as an order
// over a member's limit does. Dates are Dutch calendar dates (YYYY-MM-DD).

export const BUDGET_PERIODS = ['month', 'quarter', 'year'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];

const cents = (n: number) => Math.round(n * 100);

/** The first day (YYYY-MM-DD) of the budget period that holds isoDate. */
export function budgetPeriodStart(period: BudgetPeriod, isoDate: string): string {
  const year = isoDate.slice(0, 4);
  if (period === 'year') return `${year}-01-01`;
  const month = Number(isoDate.slice(5, 7));
  if (period === 'month') return `${year}-${String(month).padStart(2, '0')}-01`;
  const first = month - ((month - 1) % 3);
  return `${year}-${String(first).padStart(2, '0')}-01`;
}

/** What is left of a budget after spent (never below zero); null: no budget. */
export function budgetLeft(budget: number | null, spent: number): number | null {
  if (budget === null) return null;
  return Math.max(0, cents(budget) - cents(spent)) / 100;
}

/** Whether an order of orderTotal brings the period's spend above the budget (null: no budget, never). */
export function budgetPassed(budget: number | null, spent: number, orderTotal: number): boolean {
  return budget !== null && cents(spent) + cents(orderTotal) > cents(budget);
}
