// The basket changes the shop queued offline arrive with an Idempotency-Key: the same key again
// (a retry after a cut-off connection) changes nothing, per customer; a refused change stores no
// key, and a malformed key is a 400 that changes nothing.
import { randomUUID } from 'node:crypto';
import { createTestApp, HOST, users, type TestApp } from '../helpers/app.js';

const B = '/mgmt/api/ecommerce/customerbaskets';

let t: TestApp;
let article: string;
let stepped: { item_no: string; min: number; step: number };
beforeAll(async () => {
  t = await createTestApp();
  article = (await t.db.one<{ item_no: string }>('SELECT item_no FROM articles WHERE step_quantity = 1 AND min_order_quantity = 1 AND secret IS NULL AND is_active ORDER BY item_no LIMIT 1'))!.item_no;
  stepped = (await t.db.one<{ item_no: string; min: number; step: number }>(
    'SELECT item_no, min_order_quantity AS min, step_quantity AS step FROM articles WHERE step_quantity > 1 AND secret IS NULL AND is_active ORDER BY item_no LIMIT 1',
  ))!;
});
afterAll(async () => t?.close());

const key = () => randomUUID().replace(/-/g, '');

async function send(path: string, user: string, body: object, idempotencyKey?: string) {
  const headers: Record<string, string> = { host: HOST, ...(await t.bearer(user)), ...(idempotencyKey !== undefined ? { 'idempotency-key': idempotencyKey } : {}) };
  return t.inject({ method: 'POST', url: `${B}/${path}`, headers, payload: body });
}

async function newBasket(user: string): Promise<number> {
  const res = await t.call('POST', `${B}/createBasket`, user, { name: `Offline ${key().slice(0, 6)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number }).id;
}

const amountOf = async (basketId: number, itemNo: string) =>
  (await t.db.one<{ amount: number }>('SELECT amount FROM basket_items WHERE basket_id = $1 AND item_no = $2', [basketId, itemNo]))?.amount ?? 0;

test('an add sent twice with one key is done once; the repeat answers the basket, marked as replayed', async () => {
  const basket = await newBasket(users.main);
  const k = key();
  const first = await send('addToBasket', users.main, { basketId: basket, itemNo: article, amount: 3 }, k);
  expect(first.statusCode).toBe(200);
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  const again = await send('addToBasket', users.main, { basketId: basket, itemNo: article, amount: 3 }, k);
  expect(again.statusCode).toBe(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json().basketItems).toEqual([expect.objectContaining({ itemNo: article, amount: 3 })]);
  expect(await amountOf(basket, article)).toBe(3);
  // Without a key, or with another, an add counts again.
  expect((await send('addToBasket', users.main, { basketId: basket, itemNo: article, amount: 1 })).statusCode).toBe(200);
  expect((await send('addToBasket', users.main, { basketId: basket, itemNo: article, amount: 1 }, key())).statusCode).toBe(200);
  expect(await amountOf(basket, article)).toBe(5);
});

test('the same key sent at the same moment (a retry racing its first attempt) counts once', async () => {
  const basket = await newBasket(users.main);
  const k = key();
  const answers = await Promise.all(Array.from({ length: 4 }, () => send('addToBasket', users.main, { basketId: basket, itemNo: article, amount: 2 }, k)));
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
  expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
  expect(await amountOf(basket, article)).toBe(2);
});

test('a set (overwrite) and a removal with a key are done once, in the order they were made', async () => {
  const basket = await newBasket(users.main);
  const [add, set, remove] = [key(), key(), key()];
  const changes = [
    () => send('addToBasket', users.main, { basketId: basket, itemNo: article, amount: 1 }, add),
    () => send('addToBasket', users.main, { basketId: basket, itemNo: article, amount: 7, overwrite: true }, set),
  ];
  for (const change of [...changes, ...changes]) expect((await change()).statusCode).toBe(200);
  expect(await amountOf(basket, article)).toBe(7);
  expect((await send('removeFromBasket', users.main, { basketId: basket, itemNo: article }, remove)).statusCode).toBe(200);
  const again = await send('removeFromBasket', users.main, { basketId: basket, itemNo: article }, remove);
  expect(again.statusCode).toBe(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(await amountOf(basket, article)).toBe(0);
  // Without its key a removal of a line that is gone is still a 404.
  expect((await send('removeFromBasket', users.main, { basketId: basket, itemNo: article })).statusCode).toBe(404);
});

test('a refused change stores no key: with the rule met, the same key is done', async () => {
  const basket = await newBasket(users.main);
  const k = key();
  const refused = await send('addToBasket', users.main, { basketId: basket, itemNo: stepped.item_no, amount: stepped.min + 1 }, k);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.message).toMatch(/stappen van|minimale/);
  expect(await t.db.one('SELECT 1 FROM basket_change_keys WHERE idempotency_key = $1', [k])).toBeUndefined();
  expect((await send('addToBasket', users.main, { basketId: basket, itemNo: stepped.item_no, amount: stepped.min }, k)).statusCode).toBe(200);
  expect(await amountOf(basket, stepped.item_no)).toBe(stepped.min);
});

test('keys are per customer: another customer may use the same key, and a key never reveals a basket', async () => {
  const mine = await newBasket(users.main);
  const theirs = await newBasket(users.otherMain);
  const k = key();
  expect((await send('addToBasket', users.main, { basketId: mine, itemNo: article, amount: 1 }, k)).statusCode).toBe(200);
  // The other customer's add with the same key is his own change, done.
  const other = await send('addToBasket', users.otherMain, { basketId: theirs, itemNo: article, amount: 1 }, k);
  expect(other.statusCode).toBe(200);
  expect(other.headers['idempotent-replayed']).toBeUndefined();
  expect(await amountOf(theirs, article)).toBe(1);
  // Replaying my key on his basket is not found, as without a key.
  expect((await send('addToBasket', users.main, { basketId: theirs, itemNo: article, amount: 1 }, k)).statusCode).toBe(404);
  expect((await send('removeFromBasket', users.main, { basketId: theirs, itemNo: article }, k)).statusCode).toBe(404);
  expect(await amountOf(theirs, article)).toBe(1);
});

test('a malformed key is a 400 in the error envelope and changes nothing', async () => {
  const basket = await newBasket(users.main);
  for (const bad of ['short', 'x'.repeat(101), 'met spatie en meer tekens', 'ééééééééééééééééé']) {
    const res = await send('addToBasket', users.main, { basketId: basket, itemNo: article, amount: 1 }, bad);
    expect([bad, res.statusCode]).toEqual([bad, 400]);
    expect(res.json()).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
    expect((await send('removeFromBasket', users.main, { basketId: basket, itemNo: article }, bad)).statusCode).toBe(400);
  }
  expect(await amountOf(basket, article)).toBe(0);
});

test('keys are kept for their retention only: a key past it is gone when the next change stores one', async () => {
  const basket = await newBasket(users.main);
  const old = key();
  expect((await send('addToBasket', users.main, { basketId: basket, itemNo: article, amount: 1 }, old)).statusCode).toBe(200);
  await t.db.query("UPDATE basket_change_keys SET created_at = now() - interval '91 days' WHERE idempotency_key = $1", [old]);
  const fresh = key();
  expect((await send('addToBasket', users.main, { basketId: basket, itemNo: article, amount: 1 }, fresh)).statusCode).toBe(200);
  const kept = await t.db.query<{ idempotency_key: string }>('SELECT idempotency_key FROM basket_change_keys WHERE idempotency_key = ANY($1::text[])', [[old, fresh]]);
  expect(kept.map((r) => r.idempotency_key)).toEqual([fresh]);
});
