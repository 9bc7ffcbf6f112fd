// An unlisted article (not for sale, reachable only through its secret link) stays hidden from
// anyone without the secret: not priced, not addable, its picture not served. The discount
// lookup prices an article with its own discount group, never with one the caller names.
import { readFile } from 'node:fs/promises';
import { createTestApp, HOST, users, type TestApp } from '../helpers/app.js';

const A = '/pim/api/app/article';
const B = '/mgmt/api/ecommerce/customerbaskets';
const SECRET = 'geheim-test-20261122';

let t: TestApp;
let unlisted: { item_no: string; image_url: string };
let basketId: number;
beforeAll(async () => {
  t = await createTestApp();
  unlisted = (await t.db.one<{ item_no: string; image_url: string }>(
    `UPDATE articles SET secret = $1 WHERE item_no = (
       SELECT item_no FROM articles WHERE secret IS NULL AND image_url IS NOT NULL AND step_quantity = 1 AND min_order_quantity = 1 ORDER BY item_no LIMIT 1)
     RETURNING item_no, image_url`,
    [SECRET],
  ))!;
  basketId = (await t.call('POST', `${B}/createBasket`, users.main, { name: 'Geheim' })).json().id;
});
afterAll(async () => t?.close());

test('without the secret the article is not found, not priced and not addable', async () => {
  expect((await t.call('GET', `${A}/${unlisted.item_no}`, users.main)).statusCode).toBe(404);
  expect((await t.call('GET', `${A}/discount?ArticleNo=${unlisted.item_no}`, users.main)).statusCode).toBe(404);
  for (const body of [{}, { secret: 'geheim-verkeerd-0000' }]) {
    const res = await t.call('POST', `${B}/addToBasket`, users.main, { basketId, itemNo: unlisted.item_no, amount: 1, ...body });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('Article:NotFound');
  }
  const lines = await t.db.query('SELECT 1 FROM basket_items WHERE basket_id = $1', [basketId]);
  expect(lines).toHaveLength(0);
});

test('its picture is not served without the secret, and is with it', async () => {
  const path = new URL(unlisted.image_url, 'http://x').pathname;
  expect((await t.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  expect((await t.inject({ method: 'GET', url: `${path}?secret=geheim-verkeerd-0000` })).statusCode).toBe(404);
  const res = await t.inject({ method: 'GET', url: `${path}?secret=${SECRET}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('image/svg+xml');
  expect(res.headers['cache-control']).toContain('private');
});

test('whoever holds the secret sees the article with its price, its picture, and can add it', async () => {
  const res = await t.call('GET', `${A}/by-secret?secret=${SECRET}`, users.main);
  expect(res.statusCode).toBe(200);
  const article = res.json();
  expect(article.itemNo).toBe(unlisted.item_no);
  expect(article.netPrice).toEqual(expect.any(Number));
  expect(article.imageUrl).toBe(`${unlisted.image_url}?secret=${SECRET}`);
  expect((await t.inject({ method: 'GET', url: new URL(article.imageUrl, 'http://x').pathname + new URL(article.imageUrl, 'http://x').search })).statusCode).toBe(200);

  const added = await t.call('POST', `${B}/addToBasket`, users.main, { basketId, itemNo: unlisted.item_no, amount: 2, secret: SECRET });
  expect(added.statusCode).toBe(200);
  const line = added.json().basketItems.find((i: { itemNo: string }) => i.itemNo === unlisted.item_no);
  expect(line.amount).toBe(2);
  expect(JSON.parse(line.data).itemImage).toBe(article.imageUrl);
});

test('the discount lookup uses the article\'s own discount group, whatever group the caller names', async () => {
  // A group on which customer 100001 has a discount, and a listed article of another group.
  const best = (await t.db.one<{ discount_group_code: string; percentage: number }>(
    "SELECT discount_group_code, percentage::float8 AS percentage FROM customer_discounts WHERE customer_number = '100001' AND item_no IS NULL ORDER BY percentage DESC LIMIT 1",
  ))!;
  const other = (await t.db.one<{ item_no: string; discount_group_code: string }>(
    `SELECT a.item_no, a.discount_group_code FROM articles a
      WHERE a.secret IS NULL AND a.is_active AND a.discount_group_code IS DISTINCT FROM $1
        AND NOT EXISTS (SELECT 1 FROM customer_discounts d WHERE d.customer_number = '100001' AND d.item_no = a.item_no)
        AND NOT EXISTS (SELECT 1 FROM customer_discounts d WHERE d.customer_number = '100001' AND d.discount_group_code = a.discount_group_code AND d.percentage >= $2)
      ORDER BY a.item_no LIMIT 1`,
    [best.discount_group_code, best.percentage],
  ))!;
  const own = (await t.call('GET', `${A}/discount?ArticleNo=${other.item_no}`, users.main)).json();
  const named = await t.call('GET', `${A}/discount?ArticleNo=${other.item_no}&DiscountGroupNo=${best.discount_group_code}`, users.main);
  expect(named.statusCode).toBe(200);
  expect(named.json()).toEqual(own);
  expect(named.json().discountGroupNo).toBe(other.discount_group_code);
  expect(named.json().percentage).toBeLessThan(best.percentage);
});

describe('secret links cannot be guessed', () => {
  test('the seeded secrets are at least 128 random bits (base64url), not derived from the item number', async () => {
    const rows = await t.db.query<{ item_no: string; secret: string }>('SELECT item_no, secret FROM articles WHERE secret IS NOT NULL AND secret <> $1', [SECRET]);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.secret).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(r.secret).not.toContain(r.item_no);
    }
    expect(new Set(rows.map((r) => r.secret)).size).toBe(rows.length);
  });

  test('the migration replaces old-style secrets by random ones', async () => {
    const item = (await t.db.one<{ item_no: string }>('SELECT item_no FROM articles WHERE secret IS NULL ORDER BY item_no DESC LIMIT 1'))!.item_no;
    await t.db.query('UPDATE articles SET secret = $2 WHERE item_no = $1', [item, `geheim-${item}-1234`]);
    await t.db.query(await readFile(new URL('../../migrations/033_random_article_secrets.sql', import.meta.url), 'utf8'));
    const after = (await t.db.one<{ secret: string }>('SELECT secret FROM articles WHERE item_no = $1', [item]))!.secret;
    expect(after).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    await t.db.query('UPDATE articles SET secret = NULL WHERE item_no = $1', [item]);
    await t.db.query('UPDATE articles SET secret = $2 WHERE item_no = $1', [unlisted.item_no, SECRET]);
  });

  test('lookups that find nothing are throttled per address; the holder of a real link elsewhere is not', async () => {
    const headers = { host: HOST, ...(await t.bearer(users.main)) };
    const lookup = (secret: string, remoteAddress: string) => t.inject({ method: 'GET', url: `${A}/by-secret?secret=${secret}`, headers, remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await lookup(`geraden-${String(i).padStart(4, '0')}`, '10.2.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const locked = await lookup(SECRET, '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/Te veel geheime links/);
    // It says when to try again.
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup(SECRET, '10.2.0.2')).statusCode).toBe(200);
    // Found links are taken back: one address opening many real links is never locked.
    for (let i = 0; i < 35; i++) expect((await lookup(SECRET, '10.2.0.3')).statusCode).toBe(200);
  });
});
