// Ordering again from an order's detail: all or some lines into the current basket or a new one;
// articles no longer sold are reported, not dropped; another customer's order is not found.
import { createTestApp, users, type TestApp } from '../helpers/app.js';
import { batchStats } from '../../src/lib/batcher.js';
import { REORDER_CHUNK } from '../../src/modules/erp/reorder.js';

const R = '/erp/api/app/order/reorder';
let t: TestApp;
let orderNo: string;
let itemNos: string[];
beforeAll(async () => {
  t = await createTestApp();
  const items = await t.db.query<{ item_no: string; step: number; min: number }>(
    'SELECT item_no, step_quantity AS step, min_order_quantity AS min FROM articles WHERE is_active AND secret IS NULL AND step_quantity = 1 AND min_order_quantity = 1 ORDER BY item_no LIMIT 3',
  );
  itemNos = items.map((i) => i.item_no);
  orderNo = 'REORD1';
  await t.db.query("INSERT INTO orders (order_no, customer_number, order_date, status, delivery_method, total_net) VALUES ($1, '100001', now(), 300, 'bezorgen', 10)", [orderNo]);
  for (const [i, itemNo] of itemNos.entries()) {
    await t.db.query('INSERT INTO order_lines (order_no, line_no, item_no, description, amount, delivered, unit_price) SELECT $1, $2, item_no, description, $3, $3, 1 FROM articles WHERE item_no = $4', [
      orderNo,
      i + 1,
      i + 2,
      itemNo,
    ]);
  }
});
afterAll(async () => t?.close());

test('two selected lines go into a new basket with their ordered amounts', async () => {
  const res = await t.call('POST', R, users.main, { OrderNo: orderNo, LineNos: [1, 3], NewBasketName: 'Nog een keer' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ basketName: 'Nog een keer', newBasket: true, notAdded: [] });
  expect(body.added.map((l: { itemNo: string; amount: number }) => [l.itemNo, l.amount])).toEqual([
    [itemNos[0], 2],
    [itemNos[2], 4],
  ]);
  const basket = (await t.call('GET', `/mgmt/api/ecommerce/customerbaskets/default?basketId=${body.basketId}`, users.main)).json();
  expect(basket.name).toBe('Nog een keer');
  expect(basket.basketItems.map((i: { itemNo: string; amount: number }) => [i.itemNo, i.amount]).sort()).toEqual([
    [itemNos[0], 2],
    [itemNos[2], 4],
  ]);
});

test('all lines into an existing basket add up; an article no longer sold is reported', async () => {
  const target = (await t.call('POST', '/mgmt/api/ecommerce/customerbaskets/createBasket', users.employee, { name: 'Huidig' })).json();
  await t.call('POST', '/mgmt/api/ecommerce/customerbaskets/addToBasket', users.employee, { basketId: target.id, itemNo: itemNos[0], amount: 1 });
  await t.db.query('UPDATE articles SET is_active = false WHERE item_no = $1', [itemNos[1]]);
  try {
    const res = await t.call('POST', R, users.employee, { OrderNo: orderNo, BasketId: target.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.newBasket).toBe(false);
    expect(body.added.map((l: { lineNo: number }) => l.lineNo)).toEqual([1, 3]);
    expect(body.notAdded).toEqual([{ lineNo: 2, itemNo: itemNos[1], description: expect.any(String), amount: 3, reason: 'Dit artikel wordt niet meer verkocht.' }]);
    const basket = (await t.call('GET', `/mgmt/api/ecommerce/customerbaskets/default?basketId=${target.id}`, users.employee)).json();
    expect(basket.basketItems.find((i: { itemNo: string }) => i.itemNo === itemNos[0]).amount).toBe(3);
    expect(basket.basketItems.some((i: { itemNo: string }) => i.itemNo === itemNos[1])).toBe(false);
  } finally {
    await t.db.query('UPDATE articles SET is_active = true WHERE item_no = $1', [itemNos[1]]);
  }
});

test('refusals: another customer\'s order or basket is a 404, a warehouse user 403, bad input 400; nothing is added', async () => {
  const other = (await t.call('POST', '/mgmt/api/ecommerce/customerbaskets/createBasket', users.otherMain, { name: 'Andere' })).json();
  expect((await t.call('POST', R, users.otherMain, { OrderNo: orderNo, BasketId: other.id })).statusCode).toBe(404);
  expect((await t.call('POST', R, users.main, { OrderNo: orderNo, BasketId: other.id })).statusCode).toBe(404);
  expect((await t.call('POST', R, users.warehouse, { OrderNo: orderNo, NewBasketName: 'X' })).statusCode).toBe(403);
  const target = (await t.call('POST', '/mgmt/api/ecommerce/customerbaskets/createBasket', users.main, { name: 'Leeg' })).json();
  for (const body of [
    { OrderNo: orderNo },
    { OrderNo: orderNo, BasketId: target.id, NewBasketName: 'Twee' },
    { OrderNo: orderNo, BasketId: target.id, LineNos: [9] },
    { OrderNo: orderNo, BasketId: target.id, LineNos: [] },
  ]) {
    const res = await t.call('POST', R, users.main, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toEqual(expect.any(String));
  }
  const list = (await t.call('POST', '/mgmt/api/ecommerce/customerbaskets/createBasket', users.main, { name: 'Lijst', basketType: 1 })).json();
  expect((await t.call('POST', R, users.main, { OrderNo: orderNo, BasketId: list.id })).statusCode).toBe(400);
  const after = (await t.call('GET', `/mgmt/api/ecommerce/customerbaskets/default?basketId=${target.id}`, users.main)).json();
  expect(after.basketItems).toEqual([]);
  expect((await t.call('GET', `/mgmt/api/ecommerce/customerbaskets/default?basketId=${other.id}`, users.otherMain)).json().basketItems).toEqual([]);
});

test('an amount the quantity rule does not allow is rounded up, and a basket line keeps to the rule when it grows', async () => {
  // The demo article 9003002: minimum 3, then per 2 (3, 5, 7, …).
  const order = 'REORD-MIN3';
  await t.db.query("INSERT INTO orders (order_no, customer_number, order_date, status, delivery_method, total_net) VALUES ($1, '100001', now(), 300, 'bezorgen', 10)", [order]);
  await t.db.query(
    "INSERT INTO order_lines (order_no, line_no, item_no, description, amount, delivered, unit_price) SELECT $1, n, item_no, description, a, a, 1 FROM articles, (VALUES (1, 4), (2, 3)) AS l(n, a) WHERE item_no = '9003002'",
    [order],
  );
  const target = (await t.call('POST', '/mgmt/api/ecommerce/customerbaskets/createBasket', users.main, { name: 'Per twee' })).json();
  await t.call('POST', '/mgmt/api/ecommerce/customerbaskets/addToBasket', users.main, { basketId: target.id, itemNo: '9003002', amount: 3 });
  const res = await t.call('POST', R, users.main, { OrderNo: order, BasketId: target.id });
  expect(res.statusCode).toBe(200);
  // 3 in the basket, + 4 → 7 (valid), + 3 → 10 is not: 11, so 4 added.
  expect(res.json().added.map((l: { lineNo: number; amount: number }) => [l.lineNo, l.amount])).toEqual([
    [1, 4],
    [2, 4],
  ]);
  const basket = (await t.call('GET', `/mgmt/api/ecommerce/customerbaskets/default?basketId=${target.id}`, users.main)).json();
  expect(basket.basketItems.find((i: { itemNo: string }) => i.itemNo === '9003002').amount).toBe(11);
});

test("each added line carries the order's net price and today's: a changed price is flagged, an unchanged one not", async () => {
  const first = (await t.call('POST', R, users.main, { OrderNo: orderNo, LineNos: [1], NewBasketName: 'Prijzen' })).json();
  const target = (await t.call('GET', `/mgmt/api/ecommerce/customerbaskets/basketWithRealtimeData?basketId=${first.basketId}`, users.main)).json();
  const today = target.basketItems.find((i: { itemNo: string }) => i.itemNo === itemNos[0]).netPrice as number;
  expect(first.added).toEqual([expect.objectContaining({ itemNo: itemNos[0], orderPrice: 1, currentPrice: today, priceChanged: today !== 1 })]);

  // An order placed at today's price: no change to report.
  await t.db.query("INSERT INTO orders (order_no, customer_number, order_date, status, delivery_method, total_net) VALUES ('REORD2', '100001', now(), 300, 'bezorgen', 10)");
  await t.db.query("INSERT INTO order_lines (order_no, line_no, item_no, description, amount, delivered, unit_price, discount_pct) VALUES ('REORD2', 1, $1, 'x', 1, 1, $2, 0)", [itemNos[0], today]);
  const same = (await t.call('POST', R, users.main, { OrderNo: 'REORD2', NewBasketName: 'Zelfde prijs' })).json();
  expect(same.added).toEqual([expect.objectContaining({ orderPrice: today, currentPrice: today, priceChanged: false })]);
});

test('an order of 500 lines goes into a new basket whole in chunks, each line reported, the same article on several lines adding up', async () => {
  const big = 'REORD500';
  const sold = await t.db.query<{ item_no: string }>('SELECT item_no FROM articles WHERE is_active AND secret IS NULL AND step_quantity = 1 AND min_order_quantity = 1 ORDER BY item_no LIMIT 100');
  await t.db.query("INSERT INTO orders (order_no, customer_number, order_date, status, delivery_method, total_net) VALUES ($1, '100001', now(), 300, 'bezorgen', 10)", [big]);
  await t.db.query(
    `INSERT INTO order_lines (order_no, line_no, item_no, description, amount, delivered, unit_price)
     SELECT $1, n, a.item_no, a.description, 1 + n % 3, 1 + n % 3, 1
       FROM generate_series(1, 500) AS n JOIN articles a ON a.item_no = ($2::text[])[1 + n % cardinality($2::text[])]`,
    [big, sold.map((a) => a.item_no)],
  );
  const before = { ...batchStats.get('add-to-basket')! };
  const res = await t.call('POST', R, users.main, { OrderNo: big, NewBasketName: 'Grote herhaling' });
  expect(res.statusCode).toBe(200);
  // In transactions of at most REORDER_CHUNK lines: the database is not held for all 500 at once.
  const after = batchStats.get('add-to-basket')!;
  expect(after.calls - before.calls).toBe(500);
  expect(after.batches - before.batches).toBe(500 / REORDER_CHUNK);
  const body = res.json() as { basketId: number; added: { lineNo: number; amount: number }[]; notAdded: unknown[] };
  expect(body.notAdded).toEqual([]);
  expect(body.added.map((l) => l.lineNo)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  const basket = (await t.call('GET', `/mgmt/api/ecommerce/customerbaskets/default?basketId=${body.basketId}`, users.main)).json() as { basketItems: { amount: number }[] };
  expect(basket.basketItems).toHaveLength(100);
  expect(basket.basketItems.reduce((n, i) => n + i.amount, 0)).toBe(body.added.reduce((n, l) => n + l.amount, 0));
});
