import { createTestApp, users, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

test('a category by id carries breadcrumbs of cumulative code paths, its children and its article count', async () => {
  const leaf = (await t.db.one<{ id: number; path: string }>("SELECT id, path FROM categories WHERE path = 'sanitair/kranen/wastafelkranen'"))!;
  const res = await t.call('GET', `/pim/api/app/category/${leaf.id}`, users.employee);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ id: leaf.id, code: 'wastafelkranen', path: leaf.path, description: 'Wastafelkranen', level: 3, childCategories: [] });
  expect(body.breadcrumbs).toEqual([
    { label: 'Sanitair', url: 'sanitair', level: 1 },
    { label: 'Kranen', url: 'sanitair/kranen', level: 2 },
    { label: 'Wastafelkranen', url: 'sanitair/kranen/wastafelkranen', level: 3 },
  ]);
  const { n } = (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE category_id = $1 AND secret IS NULL', [leaf.id]))!;
  expect(body.itemCount).toBe(n);
  expect(n).toBeGreaterThan(0);

  const root = (await t.call('GET', '/pim/api/app/category/1', users.employee)).json();
  expect(root.level).toBe(1);
  expect(root.childCategories.map((c: { path: string }) => c.path)).toContain('sanitair/kranen');
});

test('an unknown category is a 404, a non-numeric id a 400 naming the field', async () => {
  const missing = await t.call('GET', '/pim/api/app/category/99999', users.employee);
  expect(missing.statusCode).toBe(404);
  expect(missing.json().error.code).toBe('Category:NotFound');
  const bad = await t.call('GET', '/pim/api/app/category/kranen', users.employee);
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.validationErrors[0].members).toEqual(['id']);
});

test.each([
  ['featured-categories', 'is_featured'],
  ['shortcut-categories', 'is_shortcut'],
])('GET %s lists the flagged categories', async (name, column) => {
  const res = await t.call('GET', `/pim/api/app/category/${name}`, users.warehouse);
  expect(res.statusCode).toBe(200);
  const expected = await t.db.query<{ id: number }>(`SELECT id FROM categories WHERE ${column} ORDER BY level, sort_order, id`);
  expect(res.json().items.map((c: { id: number }) => c.id)).toEqual(expected.map((e) => e.id));
  expect(expected.length).toBeGreaterThan(0);
  expect((await t.call('GET', `/pim/api/app/category/${name}`, null)).statusCode).toBe(401);
});

test('category calls need a token', async () => {
  expect((await t.call('GET', '/pim/api/app/category/1', null)).statusCode).toBe(401);
});
