// What any caller sees of the service itself: the OpenAPI documents, the error envelope for
// unknown paths and unexpected failures (never a stack trace), and a subset of modules.
import { buildApp } from '../../src/app.js';
import { testConfig } from '../helpers/database.js';
import { createTestApp, users, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

test.each([
  ['pim', ['/api/app/navigation', '/api/app/navigation/async-for-test', '/api/app/navigation/expand-with-items', '/api/app/category/{id}', '/api/app/category/featured-categories', '/api/app/category/shortcut-categories', '/api/app/article', '/api/app/article/{id}', '/api/app/article/{id}/bijlagen', '/api/app/article/by-ean', '/api/app/article/by-secret', '/api/app/article/{id}/cached-availability', '/api/app/article/{id}/etim', '/api/app/article/{id}/related-articles', '/api/app/article/discount']],
  ['mgmt', ['/api/ecommerce/customerbaskets', '/api/ecommerce/customerbaskets/default', '/api/ecommerce/customerbaskets/createBasket', '/api/ecommerce/customerbaskets/addToBasket', '/api/ecommerce/customerbaskets/copyBasketContents', '/api/ecommerce/customerbaskets/getSummary', '/api/ecommerce/customerbaskets/basketWithRealtimeData', '/api/ecommerce/customerbaskets/excelExport', '/api/ecommerce/customerbaskets/removeBasket', '/api/ecommerce/customerbaskets/removeFromBasket', '/api/app/discounts/my-discounts', '/api/account/my-profile']],
])('/%s/openapi.json is public and documents the calls the shop makes', async (module, paths) => {
  const res = await t.inject({ method: 'GET', url: `/${module}/openapi.json` });
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toMatch(/^3\./);
  expect(doc.servers).toEqual([{ url: `/${module}` }]);
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(paths));
  expect(doc.components.schemas.ErrorResponse).toBeDefined();
});

test('the suite runs on the database it was asked for', () => {
  expect(t.db.driver).toBe(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? 'postgres' : 'pglite');
});

test('an unknown API path is a 404 in the envelope', async () => {
  const res = await t.call('GET', '/pim/api/app/bestaat-niet', users.main);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ error: { code: 'NotFound', message: expect.any(String) } });
});

test('an unexpected failure is a generic 500 without internals', async () => {
  // a database that goes away under the running app
  const failure = () => Promise.reject(new Error('connection terminated: secret-host:5432 at Object.<anonymous> (/srv/api/db.ts:12:3)'));
  const broken = await buildApp({ config: testConfig({ modules: ['idp', 'mgmt'] }), db: { ...t.db, query: failure, one: failure }, prepared: true });
  try {
    const token = (await t.login(users.main)).access_token;
    const res = await broken.inject({ method: 'GET', url: '/mgmt/api/app/discounts/my-discounts', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'InternalError', message: 'Er is een interne fout opgetreden.' } });
    expect(res.body).not.toContain('secret-host');
    expect(res.body).not.toContain('db.ts');
  } finally {
    await broken.close();
  }
});

test('a container can mount a subset of the modules', async () => {
  const subset = await buildApp({ config: testConfig({ modules: ['idp', 'pim'] }), db: t.db, prepared: true });
  try {
    const token = (await t.login(users.main)).access_token;
    const headers = { authorization: `Bearer ${token}` };
    expect((await subset.inject({ method: 'GET', url: '/pim/api/app/navigation', headers })).statusCode).toBe(200);
    expect((await subset.inject({ method: 'GET', url: '/mgmt/api/account/my-profile', headers })).statusCode).toBe(404);
  } finally {
    await subset.close();
  }
});

test('an api without the identity provider verifies tokens against the issuer\'s JWKS over HTTP', async () => {
  // the provider's own app plays the issuer; the api instance fetches its keys by URL
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  const api = await buildApp({
    config: testConfig({ modules: ['mgmt'], oidc: { ...testConfig().oidc, jwksUrl: `http://127.0.0.1:${port}/idp/jwks` } }),
    db: t.db,
    prepared: true,
  });
  try {
    const token = (await t.login(users.employee)).access_token;
    const res = await api.inject({ method: 'GET', url: '/mgmt/api/account/my-profile', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().userName).toBe(users.employee);
    expect((await api.inject({ method: 'GET', url: '/mgmt/api/account/my-profile', headers: { authorization: 'Bearer x.y.z' } })).statusCode).toBe(401);
  } finally {
    await api.close();
  }
});
