// What the customer ordered before: per article the number of his orders in the last 24 months,
// the amounts and the latest date; cancelled orders, returns and older orders do not count; an
// order placed in the shop counts at once; another customer's history is never in the answer.
import { earliestDeliveryDate } from '../../src/lib/delivery-date.js';
import { createTestApp, users, type TestApp } from '../helpers/app.js';

const H = '/erp/api/app/order/purchase-history';
let now = new Date('2026-11-20T10:00:00Z');
let t: TestApp;
let items: string[];

interface Purchased {
  itemNo: string;
  timesOrdered: number;
  quantity: number;
  lastOrderDate: string;
}

async function order(orderNo: string, customer: string, date: string, lines: [string, number][], extra: { status?: number; type?: string } = {}) {
  await t.db.query(
    "INSERT INTO orders (order_no, customer_number, order_date, status, order_type, delivery_method, total_net) VALUES ($1, $2, $3, $4, $5, 'bezorgen', 10)",
    [orderNo, customer, date, extra.status ?? 300, extra.type ?? 'Order'],
  );
  for (const [i, [itemNo, amount]] of lines.entries()) {
    await t.db.query('INSERT INTO order_lines (order_no, line_no, item_no, description, amount, delivered, unit_price) SELECT $1, $2, item_no, description, $3, $3, 1 FROM articles WHERE item_no = $4', [
      orderNo,
      i + 1,
      amount,
      itemNo,
    ]);
  }
}

async function history(user: string, itemNos: string[]): Promise<Purchased[]> {
  const res = await t.call('GET', `${H}?ItemNos=${encodeURIComponent(itemNos.join(','))}`, user);
  expect(res.statusCode).toBe(200);
  expect(res.json().months).toBe(24);
  return res.json().items;
}

beforeAll(async () => {
  t = await createTestApp({}, { erpClock: () => now });
  // Articles no seeded order has, so the counts below are the test's own.
  items = (
    await t.db.query<{ item_no: string }>(
      `SELECT item_no FROM articles a WHERE is_active AND secret IS NULL AND step_quantity = 1 AND min_order_quantity = 1
          AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.item_no = a.item_no) ORDER BY item_no LIMIT 4`,
    )
  ).map((r) => r.item_no);
  const [a, b, c, d] = items as [string, string, string, string];
  await order('PH1', '100001', '2026-10-03T09:00:00Z', [
    [a, 5],
    [b, 1],
  ]);
  await order('PH2', '100001', '2026-06-01T09:00:00Z', [
    [a, 7],
    [a, 1],
  ]);
  await order('PH3', '100001', '2024-11-01T09:00:00Z', [[c, 3]]); // more than 24 months ago
  await order('PH4', '100001', '2026-09-01T09:00:00Z', [[c, 2]], { status: 999 }); // cancelled
  await order('PH5', '100001', '2026-09-02T09:00:00Z', [[d, 1]], { type: 'Return' });
  await order('PH6', '100001', '2026-12-01T09:00:00Z', [[d, 1]]); // after the back office's now
});
afterAll(async () => t?.close());

test('per article: the orders that had it, the amounts added up and the latest date; old, cancelled and returned orders do not count', async () => {
  const [a, b, c, d] = items as [string, string, string, string];
  expect(await history(users.employee, [b, a, c, d])).toEqual([
    { itemNo: a, timesOrdered: 2, quantity: 13, lastOrderDate: '2026-10-03' },
    { itemNo: b, timesOrdered: 1, quantity: 1, lastOrderDate: '2026-10-03' },
  ]);
  // Without item numbers: everything, the most often ordered first.
  const all = (await t.call('GET', H, users.main)).json().items as Purchased[];
  expect(all.length).toBeGreaterThan(2);
  expect(all.find((p) => p.itemNo === a)).toEqual({ itemNo: a, timesOrdered: 2, quantity: 13, lastOrderDate: '2026-10-03' });
  expect(all.some((p) => p.itemNo === c || p.itemNo === d)).toBe(false);
  const counts = all.map((p) => p.timesOrdered);
  expect(counts).toEqual([...counts].sort((x, y) => y - x));
});

test("another customer sees none of it, and his own history is his own", async () => {
  const [a, b] = items as [string, string];
  expect(await history(users.otherMain, [a, b])).toEqual([]);
  const other = '100002'; // users.otherMain's customer
  await order('PH7', other, '2026-11-01T09:00:00Z', [[b, 4]]);
  expect(await history(users.otherMain, [a, b])).toEqual([{ itemNo: b, timesOrdered: 1, quantity: 4, lastOrderDate: '2026-11-01' }]);
  expect((await history(users.main, [b]))[0]).toEqual({ itemNo: b, timesOrdered: 1, quantity: 1, lastOrderDate: '2026-10-03' });
  const all = (await t.call('GET', H, users.otherMain)).json().items as Purchased[];
  const mine = new Set((await t.db.query<{ item_no: string }>('SELECT DISTINCT l.item_no FROM order_lines l JOIN orders o USING (order_no) WHERE o.customer_number = $1', [other])).map((r) => r.item_no));
  expect(all.every((p) => mine.has(p.itemNo))).toBe(true);
  expect(all.some((p) => p.itemNo === a)).toBe(false);
});

test('an order placed in the shop counts at once', async () => {
  const c = items[2]!;
  expect(await history(users.main, [c])).toEqual([]);
  const basket = (await t.call('POST', '/mgmt/api/ecommerce/customerbaskets/createBasket', users.main, { name: 'Historie' })).json();
  expect((await t.call('POST', '/mgmt/api/ecommerce/customerbaskets/addToBasket', users.main, { basketId: basket.id, itemNo: c, amount: 6 })).statusCode).toBe(200);
  const revision = (await t.call('GET', `/mgmt/api/ecommerce/customerbaskets/basketWithRealtimeData?basketId=${basket.id}`, users.main)).json().revision;
  const placed = await t.call('POST', '/mgmt/api/ecommerce/customerorders', users.main, {
    basketId: basket.id,
    idempotencyKey: `purchase-history-${basket.id}-${Date.now()}`,
    basketRevision: revision,
    deliveryMethod: 'afhalen',
    deliveryDate: earliestDeliveryDate(),
  });
  expect(placed.statusCode).toBe(200);
  now = new Date(Date.now() + 60_000); // the order has today's date
  const [row] = await history(users.main, [c]);
  expect(row).toMatchObject({ itemNo: c, timesOrdered: 1, quantity: 6 });
});

test('refusals: a warehouse user 403, no token 401, bad item numbers 400 with a Dutch message', async () => {
  expect((await t.call('GET', `${H}?ItemNos=${items[0]}`, users.warehouse)).statusCode).toBe(403);
  expect((await t.call('GET', `${H}?ItemNos=${items[0]}`, null)).statusCode).toBe(401);
  for (const q of ['ItemNos=', 'ItemNos=%2C%2C', `ItemNos=${Array.from({ length: 101 }, (_, i) => `X${i}`).join(',')}`, `ItemNos=${'x'.repeat(41)}`, 'Andere=1']) {
    const res = await t.call('GET', `${H}?${q}`, users.main);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toEqual(expect.any(String));
  }
});
