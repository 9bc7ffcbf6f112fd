// Adds to basket from many customers are committed together in one batch; a hostile or broken
// add must fail only its own request, never an honest customer's add in the same batch.
import { createBatcher } from '../../src/lib/batcher.js';
import { MAX_BASKET_AMOUNT, MAX_LINE_AMOUNT } from '../../src/modules/baskets/basket-rules.js';
import { BasketRepository } from '../../src/modules/baskets/repository.js';
import { createTestApp, users, type TestApp } from '../helpers/app.js';

const B = '/mgmt/api/ecommerce/customerbaskets';

let t: TestApp;
let article: string;
let otherArticles: string[];
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.query<{ item_no: string }>(
    'SELECT item_no FROM articles WHERE step_quantity = 1 AND min_order_quantity = 1 AND secret IS NULL AND is_active ORDER BY item_no LIMIT 4',
  );
  article = rows[0]!.item_no;
  otherArticles = rows.slice(1).map((r) => r.item_no);
});
afterAll(async () => t?.close());

async function newBasket(user: string, name: string): Promise<number> {
  const res = await t.call('POST', `${B}/createBasket`, user, { name });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: number }).id;
}

async function lineAmount(basketId: number, itemNo: string): Promise<number> {
  return (await t.db.one<{ amount: number }>('SELECT amount FROM basket_items WHERE basket_id = $1 AND item_no = $2', [basketId, itemNo]))?.amount ?? 0;
}

test('hostile adds fail alone over HTTP while an honest customer adds at the same moment', async () => {
  const honestBasket = await newBasket(users.otherMain, 'Eerlijk');
  const hostileBasket = await newBasket(users.main, 'Vijandig');
  // The hostile customer's line sits at the top of what a line may hold.
  expect((await t.call('POST', `${B}/addToBasket`, users.main, { basketId: hostileBasket, itemNo: article, amount: MAX_LINE_AMOUNT })).statusCode).toBe(200);
  await t.login(users.otherMain);

  const hostile = [
    { basketId: 2 ** 31, itemNo: article, amount: 1 },
    { basketId: 99_999_999_999, itemNo: article, amount: 1 },
    { basketId: hostileBasket, itemNo: `${article}\u0000`, amount: 1 },
    { basketId: hostileBasket, itemNo: `\ud800${article}`, amount: 1 },
    { basketId: hostileBasket, itemNo: article, amount: 1 }, // pushes the line past its limit
    { basketId: hostileBasket, itemNo: article, amount: 2 ** 31 - 1 },
    { basketId: hostileBasket, itemNo: article, amount: '1' },
    { basketId: hostileBasket, itemNo: article, amount: true },
    { basketId: hostileBasket, itemNo: article, amount: [1] },
    { basketId: String(hostileBasket), itemNo: article, amount: 1 },
    { basketId: hostileBasket, itemNo: article, amount: 1.5 },
  ];
  const honest = Array.from({ length: 12 }, (_, i) => ({ basketId: honestBasket, itemNo: otherArticles[i % 3]!, amount: 1 }));
  const mixed = [...hostile.map((body) => ({ user: users.main, body })), ...honest.map((body) => ({ user: users.otherMain, body }))];
  // Interleaved, all sent in the same event-loop turn, so that they share batches.
  mixed.sort((a, b) => JSON.stringify(a.body).length - JSON.stringify(b.body).length);
  const answers = await Promise.all(mixed.map(({ user, body }) => t.call('POST', `${B}/addToBasket`, user, body)));

  answers.forEach((res, i) => {
    const { user, body } = mixed[i]!;
    if (user === users.otherMain) expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 200]);
    else {
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), expect.any(Number)]);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json()).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
    }
  });
  for (const itemNo of otherArticles) expect(await lineAmount(honestBasket, itemNo)).toBe(4);
  expect(await lineAmount(hostileBasket, article)).toBe(MAX_LINE_AMOUNT);
});

test('a line cannot grow past its limit, and a wrong JSON type is never read as a quantity', async () => {
  const basket = await newBasket(users.main, 'Grens');
  const add = (body: Record<string, unknown>) => t.call('POST', `${B}/addToBasket`, users.main, { basketId: basket, itemNo: article, ...body });
  expect((await add({ amount: MAX_LINE_AMOUNT })).statusCode).toBe(200);
  const over = await add({ amount: 1 });
  expect(over.statusCode).toBe(400);
  expect(over.json().error.validationErrors).toEqual([{ message: expect.stringContaining('100.000'), members: ['amount'] }]);
  expect(over.json().error.message).toContain('hoogstens');
  for (const amount of ['5', true, [5], null]) {
    const res = await add({ amount });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].members).toEqual(['amount']);
  }
  expect(await lineAmount(basket, article)).toBe(MAX_LINE_AMOUNT);
});

test('copying a basket onto another cannot grow a line past its limit', async () => {
  const source = await newBasket(users.main, 'Bron');
  const target = await newBasket(users.main, 'Doel');
  for (const id of [source, target]) {
    expect((await t.call('POST', `${B}/addToBasket`, users.main, { basketId: id, itemNo: article, amount: 60_000 })).statusCode).toBe(200);
  }
  const res = await t.call('POST', `${B}/copyBasketContents`, users.main, { sourceBasketId: source, targetBasketId: target });
  expect(res.statusCode).toBe(400);
  expect(await lineAmount(target, article)).toBe(60_000);
});

test('a whole basket cannot hold more than its limit', async () => {
  const basket = await newBasket(users.main, 'Vol');
  const items = await t.db.query<{ item_no: string }>(
    'SELECT item_no FROM articles WHERE step_quantity = 1 AND min_order_quantity = 1 AND secret IS NULL AND is_active ORDER BY item_no LIMIT $1',
    [MAX_BASKET_AMOUNT / MAX_LINE_AMOUNT + 1],
  );
  const statuses: number[] = [];
  for (const { item_no } of items) {
    statuses.push((await t.call('POST', `${B}/addToBasket`, users.main, { basketId: basket, itemNo: item_no, amount: MAX_LINE_AMOUNT })).statusCode);
  }
  expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  expect(statuses.at(-1)).toBe(400);
});

test('below the HTTP checks too: adds that break the database fail alone, the others in their batch commit', async () => {
  // The repository on its own, so that the schema's checks do not stop these first.
  const repository = new BasketRepository(t.db);
  const honestBasket = await newBasket(users.otherMain, 'Eerlijk 2');
  const hostileBasket = await newBasket(users.main, 'Vijandig 2');
  const results = await Promise.allSettled([
    repository.addItem({ customer: '100002', user: 'u-100002-main' }, { basketId: honestBasket, itemNo: otherArticles[0]!, amount: 3 }),
    repository.addItem({ customer: '100001', user: 'u-100001-main' }, { basketId: 2 ** 31, itemNo: article, amount: 1 }),
    repository.addItem({ customer: '100001', user: 'u-100001-main' }, { basketId: hostileBasket, itemNo: `${article}\u0000`, amount: 1 }),
    repository.addItem({ customer: '100002', user: 'u-100002-main' }, { basketId: honestBasket, itemNo: otherArticles[1]!, amount: 2 }),
    repository.addItem({ customer: '100001', user: 'u-100001-main' }, { basketId: hostileBasket, itemNo: article, amount: 2 ** 31 }),
  ]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled', 'rejected']);
  expect(await lineAmount(honestBasket, otherArticles[0]!)).toBe(3);
  expect(await lineAmount(honestBasket, otherArticles[1]!)).toBe(2);
  expect(await lineAmount(hostileBasket, article)).toBe(0);
});

test('the batcher runs the calls of a failed batch again one by one', async () => {
  const seen: number[][] = [];
  const double = createBatcher<number, number>('test-isolation', async (inputs) => {
    seen.push(inputs);
    if (inputs.includes(13)) throw new Error('unlucky');
    return inputs.map((n) => n * 2);
  });
  const results = await Promise.allSettled([1, 13, 3].map((n) => double(n)));
  expect(results).toEqual([
    { status: 'fulfilled', value: 2 },
    { status: 'rejected', reason: new Error('unlucky') },
    { status: 'fulfilled', value: 6 },
  ]);
  expect(seen).toEqual([[1, 13, 3], [1], [13], [3]]);
});
