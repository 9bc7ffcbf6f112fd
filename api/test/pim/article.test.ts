import { createTestApp, users, type TestApp } from '../helpers/app.js';

let t: TestApp;
let article: { item_no: string; ean: string; gross_price: number; discount_group_code: string; category_path: string };
let secretArticle: { item_no: string; secret: string };

beforeAll(async () => {
  t = await createTestApp();
  article = (await t.db.one(
    `SELECT a.item_no, a.ean, a.gross_price::float8 AS gross_price, a.discount_group_code, c.path AS category_path
       FROM articles a JOIN categories c ON c.id = a.category_id WHERE a.secret IS NULL ORDER BY a.item_no LIMIT 1`,
  ))!;
  // one unlisted article reached by secret link
  await t.db.query("UPDATE articles SET secret = 'geheim-test-1234' WHERE item_no = (SELECT max(item_no) FROM articles)");
  secretArticle = (await t.db.one<{ item_no: string; secret: string }>("SELECT item_no, secret FROM articles WHERE secret = 'geheim-test-1234'"))!;
});
afterAll(async () => t?.close());

const A = '/pim/api/app/article';

describe('GET /api/app/article/{id}', () => {
  test('gives the article with the caller\'s own net price', async () => {
    await t.db.query("DELETE FROM customer_discounts WHERE customer_number = '100001' AND item_no = $1 AND discount_group_code IS NULL", [article.item_no]);
    await t.db.query("INSERT INTO customer_discounts (customer_number, item_no, percentage) VALUES ('100001', $1, 25)", [article.item_no]);
    const res = await t.call('GET', `${A}/${article.item_no}`, users.main);
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({ id: article.item_no, itemNo: article.item_no, ean: article.ean, grossPrice: article.gross_price, categoryPath: article.category_path });
    expect(a.discountPercentage).toBe(25);
    expect(a.netPrice).toBeCloseTo(article.gross_price * 0.75, 2);
    expect(a.breadcrumbs).toHaveLength(3);
    expect(a.stepQuantity).toBeGreaterThanOrEqual(1);
    // another customer has no such discount on this article
    const other = (await t.call('GET', `${A}/${article.item_no}`, users.otherMain)).json();
    expect(other.discountPercentage).not.toBe(25);
  });

  test('unknown is 404, bad id 400, no token 401', async () => {
    expect((await t.call('GET', `${A}/9999999`, users.main)).statusCode).toBe(404);
    const bad = await t.call('GET', `${A}/${encodeURIComponent('a b;c')}`, users.main);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['id']);
    expect((await t.call('GET', `${A}/${article.item_no}`, null)).statusCode).toBe(401);
  });

  test('an unlisted article is not found by id, only by its secret', async () => {
    expect((await t.call('GET', `${A}/${secretArticle.item_no}`, users.main)).statusCode).toBe(404);
    const res = await t.call('GET', `${A}/by-secret?secret=${secretArticle.secret}`, users.main);
    expect(res.statusCode).toBe(200);
    expect(res.json().itemNo).toBe(secretArticle.item_no);
    expect((await t.call('GET', `${A}/by-secret?secret=geheim-bestaat-niet`, users.main)).statusCode).toBe(404);
    expect((await t.call('GET', `${A}/by-secret`, users.main)).json().error.validationErrors[0].members).toEqual(['secret']);
    expect((await t.call('GET', `${A}/by-secret?secret=${secretArticle.secret}`, null)).statusCode).toBe(401);
  });
});

test('GET by-ean finds the article; a malformed EAN is a 400 naming ean', async () => {
  const res = await t.call('GET', `${A}/by-ean?ean=${article.ean}`, users.warehouse);
  expect(res.statusCode).toBe(200);
  expect(res.json().itemNo).toBe(article.item_no);
  expect((await t.call('GET', `${A}/by-ean?ean=8700000000000`, users.warehouse)).statusCode).toBe(404);
  const bad = await t.call('GET', `${A}/by-ean?ean=abc`, users.warehouse);
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.validationErrors[0].members).toEqual(['ean']);
  expect((await t.call('GET', `${A}/by-ean?ean=${article.ean}`, null)).statusCode).toBe(401);
});

describe('GET /api/app/article (paged)', () => {
  test('pages with SkipCount/MaxResultCount, sorted by UDF_vrdsoort then code by default', async () => {
    const first = (await t.call('GET', `${A}?MaxResultCount=5`, users.main)).json();
    const second = (await t.call('GET', `${A}?MaxResultCount=5&SkipCount=5`, users.main)).json();
    const { n } = (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE secret IS NULL'))!;
    expect(first.totalCount).toBe(n);
    expect(first.items).toHaveLength(5);
    const keys = [...first.items, ...second.items].map((a: { sortKey: string; itemNo: string }) => `${a.sortKey}|${a.itemNo}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(10);
  });

  test('filters by category path (outlet included), brand and text', async () => {
    const kranen = (await t.call('GET', `${A}?CategoryPath=sanitair/kranen&MaxResultCount=1000`, users.main)).json();
    expect(kranen.totalCount).toBeGreaterThan(0);
    expect(kranen.items.every((a: { categoryPath: string }) => a.categoryPath.startsWith('sanitair/kranen/'))).toBe(true);
    const outlet = (await t.call('GET', `${A}?CategoryPath=outlet&MaxResultCount=1000`, users.main)).json();
    expect(outlet.items.every((a: { isOutlet: boolean }) => a.isOutlet)).toBe(true);
    const text = (await t.call('GET', `${A}?Filter=mengkraan`, users.main)).json();
    expect(text.totalCount).toBeGreaterThan(0);
    expect(text.items.every((a: { description: string }) => /mengkraan/i.test(a.description))).toBe(true);
    const sorted = (await t.call('GET', `${A}?Sorting=grossPrice desc&MaxResultCount=20`, users.main)).json();
    const prices = sorted.items.map((a: { grossPrice: number }) => a.grossPrice);
    expect(prices).toEqual([...prices].sort((x: number, y: number) => y - x));
  });

  test('MaxResultCount above 1000 is the ABP 400; bad Sorting and paths are 400s', async () => {
    const res = await t.call('GET', `${A}?MaxResultCount=1001`, users.main);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors).toEqual([{ message: 'MaxResultCount can not be more than 1000!', members: ['MaxResultCount'] }]);
    expect((await t.call('GET', `${A}?Sorting=password`, users.main)).json().error.validationErrors[0].members).toEqual(['Sorting']);
    expect((await t.call('GET', `${A}?CategoryPath=Sanitair/`, users.main)).json().error.validationErrors[0].members).toEqual(['CategoryPath']);
    expect((await t.call('GET', `${A}?SkipCount=-1`, users.main)).json().error.validationErrors[0].members).toEqual(['SkipCount']);
    expect((await t.call('GET', A, null)).statusCode).toBe(401);
  });
});

test('bijlagen lists the attachments; each downloads as a real PDF', async () => {
  const res = await t.call('GET', `${A}/${article.item_no}/bijlagen`, users.employee);
  expect(res.statusCode).toBe(200);
  const items = res.json().items as { url: string; fileName: string; kind: string }[];
  expect(items.length).toBeGreaterThan(0);
  expect(items[0]!.kind).toBe('datasheet');
  const pdf = await t.call('GET', items[0]!.url, users.employee);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.rawPayload.length).toBeGreaterThan(1000);
  expect((await t.call('GET', `${A}/${article.item_no}/bijlagen/999999`, users.employee)).statusCode).toBe(404);
  expect((await t.call('GET', `${A}/9999999/bijlagen`, users.employee)).statusCode).toBe(404);
  expect((await t.call('GET', `${A}/${article.item_no}/bijlagen`, null)).statusCode).toBe(401);
  expect((await t.call('GET', items[0]!.url, null)).statusCode).toBe(401);
});

test('cached-availability sums the stock of the warehouses', async () => {
  const res = await t.call('GET', `${A}/${article.item_no}/cached-availability`, users.warehouse);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  const { s } = (await t.db.one<{ s: number }>('SELECT coalesce(sum(quantity),0)::int AS s FROM article_stock WHERE item_no = $1', [article.item_no]))!;
  expect(body.totalStock).toBe(s);
  expect(body.warehouses.map((w: { code: string }) => w.code)).toEqual(['EHV', 'UTR', 'ZWL']);
  expect(typeof body.deliveryIndication).toBe('string');
  expect((await t.call('GET', `${A}/9999999/cached-availability`, users.warehouse)).statusCode).toBe(404);
  expect((await t.call('GET', `${A}/${article.item_no}/cached-availability`, null)).statusCode).toBe(401);
});

test('etim gives the class and the features', async () => {
  const res = await t.call('GET', `${A}/${article.item_no}/etim`, users.main);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.classCode).toMatch(/^EC\d+$/);
  expect(body.items.length).toBeGreaterThan(1);
  for (const f of body.items) {
    expect(f).toEqual({ code: expect.stringMatching(/^EF\d+$/), name: expect.any(String), value: expect.any(String), unit: f.unit === null ? null : expect.any(String) });
  }
  expect((await t.call('GET', `${A}/9999999/etim`, users.main)).statusCode).toBe(404);
  expect((await t.call('GET', `${A}/${article.item_no}/etim`, null)).statusCode).toBe(401);
});

test('related-articles gives alternatives and accessories, each with the discount group its net price follows', async () => {
  const res = await t.call('GET', `${A}/${article.item_no}/related-articles`, users.main);
  expect(res.statusCode).toBe(200);
  const items = res.json().items as { itemNo: string; relationType: string; discountGroupCode: string | null }[];
  expect(items.length).toBeGreaterThan(0);
  expect(items.every((i) => ['alternative', 'accessory'].includes(i.relationType) && i.itemNo !== article.item_no)).toBe(true);
  const groups = await t.db.query<{ item_no: string; discount_group_code: string | null }>(
    'SELECT item_no, discount_group_code FROM articles WHERE item_no = ANY($1)',
    [items.map((i) => i.itemNo)],
  );
  expect(Object.fromEntries(items.map((i) => [i.itemNo, i.discountGroupCode]))).toEqual(Object.fromEntries(groups.map((g) => [g.item_no, g.discount_group_code])));
  expect((await t.call('GET', `${A}/9999999/related-articles`, users.main)).statusCode).toBe(404);
  expect((await t.call('GET', `${A}/${article.item_no}/related-articles`, null)).statusCode).toBe(401);
});

test('discount gives the caller\'s own discount: article line, else the article\'s discount group, else none', async () => {
  const own = (await t.db.one<{ group_code: string | null; percentage: number | null }>(
    `SELECT a.discount_group_code AS group_code,
            (SELECT max(percentage)::float8 FROM customer_discounts WHERE customer_number = '100002' AND item_no IS NULL AND discount_group_code = a.discount_group_code) AS percentage
       FROM articles a WHERE a.item_no = $1`,
    [article.item_no],
  ))!;
  const res = await t.call('GET', `${A}/discount?ArticleNo=${article.item_no}`, users.otherMain);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  const hasOwnLine = await t.db.one("SELECT 1 FROM customer_discounts WHERE customer_number = '100002' AND item_no = $1", [article.item_no]);
  if (!hasOwnLine) {
    expect(body).toMatchObject(
      own.percentage === null ? { source: 'none', percentage: 0 } : { source: 'discountGroup', percentage: own.percentage, discountGroupNo: own.group_code },
    );
  }
  expect(body.netPrice).toBeCloseTo(body.grossPrice * (1 - body.percentage / 100), 2);
  // A group the caller names changes nothing.
  expect((await t.call('GET', `${A}/discount?ArticleNo=${article.item_no}&DiscountGroupNo=GEENGROEP`, users.otherMain)).json()).toEqual(body);
  const missing = await t.call('GET', `${A}/discount`, users.main);
  expect(missing.statusCode).toBe(400);
  expect(missing.json().error.validationErrors[0]).toEqual({ message: 'Het veld ArticleNo is verplicht.', members: ['ArticleNo'] });
  expect((await t.call('GET', `${A}/discount?ArticleNo=9999999`, users.main)).statusCode).toBe(404);
  expect((await t.call('GET', `${A}/discount?ArticleNo=${article.item_no}`, null)).statusCode).toBe(401);
});

test('article images are public SVGs; an article without image has none', async () => {
  const withImage = (await t.db.one<{ image_url: string }>('SELECT image_url FROM articles WHERE image_url IS NOT NULL LIMIT 1'))!;
  const res = await t.inject({ method: 'GET', url: withImage.image_url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('image/svg+xml');
  expect(res.body).toContain('<svg');
  const without = (await t.db.one<{ item_no: string }>('SELECT item_no FROM articles WHERE image_url IS NULL LIMIT 1'))!;
  expect((await t.inject({ method: 'GET', url: `/pim/media/article-images/${without.item_no}.svg` })).statusCode).toBe(404);
  const a = (await t.call('GET', `${A}/${without.item_no}`, users.main)).json();
  expect(a.imageUrl).toBeNull();
});
