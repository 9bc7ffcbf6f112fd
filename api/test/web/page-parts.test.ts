// A page part: the page of a remote that ships server/page-parts.cjs, rendered by the server for
// the caller of the tab that asks (its bearer token from the real sign-in), with the data of the
// APIs (and nothing else) as that caller may see it. The page names the storage keys its loader sends; without a
// valid token there is no part; the server code itself is not served.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileRegistrySource, webSite } from '../../src/plugins/static-site.js';
import { createTestApp, users, type TestApp } from '../helpers/app.js';

const B = '/mgmt/api/ecommerce/customerbaskets';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kraanvogel-parts-'));
const put = (rel: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
  fs.writeFileSync(path.join(dist, rel), content);
};

let t: TestApp;
beforeAll(async () => {
  const list = { scripts: ['/host/1.0.0-aaaa/main.js'], preloads: [] };
  put('host/1.0.0-aaaa/index.html', `<!doctype html><html><head></head><body><div id="root"></div><script id="kv-load" type="application/json">${JSON.stringify(list)}</script><script>void 0</script></body></html>`);
  put('host/1.0.0-aaaa/url-owners.json', JSON.stringify({ checkout: ['/winkelwagen'], catalog: ['/assortiment'] }));
  const manifest = (name: string) => JSON.stringify({ name, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] });
  put('mf-checkout/2.0.0-cccc/mf-manifest.json', manifest('checkout'));
  put('mf-catalog/2.0.0-bbbb/mf-manifest.json', manifest('catalog'));
  // The remote's render: what it was asked (the page, the verified user, the tab's storage) and
  // the caller's default basket as the management API gives it to him.
  put(
    'mf-checkout/2.0.0-cccc/server/page-parts.cjs',
    `exports.storageKeys = () => ['kraanvogel:baskets'];
exports.renderPagePart = async (req) => {
  if (!req.url.startsWith('/winkelwagen')) return null;
  const basket = await req.get(req.api.mgmt + '/api/ecommerce/customerbaskets/default');
  const page = await req.get('/winkelwagen');
  return '<p class="part">' + JSON.stringify({ url: req.url, sub: req.user.sub, storage: req.storage, basket: basket && basket.id, page }) + '</p>';
};`,
  );
  const at = { version: '', publishedAt: '2026-01-01T00:00:00Z' };
  put(
    'remotes.json',
    JSON.stringify({
      host: { current: '1.0.0-aaaa', history: [{ ...at, version: '1.0.0-aaaa' }] },
      checkout: { current: '2.0.0-cccc', history: [{ ...at, version: '2.0.0-cccc' }] },
      catalog: { current: '2.0.0-bbbb', history: [{ ...at, version: '2.0.0-bbbb' }] },
    }),
  );
  t = await createTestApp(
    {},
    {
      after: async (app) => {
        await app.register(webSite, {
          distDir: dist,
          registry: fileRegistrySource(path.join(dist, 'remotes.json')),
          apiPrefixes: ['/idp', '/pim', '/search', '/mgmt', '/erp'],
          runtimeConfig: () => ({ api: { mgmt: '/mgmt' } }),
        });
      },
    },
  );
});
afterAll(async () => t?.close());

const part = async (url: string, headers: Record<string, string>) => t.inject({ method: 'GET', url, headers: { 'kv-page-part': '1', ...headers } });

test("a page whose remote renders it names the storage keys for its loader; the page itself stays everybody's", async () => {
  const res = await t.inject({ method: 'GET', url: '/winkelwagen' });
  expect(res.statusCode).toBe(200);
  const load = JSON.parse(/<script id="kv-load" type="application\/json">(.*?)<\/script>/.exec(res.body)![1]!);
  expect(load.part).toEqual({ keys: ['kraanvogel:baskets'] });
  expect(res.body).not.toContain('class="part"');
  // A page of a remote without a server render has no part in its list.
  const other = await t.inject({ method: 'GET', url: '/assortiment/sanitair' });
  expect(JSON.parse(/<script id="kv-load" type="application\/json">(.*?)<\/script>/.exec(other.body)![1]!).part).toBeUndefined();
});

test("the part is rendered for the token's user with his own data, never stored on the way", async () => {
  for (const user of [users.main, users.otherMain]) {
    const own = (await t.call('GET', `${B}/default`, user)).json() as { id: number };
    const res = await part('/winkelwagen?x=1', { ...(await t.bearer(user)), 'accept-encoding': 'identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/Authorization/);
    const seen = JSON.parse(/<p class="part">(.*)<\/p>/.exec(res.body)![1]!);
    // Its data from the APIs only, as the caller: not a page (not this request again).
    expect(seen).toEqual({ url: '/winkelwagen?x=1', sub: expect.any(String), storage: {}, basket: own.id, page: null });
  }
  const a = await part('/winkelwagen', await t.bearer(users.main));
  const b = await part('/winkelwagen', await t.bearer(users.otherMain));
  expect(a.body).not.toBe(b.body);
});

test('only the storage keys the render reads are passed on; a value that is not readable passes nothing', async () => {
  const storage = encodeURIComponent(JSON.stringify({ 'kraanvogel:baskets': '{"state":{}}', 'kraanvogel:anders': 'geheim' }));
  const res = await part('/winkelwagen', { ...(await t.bearer(users.main)), 'kv-storage': storage, 'accept-encoding': 'identity' });
  expect(JSON.parse(/<p class="part">(.*)<\/p>/.exec(res.body)![1]!).storage).toEqual({ 'kraanvogel:baskets': '{"state":{}}' });
  const broken = await part('/winkelwagen', { ...(await t.bearer(users.main)), 'kv-storage': '%E0%A4%A', 'accept-encoding': 'identity' });
  expect(broken.statusCode).toBe(200);
  expect(JSON.parse(/<p class="part">(.*)<\/p>/.exec(broken.body)![1]!).storage).toEqual({});
});

test('it goes out compressed as the browser accepts', async () => {
  const res = await part('/winkelwagen', { ...(await t.bearer(users.main)), 'accept-encoding': 'gzip' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('gzip');
});

test('without a valid token there is no part: a 401 in the error envelope', async () => {
  for (const headers of [{}, { authorization: 'Bearer nep.token.hier' }, { authorization: 'Basic eDp5' }] as Record<string, string>[]) {
    const res = await part('/winkelwagen', headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.objectContaining({ code: 'Unauthorized', message: expect.any(String) }) });
    expect(res.body).not.toContain('class="part"');
  }
});

test('a page its remote does not render, or one without a server render, has no part (204)', async () => {
  expect((await part('/assortiment/sanitair', await t.bearer(users.main))).statusCode).toBe(204);
  expect((await part('/mijnaccount', await t.bearer(users.main))).statusCode).toBe(204);
});

test("the remote's server code is not served to browsers", async () => {
  const res = await t.inject({ method: 'GET', url: '/mf-checkout/2.0.0-cccc/server/page-parts.cjs' });
  expect(res.statusCode).toBe(404);
  expect(res.body).not.toContain('renderPagePart');
});
