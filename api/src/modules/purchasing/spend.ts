// Spend at a glance (Uitgaven): what the customer spent per calendar month over the last twelve,
// per cost centre and per member, from the ERP's invoices minus its credit notes (excluding VAT).
// An invoice counts on its order's cost centre and for whoever placed the order; a credit note on
// those of the order it returns. The Excel workbook (lib/spend-excel.ts, drawn in a worker thread)
// holds exactly the same figures.
import { todayInNetherlands } from '@kraanvogel/rules';
import type { Db } from '../../db/db.js';
import type { Spend } from '../../lib/spend-excel.js';

export type { Spend, SpendRow } from '../../lib/spend-excel.js';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The twelve calendar months up to and including today's (Dutch time), oldest first. */
export function lastTwelveMonths(now = new Date()): string[] {
  const today = todayInNetherlands(now);
  let y = Number(today.slice(0, 4));
  let m = Number(today.slice(5, 7));
  const out: string[] = [];
  for (let k = 0; k < 12; k++) {
    out.unshift(`${y}-${String(m).padStart(2, '0')}`);
    if (--m === 0) {
      m = 12;
      y--;
    }
  }
  return out;
}

export async function spendOf(db: Db, customer: string, now = new Date()): Promise<Spend> {
  const months = lastTwelveMonths(now);
  const rows = await db.query<{ month: string; costCentre: string | null; member: string | null; net: number }>(
    `SELECT to_char(i.invoice_date, 'YYYY-MM') AS month,
            coalesce(o.cost_centre_name, r.cost_centre_name) AS "costCentre",
            nullif(concat_ws(' ', u.name, u.surname), '') AS member,
            sum(i.total_net)::float8 AS net
       FROM invoices i
       LEFT JOIN orders o ON o.order_no = i.order_no
       LEFT JOIN orders r ON r.order_no = o.return_of
       LEFT JOIN users u ON u.id = coalesce(r.placed_by, o.placed_by)
      WHERE i.customer_number = $1 AND i.invoice_date >= $2::date
      GROUP BY 1, 2, 3`,
    [customer, `${months[0]}-01`],
  );
  const budgets = await db.query<{ name: string; budget: number | null; period: string }>(
    'SELECT name, budget::float8 AS budget, budget_period AS period FROM cost_centres WHERE customer_number = $1',
    [customer],
  );
  const index = new Map(months.map((m, k) => [m, k]));
  const group = (key: 'costCentre' | 'member') => {
    const byName = new Map<string | null, number[]>();
    for (const r of rows) {
      const k = index.get(r.month);
      if (k === undefined) continue;
      const list = byName.get(r[key]) ?? Array<number>(12).fill(0);
      list[k] = round2(list[k]! + r.net);
      byName.set(r[key], list);
    }
    return [...byName.entries()]
      .map(([name, monthly]) => ({ name, monthly, total: round2(monthly.reduce((s, n) => s + n, 0)) }))
      .sort((a, b) => (a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name, 'nl')));
  };
  const perMonth = (b: { budget: number | null; period: string }) => (b.budget === null ? null : round2(b.budget / (b.period === 'year' ? 12 : b.period === 'quarter' ? 3 : 1)));
  const costCentres = group('costCentre').map((c) => {
    const b = budgets.find((x) => x.name === c.name);
    return { ...c, monthlyBudget: b ? perMonth(b) : null };
  });
  // A cost centre without spend yet is shown too, with its budget.
  for (const b of budgets) if (!costCentres.some((c) => c.name === b.name)) costCentres.push({ name: b.name, monthly: Array<number>(12).fill(0), total: 0, monthlyBudget: perMonth(b) });
  costCentres.sort((a, b) => (a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name, 'nl')));
  const members = group('member');
  const monthly = months.map((_m, k) => round2(costCentres.reduce((s, c) => s + c.monthly[k]!, 0)));
  return { months, costCentres, members, total: { name: null, monthly, total: round2(monthly.reduce((s, n) => s + n, 0)) } };
}
