// An unlisted article (not for sale, reachable only through its secret link) stays hidden from
// anyone without the secret: not priced, not addable, its picture not served. The discount
// lookup prices an article with its own discount group, never with one the caller names.
import { createTestApp, users, type TestApp } from '../helpers/app.js';

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
