// Basket owners: a basket shows who made it and who changed it last, each
// user's own baskets come first, and its maker may make it personal: then no other user of the
// customer sees, changes or orders it (the api refuses, not only the screen).
import { randomUUID } from 'node:crypto';
import { todayInNetherlands } from '../../src/lib/delivery-date.js';
import { createTestApp, users, type TestApp } from '../helpers/app.js';

const B = '/mgmt/api/ecommerce/customerbaskets';
const O = '/mgmt/api/ecommerce/customerorders';

interface Basket {
  id: number;
  name: string;
  createdByName: string | null;
  lastModifiedByName: string | null;
  isOwn: boolean;
  isPersonal: boolean;
}

let t: TestApp;
let article: string;
let names: Record<'main' | 'employee' | 'warehouse', string>;
beforeAll(async () => {
  t = await createTestApp();
  article = (await t.db.one<{ item_no: string }>('SELECT item_no FROM articles WHERE step_quantity = 1 AND min_order_quantity = 1 AND secret IS NULL AND is_active ORDER BY item_no LIMIT 1'))!.item_no;
  const rows = await t.db.query<{ id: string; name: string }>("SELECT id, name || ' ' || surname AS name FROM users WHERE customer_number = '100001'");
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  names = { main: byId.get('u-100001-main')!, employee: byId.get('u-100001-employee')!, warehouse: byId.get('u-100001-warehouse')! };
});
afterAll(async () => t?.close());

async function newBasket(user: string, name = `Kar ${randomUUID().slice(0, 6)}`): Promise<Basket> {
  const res = await t.call('POST', `${B}/createBasket`, user, { name });
  expect(res.statusCode).toBe(200);
  return res.json() as Basket;
}

async function list(user: string): Promise<Basket[]> {
  const res = await t.call('GET', B, user);
  expect(res.statusCode).toBe(200);
  return res.json() as Basket[];
}

function aMonday(): string {
  const d = new Date(`${todayInNetherlands()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 14);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test('a basket names its maker and who changed it last', async () => {
  const basket = await newBasket(users.main);
  expect(basket).toMatchObject({ createdByName: names.main, lastModifiedByName: names.main, isOwn: true, isPersonal: false });
  const added = await t.call('POST', `${B}/addToBasket`, users.warehouse, { basketId: basket.id, itemNo: article, amount: 1 });
  expect(added.statusCode).toBe(200);
  expect(added.json()).toMatchObject({ createdByName: names.main, lastModifiedByName: names.warehouse, isOwn: false });
  const seenByMain = (await list(users.main)).find((b) => b.id === basket.id)!;
  expect(seenByMain).toMatchObject({ lastModifiedByName: names.warehouse, isOwn: true });
});

test("each user's own baskets come first", async () => {
  await newBasket(users.main);
  const own = await newBasket(users.employee);
  const baskets = await list(users.employee);
  const firstOther = baskets.findIndex((b) => !b.isOwn);
  const lastOwn = baskets.map((b) => b.isOwn).lastIndexOf(true);
  expect(baskets.some((b) => b.id === own.id && b.isOwn)).toBe(true);
  expect(firstOther).toBeGreaterThan(lastOwn);
});

test("a personal basket does not exist for the customer's other users: not listed, read, changed, copied, ordered or removed", async () => {
  const basket = await newBasket(users.main);
  expect((await t.call('POST', `${B}/addToBasket`, users.main, { basketId: basket.id, itemNo: article, amount: 2 })).statusCode).toBe(200);
  const made = await t.call('POST', `${B}/setBasketPersonal`, users.main, { basketId: basket.id, isPersonal: true });
  expect(made.statusCode).toBe(200);
  expect(made.json()).toMatchObject({ isPersonal: true, isOwn: true });

  expect((await list(users.warehouse)).map((b) => b.id)).not.toContain(basket.id);
  expect((await t.call('GET', `${B}/default?basketId=${basket.id}`, users.warehouse)).statusCode).toBe(404);
  expect((await t.call('GET', `${B}/basketWithRealtimeData?basketId=${basket.id}`, users.warehouse)).statusCode).toBe(404);
  expect((await t.call('POST', `${B}/addToBasket`, users.warehouse, { basketId: basket.id, itemNo: article, amount: 1 })).statusCode).toBe(404);
  expect((await t.call('POST', `${B}/addLinesToBasket`, users.warehouse, { basketId: basket.id, lines: [{ code: article, quantity: '1' }] })).statusCode).toBe(404);
  const mine = await newBasket(users.warehouse);
  expect((await t.call('POST', `${B}/copyBasketContents`, users.warehouse, { sourceBasketId: basket.id, targetBasketId: mine.id })).statusCode).toBe(404);
  const order = await t.call('POST', O, users.warehouse, {
    basketId: basket.id,
    idempotencyKey: randomUUID(),
    basketRevision: 'whatever',
    deliveryMethod: 'afhalen',
    deliveryDate: aMonday(),
  });
  expect(order.statusCode).toBe(404);
  expect((await t.call('POST', `${B}/removeBasket?basketId=${basket.id}`, users.employee)).statusCode).toBe(404);
  expect((await t.call('POST', `${B}/setBasketPersonal`, users.employee, { basketId: basket.id, isPersonal: false })).statusCode).toBe(404);

  // Its maker still has it, with its line, and may order it.
  const own = await t.call('GET', `${B}/basketWithRealtimeData?basketId=${basket.id}`, users.main);
  expect(own.statusCode).toBe(200);
  const { revision, basketItems } = own.json() as { revision: string; basketItems: unknown[] };
  expect(basketItems).toHaveLength(1);
  const placed = await t.call('POST', O, users.main, { basketId: basket.id, idempotencyKey: randomUUID(), basketRevision: revision, deliveryMethod: 'afhalen', deliveryDate: aMonday() });
  expect(placed.statusCode).toBe(200);

  // Shared again: the others see it.
  expect((await t.call('POST', `${B}/setBasketPersonal`, users.main, { basketId: basket.id, isPersonal: false })).statusCode).toBe(200);
  expect((await list(users.warehouse)).map((b) => b.id)).toContain(basket.id);
});

test('only its maker may make a basket personal or shared', async () => {
  const basket = await newBasket(users.main);
  const refused = await t.call('POST', `${B}/setBasketPersonal`, users.employee, { basketId: basket.id, isPersonal: true });
  expect(refused.statusCode).toBe(403);
  expect((refused.json() as { error: { message: string } }).error.message).toMatch(/Alleen wie deze winkelwagen heeft gemaakt/);
  expect((await list(users.employee)).find((b) => b.id === basket.id)!.isPersonal).toBe(false);
});

test('a user whose only visible baskets are personal baskets of others gets his own default basket', async () => {
  const t2 = users.otherEmployee;
  const theirs = await newBasket(users.otherMain);
  await t.call('POST', `${B}/setBasketPersonal`, users.otherMain, { basketId: theirs.id, isPersonal: true });
  const res = await t.call('GET', `${B}/default`, t2);
  expect(res.statusCode).toBe(200);
  expect((res.json() as Basket).id).not.toBe(theirs.id);
});

test('a basket whose maker is unknown (made before makers were kept) is shared and shows no name; nobody can make it personal', async () => {
  const basket = await newBasket(users.main);
  await t.db.query('UPDATE baskets SET created_by = NULL, updated_by = NULL WHERE id = $1', [basket.id]);
  const seen = (await list(users.warehouse)).find((b) => b.id === basket.id)!;
  expect(seen).toMatchObject({ createdByName: null, lastModifiedByName: null, isOwn: false, isPersonal: false });
  expect((await t.call('POST', `${B}/setBasketPersonal`, users.main, { basketId: basket.id, isPersonal: true })).statusCode).toBe(403);
});

test('a bad setBasketPersonal body is a 400 in the error envelope', async () => {
  const res = await t.call('POST', `${B}/setBasketPersonal`, users.main, { basketId: 'x', isPersonal: 'ja' });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toHaveProperty('error.message');
});
