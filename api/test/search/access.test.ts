// In the shop's own set-up (no query key configured) searching the assortment needs a signed-in
// user's token, like every other API; the answers stay Azure's shapes.
import { createTestApp, users, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const url = '/search/indexes/articles/docs/search?api-version=2017-11-11';

test('a signed-in user searches the assortment', async () => {
  const res = await t.call('POST', url, users.warehouse, { search: 'kraan', top: 2, count: true });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { value: unknown[]; '@odata.count': number };
  expect(body.value).toHaveLength(2);
  expect(body['@odata.count']).toBeGreaterThan(2);
});

test('without a token the answer is 401 in Azure\'s error body', async () => {
  const res = await t.call('POST', url, null, { search: 'kraan' });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ error: { code: '', message: expect.stringContaining('bearer token') } });
});

test('a forged token is refused too', async () => {
  const res = await t.app.inject({ method: 'POST', url, headers: { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' }, payload: { search: 'kraan' } });
  expect(res.statusCode).toBe(401);
});
