// Purchasing control's demo data for the first customer (100001), so a new user sees it working at
// once: two cost centres with budgets (the employee orders on both, so the order wizard asks which
// one; the warehouse user on one), the last twelve months of orders booked on them, order limits on
// the employee and the warehouse user, and one pending purchase request of the employee's that the
// main user can decide under Goed te keuren. Deterministic: the same seed gives the same data.
import type { Queryable } from '../db/db.js';
import { DISCOUNT_SQL } from '../modules/catalog/repository.js';

/** What the README's demo section describes. */
export const PURCHASING_DEMO = {
  customer: '100001',
  costCentres: [
    { name: 'Projecten', budget: 150_000, budgetPeriod: 'quarter', members: ['employee', 'warehouse'] },
    { name: 'Service en onderhoud', budget: 6_000, budgetPeriod: 'month', members: ['employee'] },
  ],
  limits: { employee: { perOrder: 5_000, perMonth: 15_000 }, warehouse: { perOrder: 1_000, perMonth: null } },
  request: { basketName: 'Showroom Zwolle', idempotencyKey: 'demo-request-showroom-zwolle', perArticle: 3_200 },
} as const;

export async function seedPurchasingDemo(tx: Queryable, historyFrom: string) {
  const d = PURCHASING_DEMO;
  const user = (kind: string) => `u-${d.customer}-${kind}`;
  const ids: number[] = [];
  for (const cc of d.costCentres) {
    const [row] = await tx.query<{ id: number }>('INSERT INTO cost_centres (customer_number, name, budget, budget_period) VALUES ($1, $2, $3, $4) RETURNING id', [
      d.customer,
      cc.name,
      cc.budget,
      cc.budgetPeriod,
    ]);
    ids.push(row!.id);
    await tx.query('INSERT INTO cost_centre_members (cost_centre_id, user_id) SELECT $1, unnest($2::text[])', [row!.id, cc.members.map(user)]);
  }
  // The last year's orders: every third one (by number) on Service en onderhoud, the rest on Projecten.
  await tx.query(
    `UPDATE orders o SET cost_centre_id = CASE WHEN substring(o.order_no from '[0-9]+')::bigint % 3 = 0 THEN $2::int ELSE $1::int END,
                         cost_centre_name = CASE WHEN substring(o.order_no from '[0-9]+')::bigint % 3 = 0 THEN $4 ELSE $3 END
      WHERE o.customer_number = $5 AND o.order_type = 'Order' AND o.order_date >= $6::date`,
    [ids[0], ids[1], d.costCentres[0].name, d.costCentres[1].name, d.customer, historyFrom],
  );
  for (const [kind, limits] of Object.entries(d.limits)) {
    await tx.query('INSERT INTO order_limits (user_id, customer_number, per_order, per_month) VALUES ($1, $2, $3, $4)', [user(kind), d.customer, limits.perOrder, limits.perMonth]);
  }

  // The pending request: two articles, each for a little over € 3.200 at the customer's prices, above the employee's € 5.000 per order.
  const articles = await tx.query<{ item_no: string; description: string; order_unit: string; net: number }>(
    `SELECT a.item_no, a.description, a.order_unit, round(a.gross_price::float8 * (1 - ${DISCOUNT_SQL('$1', 'a.item_no', 'a.discount_group_code')} / 100) * 100) / 100 AS net
       FROM articles a WHERE a.is_active AND a.secret IS NULL AND a.step_quantity = 1 AND a.min_order_quantity = 1 AND a.gross_price BETWEEN 150 AND 900
      ORDER BY a.item_no LIMIT 2`,
    [d.customer],
  );
  if (articles.length < 2) return;
  const lines = articles.map((a, k) => ({ line_no: k + 1, item_no: a.item_no, description: a.description, unit: a.order_unit, net_price: a.net, amount: Math.ceil(d.request.perArticle / a.net) }));
  const total = Math.round(lines.reduce((s, l) => s + l.net_price * l.amount, 0) * 100) / 100;
  const [basket] = await tx.query<{ id: number }>("INSERT INTO baskets (customer_number, created_by, name, basket_type) VALUES ($1, $2, $3, 0) RETURNING id", [
    d.customer,
    user('employee'),
    d.request.basketName,
  ]);
  await tx.query('INSERT INTO basket_items (basket_id, item_no, amount) SELECT $1, r.item_no, r.amount FROM jsonb_to_recordset($2::jsonb) AS r(item_no text, amount int)', [
    basket!.id,
    JSON.stringify(lines),
  ]);
  const requester = (await tx.one<{ name: string }>("SELECT concat_ws(' ', name, surname) AS name FROM users WHERE id = $1", [user('employee')]))!.name;
  const approver = (await tx.one<{ name: string }>("SELECT concat_ws(' ', name, surname) AS name FROM users WHERE id = $1", [user('main')]))!.name;
  const input = {
    basketId: basket!.id,
    idempotencyKey: d.request.idempotencyKey,
    basketRevision: 'demo',
    deliveryMethod: 'afhalen',
    deliveryDate: historyFrom,
    reference: d.request.basketName,
    costCentreId: ids[0],
  };
  const [request] = await tx.query<{ id: number }>(
    `INSERT INTO purchase_requests (customer_number, basket_id, requested_by, requested_by_name, limit_kind, limit_amount, month_spent, total_net,
                                    approver_names, order_input, idempotency_key, cost_centre_id, cost_centre_name)
     VALUES ($1, $2, $3, $4, 'perOrder', $5, 0, $6, $7, $8::jsonb, $9, $10, $11) RETURNING id`,
    [d.customer, basket!.id, user('employee'), requester, d.limits.employee.perOrder, total, [approver], JSON.stringify(input), d.request.idempotencyKey, ids[0], d.costCentres[0].name],
  );
  await tx.query(
    `INSERT INTO purchase_request_lines (request_id, line_no, item_no, description, amount, unit, net_price)
     SELECT $1, r.line_no, r.item_no, r.description, r.amount, r.unit, r.net_price FROM jsonb_to_recordset($2::jsonb) AS r(line_no int, item_no text, description text, amount int, unit text, net_price numeric)`,
    [request!.id, JSON.stringify(lines)],
  );
  await tx.query('UPDATE baskets SET purchase_request_id = $2 WHERE id = $1', [basket!.id, request!.id]);
}
