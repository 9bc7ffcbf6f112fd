import { randomUUID } from 'node:crypto';
import { buildApp } from '../../src/app.js';
import { todayInNetherlands } from '../../src/lib/delivery-date.js';
import { HOST, createTestApp, users, type TestApp } from '../helpers/app.js';
import { testConfig } from '../helpers/database.js';

const B = '/mgmt/api/ecommerce/customerbaskets';
const O = '/mgmt/api/ecommerce/customerorders';

let t: TestApp;
let articles: { item_no: string; description: string; gross: number; unit: string }[];

beforeAll(async () => {
  t = await createTestApp();
  articles = await t.db.query(
    `SELECT item_no, description, gross_price::float8 AS gross, order_unit AS unit FROM articles
      WHERE step_quantity = 1 AND min_order_quantity = 1 AND secret IS NULL AND is_active ORDER BY item_no LIMIT 6`,
  );
});
afterAll(async () => t?.close());

/** A Monday two to three weeks ahead: always a possible delivery day. */
function aMonday(): string {
  const d = new Date(`${todayInNetherlands()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 14);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const key = () => randomUUID();
const address = { name: 'Installatiebedrijf De Vries', street: 'Industrieweg 12', postalCode: '8011ab', city: 'Zwolle', country: 'NL' };

async function basketWith(user: string, lines: [number, number][], name = `Order ${randomUUID().slice(0, 6)}`) {
  const basket = (await t.call('POST', `${B}/createBasket`, user, { name })).json() as { id: number };
  for (const [article, amount] of lines) {
    const res = await t.call('POST', `${B}/addToBasket`, user, { basketId: basket.id, itemNo: articles[article]!.item_no, amount });
    expect(res.statusCode).toBe(200);
  }
  return basket.id;
}

async function review(user: string, basketId: number) {
  const res = await t.call('GET', `${B}/basketWithRealtimeData?basketId=${basketId}`, user);
  expect(res.statusCode).toBe(200);
  return res.json() as { revision: string; totalNet: number; totalVat: number; totalInclVat: number; basketItems: { itemNo: string; amount: number; netPrice: number; priceChanged: boolean; availabilityChanged: boolean; isAvailable: boolean }[] };
}

function orderBody(basketId: number, revision: string, extra: Record<string, unknown> = {}) {
  return { basketId, idempotencyKey: key(), basketRevision: revision, deliveryMethod: 'bezorgen', deliveryDate: aMonday(), deliveryAddress: address, ...extra };
}

const orderCount = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM orders'))!.n;
const lineCount = async (basketId: number) => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM basket_items WHERE basket_id = $1', [basketId]))!.n;

/** The customer's price of an article, straight from the discount tables. */
async function expectedNetPrice(customer: string, itemNo: string) {
  const { pct } = (await t.db.one<{ pct: number }>(
    `SELECT coalesce(
        (SELECT max(percentage) FROM customer_discounts WHERE customer_number = $1 AND item_no = $2),
        (SELECT max(d.percentage) FROM customer_discounts d JOIN articles a ON a.discount_group_code = d.discount_group_code
          WHERE d.customer_number = $1 AND d.item_no IS NULL AND a.item_no = $2), 0)::float8 AS pct`,
    [customer, itemNo],
  ))!;
  const gross = articles.find((a) => a.item_no === itemNo)!.gross;
  return Math.round(gross * (1 - pct / 100) * 100) / 100;
}

describe('placing an order', () => {
  test('creates the order from the basket with the server\'s prices, empties the basket, and the ERP shows it as to be processed', async () => {
    const basketId = await basketWith(users.employee, [
      [0, 3],
      [1, 2],
    ]);
    const reviewed = await review(users.employee, basketId);
    const res = await t.call('POST', O, users.employee, orderBody(basketId, reviewed.revision, { poNumber: 'PO-7781', reference: 'Badkamer Jansen', deliveryInstructions: 'Achterom, bel aan' }));
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order.orderNo).toMatch(/^ORD\d+$/);
    expect(order).toMatchObject({
      status: 100,
      basketId,
      deliveryMethod: 'bezorgen',
      deliveryDate: aMonday(),
      deliveryAddress: { ...address, postalCode: '8011 AB' },
      poNumber: 'PO-7781',
      reference: 'Badkamer Jansen',
      deliveryInstructions: 'Achterom, bel aan',
    });
    for (const [k, [article, amount]] of ([[0, 3], [1, 2]] as const).entries()) {
      const net = await expectedNetPrice('100001', articles[article]!.item_no);
      expect(order.lines[k]).toMatchObject({ lineNo: k + 1, itemNo: articles[article]!.item_no, amount, netPrice: net, lineTotal: Math.round(net * amount * 100) / 100, unit: articles[article]!.unit });
    }
    expect(order.totalNet).toBe(reviewed.totalNet);
    expect(order.totalInclVat).toBe(reviewed.totalInclVat);
    expect(await lineCount(basketId)).toBe(0);

    const back = await t.call('GET', `${O}?OrderId=${order.orderNo}`, users.main);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual(order);
    const erp = await t.call('GET', `/erp/api/app/order?OrderNo=${order.orderNo}`, users.main);
    expect(erp.json()).toMatchObject({ orderNo: order.orderNo, status: 100, poNumber: 'PO-7781', totalNet: order.totalNet });
    expect(erp.json().lines).toHaveLength(2);
    const overview = await t.call('GET', '/erp/api/app/order/order-overview?InformationFilter=ToBeProcessed&MaxResultCount=1000', users.main);
    expect(overview.json().items.map((o: { orderNo: string }) => o.orderNo)).toContain(order.orderNo);
  });

  test('pick-up needs no address', async () => {
    const basketId = await basketWith(users.main, [[2, 1]]);
    const { revision } = await review(users.main, basketId);
    const res = await t.call('POST', O, users.main, { basketId, idempotencyKey: key(), basketRevision: revision, deliveryMethod: 'afhalen', deliveryDate: aMonday() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deliveryMethod: 'afhalen', deliveryAddress: null, poNumber: null });
  });

  test('a price changed after review is refused with 409; after a new review the order carries the new price', async () => {
    const basketId = await basketWith(users.main, [[3, 4]]);
    const reviewed = await review(users.main, basketId);
    const item = articles[3]!;
    await t.db.query('UPDATE articles SET gross_price = gross_price + 10 WHERE item_no = $1', [item.item_no]);
    item.gross += 10;
    const stale = await t.call('POST', O, users.main, orderBody(basketId, reviewed.revision));
    expect(stale.statusCode).toBe(409);
    const again = await review(users.main, basketId);
    expect(again.basketItems[0]!.priceChanged).toBe(true);
    const res = await t.call('POST', O, users.main, orderBody(basketId, again.revision));
    expect(res.statusCode).toBe(200);
    expect(res.json().lines[0].netPrice).toBe(await expectedNetPrice('100001', item.item_no));
  });
});

describe('exactly once', () => {
  test('the same key twice gives the same order, once', async () => {
    const basketId = await basketWith(users.main, [[0, 1]]);
    const { revision } = await review(users.main, basketId);
    const body = orderBody(basketId, revision);
    const before = await orderCount();
    const first = await t.call('POST', O, users.main, body);
    const second = await t.call('POST', O, users.main, body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await orderCount()).toBe(before + 1);
  });

  test('concurrent submits with one key (a double click) make one order', async () => {
    const basketId = await basketWith(users.main, [
      [0, 2],
      [4, 1],
    ]);
    const { revision } = await review(users.main, basketId);
    const body = orderBody(basketId, revision);
    const before = await orderCount();
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.call('POST', O, users.main, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.json().orderNo)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect(answers[0]!.json().lines).toHaveLength(2);
  });

  test('two tabs ordering the same basket with their own keys make one order; the other gets 409', async () => {
    const basketId = await basketWith(users.main, [[1, 1]]);
    const { revision } = await review(users.main, basketId);
    const before = await orderCount();
    const answers = await Promise.all([t.call('POST', O, users.main, orderBody(basketId, revision)), t.call('POST', O, users.main, orderBody(basketId, revision))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await orderCount()).toBe(before + 1);
  });

  test('a resubmit after the api restarted returns the same order', async () => {
    const basketId = await basketWith(users.main, [[5, 2]]);
    const { revision } = await review(users.main, basketId);
    const body = orderBody(basketId, revision);
    const first = await t.call('POST', O, users.main, body);
    const restarted = await buildApp({ config: testConfig(), db: t.db, prepared: true });
    try {
      await restarted.ready();
      const again = await restarted.inject({ method: 'POST', url: O, headers: { host: HOST, ...(await t.bearer(users.main)) }, payload: body });
      expect(again.statusCode).toBe(200);
      expect(again.json().orderNo).toBe(first.json().orderNo);
    } finally {
      await restarted.close();
    }
  });

  test('what follows an order (onOrderPlaced) runs once per new order, never for a replay', async () => {
    const placed: string[] = [];
    const app = await buildApp({ config: testConfig(), db: t.db, prepared: true, onOrderPlaced: [(p) => void placed.push(`${p.order.orderNo} ${p.customerNumber} ${p.order.lines.length}`)] });
    try {
      await app.ready();
      const basketId = await basketWith(users.main, [[0, 1], [1, 1]]);
      const body = orderBody(basketId, (await review(users.main, basketId)).revision);
      const headers = { host: HOST, ...(await t.bearer(users.main)) };
      const answers = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'POST', url: O, headers, payload: body })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(placed).toEqual([`${answers[0]!.json().orderNo} 100001 2`]);
    } finally {
      await app.close();
    }
  });

  test('the same key for another basket is a 409', async () => {
    const a = await basketWith(users.main, [[0, 1]]);
    const b = await basketWith(users.main, [[0, 1]]);
    const body = orderBody(a, (await review(users.main, a)).revision);
    expect((await t.call('POST', O, users.main, body)).statusCode).toBe(200);
    const reused = await t.call('POST', O, users.main, { ...body, basketId: b, basketRevision: (await review(users.main, b)).revision });
    expect(reused.statusCode).toBe(409);
    expect(await lineCount(b)).toBe(1);
  });
});

describe('refusals', () => {
  test('a basket changed in another tab after review is refused with 409 and a Dutch message; nothing is ordered', async () => {
    const basketId = await basketWith(users.main, [[0, 1]]);
    const { revision } = await review(users.main, basketId);
    await t.call('POST', `${B}/addToBasket`, users.main, { basketId, itemNo: articles[1]!.item_no, amount: 1 });
    const before = await orderCount();
    const res = await t.call('POST', O, users.main, orderBody(basketId, revision));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'Basket:Changed', message: expect.stringContaining('gewijzigd') });
    expect(await orderCount()).toBe(before);
    expect(await lineCount(basketId)).toBe(2);
  });

  test('another customer\'s basket is a 404', async () => {
    const theirs = await basketWith(users.otherMain, [[0, 1]]);
    const { revision } = await review(users.otherMain, theirs);
    const before = await orderCount();
    const res = await t.call('POST', O, users.main, orderBody(theirs, revision));
    expect(res.statusCode).toBe(404);
    expect(await orderCount()).toBe(before);
    expect(await lineCount(theirs)).toBe(1);
  });

  test('another customer\'s order is a 404; needs a token', async () => {
    const theirs = (await t.db.one<{ order_no: string }>("SELECT order_no FROM orders WHERE customer_number = '100002' LIMIT 1"))!;
    expect((await t.call('GET', `${O}?OrderId=${theirs.order_no}`, users.main)).statusCode).toBe(404);
    expect((await t.call('GET', `${O}?OrderId=${theirs.order_no}`, users.otherEmployee)).statusCode).toBe(200);
    expect((await t.call('GET', `${O}?OrderId=${theirs.order_no}`, null)).statusCode).toBe(401);
    expect((await t.call('GET', O, users.main)).statusCode).toBe(400);
  });

  test.each([
    ['no basketId', (b: Record<string, unknown>) => ({ ...b, basketId: undefined }), 'basketId'],
    ['a short idempotency key', (b: Record<string, unknown>) => ({ ...b, idempotencyKey: 'abc' }), 'idempotencyKey'],
    ['a price in the body', (b: Record<string, unknown>) => ({ ...b, netPrice: 0.01 }), 'netPrice'],
    ['an unknown delivery method', (b: Record<string, unknown>) => ({ ...b, deliveryMethod: 'drone' }), 'deliveryMethod'],
    ['a date that is no date', (b: Record<string, unknown>) => ({ ...b, deliveryDate: '2026-02-30' }), 'deliveryDate'],
    ['a date in the past', (b: Record<string, unknown>) => ({ ...b, deliveryDate: '2024-03-04' }), 'deliveryDate'],
    ['a Saturday', (b: Record<string, unknown>) => ({ ...b, deliveryDate: new Date(Date.parse(`${aMonday()}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10) }), 'deliveryDate'],
    ['a Dutch postcode without letters', (b: Record<string, unknown>) => ({ ...b, deliveryAddress: { ...address, postalCode: '8011' } }), 'deliveryAddress.postalCode'],
    ['delivery without an address', (b: Record<string, unknown>) => ({ ...b, deliveryAddress: undefined }), 'deliveryAddress'],
    ['an empty name', (b: Record<string, unknown>) => ({ ...b, deliveryAddress: { ...address, name: ' ' } }), 'deliveryAddress.name'],
    ['a reference that is too long', (b: Record<string, unknown>) => ({ ...b, reference: 'x'.repeat(51) }), 'reference'],
  ])('%s is a 400 naming the field, and orders nothing', async (_label, change, member) => {
    const basketId = await basketWith(users.main, [[0, 1]]);
    const { revision } = await review(users.main, basketId);
    const before = await orderCount();
    const res = await t.call('POST', O, users.main, change(orderBody(basketId, revision)));
    expect(res.statusCode).toBe(400);
    const members = res.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members);
    expect(members).toContain(member);
    expect(await orderCount()).toBe(before);
    expect(await lineCount(basketId)).toBe(1);
  });

  test('an empty basket and an order list cannot be ordered', async () => {
    const empty = await basketWith(users.main, []);
    const emptyRes = await t.call('POST', O, users.main, orderBody(empty, (await review(users.main, empty)).revision));
    expect(emptyRes.statusCode).toBe(400);
    expect(emptyRes.json().error.validationErrors[0].message).toContain('leeg');
    const list = (await t.call('POST', `${B}/createBasket`, users.main, { name: 'Vaste lijst', basketType: 1 })).json() as { id: number };
    await t.call('POST', `${B}/addToBasket`, users.main, { basketId: list.id, itemNo: articles[0]!.item_no, amount: 1 });
    const listRes = await t.call('POST', O, users.main, orderBody(list.id, (await review(users.main, list.id)).revision));
    expect(listRes.statusCode).toBe(400);
    expect(await lineCount(list.id)).toBe(1);
  });
});

describe('warehouse staff', () => {
  test('may order, and read back only their own orders; the ERP stays closed to them', async () => {
    const basketId = await basketWith(users.warehouse, [[2, 2]]);
    const { revision } = await review(users.warehouse, basketId);
    const res = await t.call('POST', O, users.warehouse, orderBody(basketId, revision));
    expect(res.statusCode).toBe(200);
    const { orderNo } = res.json();
    expect((await t.call('GET', `${O}?OrderId=${orderNo}`, users.warehouse)).statusCode).toBe(200);
    const someoneElses = (await t.db.one<{ order_no: string }>("SELECT order_no FROM orders WHERE customer_number = '100001' AND placed_by <> (SELECT id FROM users WHERE user_name = $1) LIMIT 1", [users.warehouse]))!;
    expect((await t.call('GET', `${O}?OrderId=${someoneElses.order_no}`, users.warehouse)).statusCode).toBe(403);
    expect((await t.call('GET', `/erp/api/app/order?OrderNo=${orderNo}`, users.warehouse)).statusCode).toBe(403);
  });
});

describe('basket lines tell what changed since they were added', () => {
  test('price and availability', async () => {
    const basketId = await basketWith(users.main, [
      [4, 1],
      [5, 1],
    ]);
    await t.db.query("INSERT INTO article_stock (item_no, warehouse_code, quantity) SELECT $1, code, 50 FROM warehouses ON CONFLICT (item_no, warehouse_code) DO UPDATE SET quantity = 50", [articles[5]!.item_no]);
    await t.call('POST', `${B}/addToBasket`, users.main, { basketId, itemNo: articles[5]!.item_no, amount: 2, overwrite: true });
    let lines = (await review(users.main, basketId)).basketItems;
    expect(lines.map((l) => [l.priceChanged, l.availabilityChanged])).toEqual([
      [false, false],
      [false, false],
    ]);
    expect(lines[1]!.isAvailable).toBe(true);
    await t.db.query('UPDATE articles SET gross_price = gross_price * 0.5 WHERE item_no = $1', [articles[4]!.item_no]);
    articles[4]!.gross = (await t.db.one<{ g: number }>('SELECT gross_price::float8 AS g FROM articles WHERE item_no = $1', [articles[4]!.item_no]))!.g;
    await t.db.query('UPDATE article_stock SET quantity = 0 WHERE item_no = $1', [articles[5]!.item_no]);
    lines = (await review(users.main, basketId)).basketItems;
    expect(lines.map((l) => [l.priceChanged, l.availabilityChanged])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(lines[1]!.isAvailable).toBe(false);
  });
});

describe('the organization\'s main address', () => {
  test('every user of the customer reads their own organization\'s main address', async () => {
    const expected = (await t.db.one<{ street: string; postal_code: string }>("SELECT street, postal_code FROM customer_addresses WHERE customer_number = '100001' AND kind = 'main' ORDER BY id LIMIT 1"))!;
    for (const user of [users.main, users.employee, users.warehouse]) {
      const res = await t.call('GET', '/mgmt/api/app/app-organization-unit/app-organization-main-address-for-user', user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ kind: 'main', street: expected.street, postalCode: expected.postal_code });
    }
    const other = await t.call('GET', '/mgmt/api/app/app-organization-unit/app-organization-main-address-for-user', users.otherMain);
    expect(other.json().street === expected.street && other.json().postalCode === expected.postal_code).toBe(false);
    expect((await t.call('GET', '/mgmt/api/app/app-organization-unit/app-organization-main-address-for-user', null)).statusCode).toBe(401);
  });
});

test('a PO number already on an open order of the customer is reported; a delivered order, another customer or another number is not', async () => {
  const po = `PO-${randomUUID().slice(0, 8)}`;
  const inUse = async (user: string, poNumber = po) => {
    const res = await t.call('GET', `/mgmt/api/ecommerce/customerorders/po-number?PoNumber=${encodeURIComponent(poNumber)}`, user);
    expect(res.statusCode).toBe(200);
    return (res.json() as { openOrderNos: string[] }).openOrderNos;
  };
  expect(await inUse(users.main)).toEqual([]);
  const basketId = await basketWith(users.employee, [[0, 1]]);
  const placed = await t.call('POST', '/mgmt/api/ecommerce/customerorders', users.employee, orderBody(basketId, (await review(users.employee, basketId)).revision, { poNumber: po }));
  expect(placed.statusCode).toBe(200);
  const orderNo = (placed.json() as { id: string }).id;
  // Every user of the customer is warned, also with other capitals and spaces; another customer is not.
  expect(await inUse(users.main)).toEqual([orderNo]);
  expect(await inUse(users.warehouse, ` ${po.toLowerCase()} `)).toEqual([orderNo]);
  expect(await inUse(users.otherMain)).toEqual([]);
  expect(await inUse(users.main, `${po}-2`)).toEqual([]);
  // Delivered: no longer open.
  await t.db.query('UPDATE orders SET status = 300 WHERE order_no = $1', [orderNo]);
  expect(await inUse(users.main)).toEqual([]);
  expect((await t.call('GET', '/mgmt/api/ecommerce/customerorders/po-number?PoNumber=', users.main)).statusCode).toBe(400);
});
