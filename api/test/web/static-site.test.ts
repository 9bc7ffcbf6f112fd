// The one-port server as a browser and an operator see it: the host's page for app routes,
// versioned folders with the right cache headers, 404 for missing files and unknown API paths,
// the runtime config and the registry (with dev overrides).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { fileRegistrySource, webSite } from '../../src/plugins/static-site.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kraanvogel-web-'));
const registryFile = path.join(dist, 'remotes.json');

function write(rel: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
  fs.writeFileSync(path.join(dist, rel), content);
}

async function build(overrides?: string): Promise<FastifyInstance> {
  const app = Fastify();
  app.get('/pim/api/app/navigation', async () => ({ items: [] }));
  await app.register(webSite, {
    distDir: dist,
    registry: fileRegistrySource(registryFile),
    remoteOverrides: overrides,
    apiPrefixes: ['/idp', '/pim', '/search', '/mgmt', '/erp'],
    runtimeConfig: () => ({ api: { pim: '/pim' }, tagManagerId: null }),
  });
  return app;
}

let app: FastifyInstance;

beforeAll(async () => {
  write('host/1.0.0-aaaa/index.html', '<!doctype html><title>host 1</title>');
  write('host/1.0.0-aaaa/main.js', 'console.log(1)');
  write('host/1.0.0-aaaa/853.0123456789.js', 'chunk');
  write('host/1.0.0-aaaa/sw.js', 'self.addEventListener("fetch", () => {})');
  write('host/1.0.0-aaaa/favicon.ico', '\u0000\u0000\u0001\u0000icon');
  write('host/1.0.0-aaaa/url-owners.json', JSON.stringify({ catalog: ['/assortiment', '/zoeken'], account: ['/mijnaccount'], admin: ['/beheer'] }));
  write(
    'mf-catalog/2.0.0-bbbb/mf-manifest.json',
    JSON.stringify({
      name: 'catalog',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'routes', assets: { js: { sync: ['__federation_expose_routes.1111111111.js'], async: ['900.2222222222.js'] } } },
        { name: 'InstantSearch', assets: { js: { sync: ['988.3333333333.js'], async: [] } } },
      ],
    }),
  );
  write('mf-catalog/2.0.0-bbbb/remoteEntry.js', 'entry');
  write(
    'mf-admin/3.0.0-eeee/mf-manifest.json',
    JSON.stringify({ name: 'admin', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.4444444444.js'], async: [] } } }] }),
  );
  write('mf-admin/3.0.0-eeee/remoteEntry.js', 'entry');
  write(
    'remotes.json',
    JSON.stringify({
      host: { current: '1.0.0-aaaa', history: [{ version: '1.0.0-aaaa', publishedAt: '2026-01-01T00:00:00Z' }] },
      catalog: { current: '2.0.0-bbbb', history: [{ version: '2.0.0-bbbb', publishedAt: '2026-01-01T00:00:00Z' }] },
      admin: { current: '3.0.0-eeee', history: [{ version: '3.0.0-eeee', publishedAt: '2026-01-01T00:00:00Z' }] },
    }),
  );
  app = await build();
});

afterAll(() => app.close());

test.each(['/', '/zoeken?phrase=kraan', '/assortiment/sanitair/kranen', '/mijnaccount/mijnorganisatie/mijnteam/nieuwlid', '/mf-catalog'])(
  'the app route %s gets the current host page, revalidated on every load',
  async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('host 1');
  },
);

test('a URL a remote owns gets that remote\'s entry and route chunks preloaded with the page; other pages do not', async () => {
  const search = (await app.inject('/zoeken?phrase=kraan')).body;
  expect(search).toContain('<link rel="preload" href="/mf-catalog/2.0.0-bbbb/remoteEntry.js" as="script">');
  expect(search).toContain('<link rel="preload" href="/mf-catalog/2.0.0-bbbb/__federation_expose_routes.1111111111.js" as="script">');
  // Only what the route table needs at once: not its lazy chunks, not other widgets.
  expect(search).not.toContain('900.2222222222.js');
  expect(search).not.toContain('988.3333333333.js');
  expect((await app.inject('/Assortiment/sanitair/')).body).toContain('/mf-catalog/2.0.0-bbbb/remoteEntry.js');
  // The host's own pages, and a remote that is not in the registry: no script preloads.
  for (const url of ['/', '/login', '/mijnaccount', '/zoekenx']) {
    const body = (await app.inject(url)).body;
    expect(body).toContain('host 1');
    expect(body).not.toContain('as="script"');
  }
});

test("a host page with a loader gets the page's files added to its list instead of preload tags, and its inline loader allowed by hash", async () => {
  const loader = "(function(){/* asks for the listed scripts */})();";
  const list = { scripts: ['/host/1.2.0-ffff/main.js'], preloads: [{ href: '/host/1.2.0-ffff/853.0123456789.js' }] };
  write(
    'host/1.2.0-ffff/index.html',
    `<!doctype html><head><title>host 1.2</title></head><body><div id="root"></div><script id="kv-load" type="application/json">${JSON.stringify(list)}</script><script>${loader}</script></body>`,
  );
  write('host/1.2.0-ffff/url-owners.json', JSON.stringify({ catalog: ['/assortiment', '/zoeken'] }));
  write('host/1.2.0-ffff/page-widgets.json', JSON.stringify({ everyPage: [{ remote: 'catalog', expose: 'InstantSearch', media: '(min-width: 992px)' }] }));
  const before = fs.readFileSync(registryFile, 'utf8');
  const moved = JSON.parse(before);
  moved.host = { current: '1.2.0-ffff', history: [...moved.host.history, { version: '1.2.0-ffff', publishedAt: '2026-01-04T00:00:00Z' }] };
  fs.writeFileSync(registryFile, JSON.stringify(moved));
  fs.utimesSync(registryFile, new Date(), new Date(Date.now() + 40_000));
  try {
    const res = await app.inject('/zoeken?phrase=kraan');
    expect(res.body).toContain('host 1.2');
    expect(res.body).not.toContain('rel="preload"');
    const load = JSON.parse(/<script id="kv-load" type="application\/json">(.*?)<\/script>/.exec(res.body)![1]!);
    expect(load).toEqual({
      scripts: ['/host/1.2.0-ffff/main.js'],
      preloads: [
        { href: '/host/1.2.0-ffff/853.0123456789.js' },
        { href: '/mf-catalog/2.0.0-bbbb/remoteEntry.js' },
        { href: '/mf-catalog/2.0.0-bbbb/__federation_expose_routes.1111111111.js' },
        { href: '/mf-catalog/2.0.0-bbbb/988.3333333333.js', media: '(min-width: 992px)', low: true },
      ],
    });
    // The policy allows that one inline script, by its hash; no other inline script.
    const hash = `'sha256-${crypto.createHash('sha256').update(loader).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!;
    expect(scriptSrc.split(' ')).toEqual(["'self'", hash]);
    // An older host (a rollback) without a loader: preload tags, and no inline script allowed.
    fs.writeFileSync(registryFile, before);
    fs.utimesSync(registryFile, new Date(), new Date(Date.now() + 50_000));
    const old = await app.inject('/zoeken?phrase=kraan');
    expect(old.body).toContain('<link rel="preload" href="/mf-catalog/2.0.0-bbbb/remoteEntry.js" as="script">');
    expect(/script-src ([^;]*)/.exec(String(old.headers['content-security-policy']))![1]).toBe("'self'");
  } finally {
    fs.writeFileSync(registryFile, before);
    fs.utimesSync(registryFile, new Date(), new Date(Date.now() + 60_000));
  }
});

test('the back office is preloaded for nobody: the server does not know whether an administrator asks', async () => {
  for (const url of ['/beheer', '/beheer/registraties']) {
    const body = (await app.inject(url)).body;
    expect(body).toContain('host 1');
    expect(body).not.toContain('as="script"');
  }
});

test("a host that names its pages' widgets gets their code preloaded with the page: not on public pages, a desktop-only one with its media query", async () => {
  write('host/1.1.0-dddd/index.html', '<!doctype html><title>host 1.1</title>');
  write('host/1.1.0-dddd/url-owners.json', JSON.stringify({ catalog: ['/assortiment', '/zoeken'], checkout: ['/winkelwagen'] }));
  write(
    'host/1.1.0-dddd/page-widgets.json',
    JSON.stringify({
      everyPage: [
        { remote: 'catalog', expose: 'InstantSearch' },
        { remote: 'checkout', expose: 'CartSelector', media: '(min-width: 992px)' },
        { remote: 'checkout', expose: 'CartPopup' },
        { remote: 'content', expose: 'NotInTheRegistry' },
        { remote: 'catalog', expose: 'NotExposed' },
      ],
      pages: { '/': [{ remote: 'catalog', expose: 'HomeBlocks' }] },
      publicPages: ['/login', '/registratie'],
    }),
  );
  write(
    'mf-checkout/3.0.0-eeee/mf-manifest.json',
    JSON.stringify({
      name: 'checkout',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'CartSelector', assets: { js: { sync: ['29.4444444444.js', '__federation_expose_CartSelector.5555555555.js'], async: [] } } },
        { name: 'CartPopup', assets: { js: { sync: ['29.4444444444.js', '__federation_expose_CartPopup.6666666666.js'], async: ['popup.7777777777.js'] } } },
      ],
    }),
  );
  const before = fs.readFileSync(registryFile, 'utf8');
  const moved = JSON.parse(before);
  moved.host = { current: '1.1.0-dddd', history: [...moved.host.history, { version: '1.1.0-dddd', publishedAt: '2026-01-03T00:00:00Z' }] };
  moved.checkout = { current: '3.0.0-eeee', history: [{ version: '3.0.0-eeee', publishedAt: '2026-01-03T00:00:00Z' }] };
  fs.writeFileSync(registryFile, JSON.stringify(moved));
  fs.utimesSync(registryFile, new Date(), new Date(Date.now() + 20_000));
  try {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="preload" href="([^"]+)" as="script"( media="([^"]+)")?( fetchpriority="low")?>/g)].map((m) => `${m[1]}${m[3] ? ` @ ${m[3]}` : ''}${m[4] ? ' (low)' : ''}`);
    const home = await app.inject('/');
    expect(home.body).toContain('host 1.1');
    // Widgets' code at low priority, after what the first paint needs.
    expect(preloads(home.body)).toEqual([
      '/mf-catalog/2.0.0-bbbb/remoteEntry.js (low)',
      '/mf-catalog/2.0.0-bbbb/988.3333333333.js (low)',
      // Needed on a phone too (the basket popup), so without the media query.
      '/mf-checkout/3.0.0-eeee/remoteEntry.js (low)',
      '/mf-checkout/3.0.0-eeee/29.4444444444.js (low)',
      '/mf-checkout/3.0.0-eeee/__federation_expose_CartSelector.5555555555.js @ (min-width: 992px) (low)',
      '/mf-checkout/3.0.0-eeee/__federation_expose_CartPopup.6666666666.js (low)',
    ]);
    // A page a remote owns: its route table first (its entry at full priority: the page needs it),
    // then the widgets, each file once.
    const search = preloads((await app.inject('/zoeken?phrase=kraan')).body);
    expect(search.slice(0, 2)).toEqual(['/mf-catalog/2.0.0-bbbb/remoteEntry.js', '/mf-catalog/2.0.0-bbbb/__federation_expose_routes.1111111111.js']);
    expect(search).toContain('/mf-catalog/2.0.0-bbbb/988.3333333333.js (low)');
    expect(search.filter((p) => /\/remoteEntry\.js( \(low\))?$/.test(p))).toHaveLength(2);
    // A widget's lazy chunks are not preloaded.
    expect(search.join()).not.toContain('popup.7777777777.js');
    // Public pages: none.
    for (const url of ['/login', '/registratie', '/Registratie/']) expect(preloads((await app.inject(url)).body)).toEqual([]);
    // The 404 page (a path no app owns): none; a visitor's has no header widgets to use them.
    expect(preloads((await app.inject('/bestaat/niet')).body)).toEqual([]);
  } finally {
    fs.writeFileSync(registryFile, before);
    fs.utimesSync(registryFile, new Date(), new Date(Date.now() + 30_000));
  }
});

test('the host page carries the runtime config and the registry, with each remote\'s entry', async () => {
  const page = await app.inject('/zoeken?phrase=kraan');
  const block = /<script id="kv-boot" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1];
  expect(block).toBeDefined();
  const boot = JSON.parse(block!);
  expect(boot.config).toEqual((await app.inject('/config.json')).json());
  expect(boot.registry).toEqual((await app.inject('/remotes.json')).json());
  expect(boot.registry.remotes.catalog.entry).toBe('/mf-catalog/2.0.0-bbbb/remoteEntry.js');
  // No manifest is preloaded: the host loads each remote by its entry.
  expect(page.body).not.toContain('mf-manifest.json" as=');
  expect(page.body).toMatch(/^<!doctype html>/);

  // A release or rollback shows in the next page load.
  const before = fs.readFileSync(registryFile, 'utf8');
  const moved = JSON.parse(before);
  moved.catalog = { current: '2.0.1-cccc', history: [...moved.catalog.history, { version: '2.0.1-cccc', publishedAt: '2026-01-02T00:00:00Z' }] };
  fs.writeFileSync(registryFile, JSON.stringify(moved));
  fs.utimesSync(registryFile, new Date(), new Date(Date.now() + 5000));
  try {
    expect((await app.inject('/zoeken')).body).toContain('/mf-catalog/2.0.1-cccc/remoteEntry.js');
  } finally {
    fs.writeFileSync(registryFile, before);
    fs.utimesSync(registryFile, new Date(), new Date(Date.now() + 10_000));
  }
});

test('a config value cannot end the data block early', async () => {
  const other = Fastify();
  await other.register(webSite, {
    distDir: dist,
    registry: fileRegistrySource(registryFile),
    apiPrefixes: [],
    runtimeConfig: () => ({ motd: '</script><script>alert(1)</script>' }),
  });
  const page = await other.inject('/');
  expect(page.body).not.toContain('<script>alert(1)');
  const block = /<script id="kv-boot" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1];
  expect(JSON.parse(block!).config.motd).toBe('</script><script>alert(1)</script>');
  await other.close();
});

test('hashed chunks and entries in a version folder are cached for good', async () => {
  for (const url of ['/host/1.0.0-aaaa/853.0123456789.js', '/host/1.0.0-aaaa/main.js', '/mf-catalog/2.0.0-bbbb/remoteEntry.js']) {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

test('manifests, the registry and the config are revalidated on every use', async () => {
  const manifest = await app.inject('/mf-catalog/2.0.0-bbbb/mf-manifest.json');
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  const config = await app.inject('/config.json');
  expect(config.json()).toEqual({ api: { pim: '/pim' }, tagManagerId: null });
  expect(config.headers['cache-control']).toBe('no-cache');
  const registry = await app.inject('/remotes.json');
  expect(registry.headers['cache-control']).toBe('no-cache');
  expect(registry.json()).toMatchObject({
    host: '1.0.0-aaaa',
    remotes: { catalog: { entry: '/mf-catalog/2.0.0-bbbb/remoteEntry.js', manifest: '/mf-catalog/2.0.0-bbbb/mf-manifest.json', version: '2.0.0-bbbb' } },
  });
});

test('a missing asset is a 404, never the host page', async () => {
  for (const url of ['/host/1.0.0-aaaa/gone.js', '/mf-catalog/9.9.9-zzzz/remoteEntry.js', '/favicon-missing.png', '/host/1.0.0-aaaa/..%2F..%2F..%2Fpackage.json', '/host/1.0.0-aaaa/%2e%2e/%2e%2e/%2e%2e/package.json']) {
    const res = await app.inject(url);
    expect([url, res.statusCode]).toEqual([url, 404]);
    expect(res.body).not.toContain('host 1');
  }
});

test('an unknown API path is a 404 in the error envelope, not the host page', async () => {
  const res = await app.inject('/pim/api/app/bestaat-niet/1');
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ error: { code: 'NotFound', message: 'Niet gevonden' } });
  expect((await app.inject('/pim/api/app/navigation')).json()).toEqual({ items: [] });
});

test('the service worker is served from the root, from the current host version', async () => {
  const res = await app.inject('/sw.js');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.headers['service-worker-allowed']).toBe('/');
});

test("the shop's icon is served at /favicon.ico, from the current host version", async () => {
  const res = await app.inject('/favicon.ico');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/vnd.microsoft.icon');
  expect(res.body).toBe('\u0000\u0000\u0001\u0000icon');
});

test('a remote can be pointed at a dev server without touching the registry', async () => {
  const dev = await build('catalog=http://localhost:3001/mf-manifest.json');
  const res = await dev.inject('/remotes.json');
  expect(res.json().remotes.catalog).toMatchObject({ entry: 'http://localhost:3001/remoteEntry.js', manifest: 'http://localhost:3001/mf-manifest.json' });
  expect(JSON.parse(fs.readFileSync(registryFile, 'utf8')).catalog.current).toBe('2.0.0-bbbb');
  await dev.close();
});

test('before the first build the site says so instead of failing', async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'kraanvogel-empty-'));
  const bare = Fastify();
  await bare.register(webSite, { distDir: empty, registry: fileRegistrySource(path.join(empty, 'remotes.json')), apiPrefixes: [], runtimeConfig: () => ({}) });
  expect((await bare.inject('/')).statusCode).toBe(503);
  expect((await bare.inject('/remotes.json')).statusCode).toBe(503);
  await bare.close();
});

test("the page's title goes into the shell's page part where its app names it (escaped, the search phrase filled in); the template never goes out", async () => {
  const own = fs.mkdtempSync(path.join(os.tmpdir(), 'kraanvogel-web-titles-'));
  const put = (rel: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(own, rel)), { recursive: true });
    fs.writeFileSync(path.join(own, rel), content);
  };
  const part = (variant: string) => `<main class="${variant}"><!--kv-page--><div class="skeleton"></div><!--/kv-page--></main>`;
  put(
    'host/1.0.0-aaaa/index.html',
    `<!doctype html><html><head></head><body><div id="root">${part('desktop')}${part('phone')}</div><template id="kv-shell-page"><section><h1 class="t">{title}</h1></section></template></body></html>`,
  );
  put('host/1.0.0-aaaa/url-owners.json', JSON.stringify({ catalog: ['/assortiment', '/zoeken'], admin: ['/beheer'] }));
  put('host/1.0.0-aaaa/shell-titles.json', JSON.stringify({ '/': [{ title: 'Welkom' }] }));
  put('mf-catalog/2.0.0-bbbb/mf-manifest.json', JSON.stringify({ name: 'catalog', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }));
  put('mf-catalog/2.0.0-bbbb/shell-titles.json', JSON.stringify({ '/zoeken': [{ param: 'phrase', title: "Zoekresultaten voor '{phrase}'" }, { title: 'Zoekresultaten' }] }));
  put(
    'remotes.json',
    JSON.stringify({
      host: { current: '1.0.0-aaaa', history: [{ version: '1.0.0-aaaa', publishedAt: '2026-01-01T00:00:00Z' }] },
      catalog: { current: '2.0.0-bbbb', history: [{ version: '2.0.0-bbbb', publishedAt: '2026-01-01T00:00:00Z' }] },
    }),
  );
  const site = Fastify();
  await site.register(webSite, { distDir: own, registry: fileRegistrySource(path.join(own, 'remotes.json')), apiPrefixes: ['/pim'], runtimeConfig: () => ({}) });
  try {
    const titles = async (url: string) => {
      const body = (await site.inject(url)).body;
      expect(body).not.toContain('<template');
      return [...body.matchAll(/<h1 class="t">([^<]*)<\/h1>/g)].map((m) => m[1]);
    };
    expect(await titles('/')).toEqual(['Welkom', 'Welkom']);
    expect(await titles('/zoeken?phrase=%3Cb%3Ekraan%7Btitle%7D')).toEqual(Array(2).fill('Zoekresultaten voor &#39;&lt;b&gt;kraan{title}&#39;'));
    expect(await titles('/zoeken/')).toEqual(['Zoekresultaten', 'Zoekresultaten']);
    expect(await titles('/zoeken?phrase=')).toEqual(['Zoekresultaten', 'Zoekresultaten']);
    // Not known without data (a category), or not for everybody (the back office): the skeleton.
    for (const url of ['/assortiment/sanitair', '/beheer']) {
      expect(await titles(url)).toEqual([]);
      expect((await site.inject(url)).body).toContain('<div class="skeleton"></div>');
    }
  } finally {
    await site.close();
  }
});
