// Delivery as a returning visitor's browser sees it: under the service worker's control, a
// rollback of a remote reaches the page at the next navigation (the worker never answers
// /remotes.json or /config.json from its cache while the server answers), and the files of a
// version folder, once fetched, come from the worker's cache.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { uniqueId } from '../fixtures/unique';
import { RELEASE_TOKENS } from '../playwright.config';
import { catalogArchiveOf, keepCatalogVersion, releaseApi } from '../fixtures/release';
import { shopApi } from '../fixtures/api';
import { catalogArticles, soldPerPiece } from '../fixtures/basket';
import { hostFilesPrecached } from '../fixtures/service-worker';

test.use({ user: 'main', serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

/** The catalog versions whose remote entry this page load used (from the worker or the network). */
const catalogVersionsUsed = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => /\/mf-catalog\/([^/]+)\/remoteEntry\.js/.exec(new URL(e.name).pathname)?.[1])
      .filter(Boolean),
  );

async function openCatalogPage(page: Page) {
  await page.goto('/assortiment');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

// Leaves the registry as the other specs expect it.
const catalog = keepCatalogVersion(test);

test('a rollback of a remote is seen by a page under the service worker after one navigation', async ({ page }) => {
  await openCatalogPage(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await openCatalogPage(page);
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  expect(await catalogVersionsUsed(page)).toEqual([catalog.original]);

  const next = `${catalog.original}-sw${uniqueId()}`;
  const published = await releaseApi('POST', '/api/releases/catalog/archive', RELEASE_TOKENS.catalog, await catalogArchiveOf(catalog.original), `?version=${next}&message=e2e`);
  expect(published.status).toBe(201);
  await openCatalogPage(page);
  expect(await catalogVersionsUsed(page)).toEqual([next]);

  const rolledBack = await releaseApi('POST', '/api/releases/catalog/rollback', RELEASE_TOKENS.operator, { version: catalog.original });
  expect(rolledBack.status).toBe(200);
  // One navigation: the worker asks the server for the registry and the old version's files,
  // still in its cache, are used again.
  await openCatalogPage(page);
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  expect(await catalogVersionsUsed(page)).toEqual([catalog.original]);
});

test("a version folder's files come from the worker's cache on the next visit", async ({ page, context }) => {
  await openCatalogPage(page);
  expect(await hostFilesPrecached(page)).toBe('ok');
  await openCatalogPage(page);
  // What the worker itself fetches from the server (Chromium reports those on the context).
  const workerFetched: string[] = [];
  context.on('request', (req) => {
    const p = new URL(req.url()).pathname;
    if (req.serviceWorker() && /^\/(host|mf-[a-z]+)\/[^/]+\//.test(p)) workerFetched.push(p);
  });
  // The page names the registry itself; by the time the catalog's heading shows, every file the
  // page needed has been asked for.
  await openCatalogPage(page);
  expect(workerFetched).toEqual([]);
});

test.describe('the first paint comes from the HTML', () => {
  for (const [viewport, size, shown, hidden] of [
    ['desktop', { width: 1280, height: 800 }, 'desktop', 'phone'],
    ['phone', { width: 360, height: 740 }, 'phone', 'desktop'],
  ] as const) {
    test(`before any script runs, the page shows the shell on a ${viewport}: header with logo and search place, navigation, footer, a page skeleton`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: size, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto('/mijnaccount/mijnorders');
      const shell = page.locator(`.kv-shell-${shown}`);
      await expect(shell).toBeVisible();
      await expect(page.locator(`.kv-shell-${hidden}`)).toBeHidden();
      await expect(shell.locator('header')).toContainText('Kraanvogel');
      await expect(shell.locator('[data-slot="instant-search"]')).toBeVisible();
      await expect(shell.locator('footer')).toBeVisible();
      await expect(shell.locator('main [aria-hidden="true"]').first()).toBeVisible();
      if (viewport === 'desktop') await expect(shell.locator('nav').first()).toContainText('Assortiment');
      else await expect(shell.locator('header button')).toContainText('Menu');
      // Nothing in the picture can be used or is announced; the app's own elements come with it.
      await expect(shell).toHaveAttribute('inert', '');
      await expect(page.getByRole('banner')).toHaveCount(0);
      await context.close();
    });
  }

  test("the page's title is in the HTML (the search phrase filled in, escaped), where and as large as the page's own heading", async ({ browser, baseURL, page }) => {
    const phone = { width: 412, height: 823 };
    const path = `/zoeken?phrase=${encodeURIComponent('<b>mengkraan</b>')}`;
    const name = "Zoekresultaten voor '<b>mengkraan</b>'";
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: phone, serviceWorkers: 'block' });
    const htmlOnly = await context.newPage();
    await htmlOnly.goto(path);
    const shellTitle = htmlOnly.locator('.kv-shell-phone h1');
    await expect(shellTitle).toHaveText(name);
    const before = (await shellTitle.boundingBox())!;
    await context.close();

    await page.setViewportSize(phone);
    await page.goto(path);
    const title = page.getByRole('heading', { level: 1, name });
    await expect(title).toBeVisible();
    const after = (await title.boundingBox())!;
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
  });

  test('the app takes the place of the shell: one header, the shell and its style gone', async ({ page }) => {
    await page.goto('/assortiment');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.kv-shell-desktop, .kv-shell-phone')).toHaveCount(0);
    await expect(page.locator('#kv-shell-style')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(1);
  });
});

test.describe("the basket page's data comes with the first paint", () => {
  test.use({ serviceWorkers: 'block' });

  test("before the app's scripts run, the page shows this tab's basket as the server rendered it for its user; the app then shows the same page in its place", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    const api = shopApi(page);
    const [article] = (await catalogArticles(api, 40)).filter(soldPerPiece);
    const name = `Deel ${uniqueId()}`;
    const basket = await api.post<{ id: number }>('/mgmt/api/ecommerce/customerbaskets/createBasket', { name });
    await api.post('/mgmt/api/ecommerce/customerbaskets/addToBasket', { basketId: basket.id, itemNo: article!.itemNo, amount: 3 });

    // No script of the shop loads: what shows is the HTML and what its loader put in.
    const scripts = /\/(host|mf-[a-z]+)\/[^/]+\/.+\.js$/;
    await page.route(scripts, (route) => route.abort());
    await page.goto(`/winkelwagen/${basket.id}`);
    const part = page.locator('.kv-shell-desktop main');
    await expect(part.getByRole('heading', { level: 1, includeHidden: true })).toContainText(name);
    await expect(part).toContainText(article!.description);
    // A picture: no ids or test ids of its own, nothing in it usable (the shell is inert).
    await expect(part.locator('[id], [data-testid]')).toHaveCount(0);
    await expect(page.locator('.kv-shell-desktop')).toHaveAttribute('inert', '');
    const before = (await part.getByRole('heading', { level: 1, includeHidden: true }).boundingBox())!;

    await page.unroute(scripts);
    await page.goto(`/winkelwagen/${basket.id}`);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toContainText(name);
    await expect(page.getByTestId('basket-line')).toHaveCount(1);
    await expect(page.locator('.kv-shell-desktop, .kv-shell-phone')).toHaveCount(0);
    const after = (await title.boundingBox())!;
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.height - before.height)).toBeLessThanOrEqual(1);
  });

  test('a tab without a sign-in gets no part: the page is the shell, then the sign-in', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    const parts: number[] = [];
    page.on('response', (res) => {
      if (res.request().headers()['kv-page-part']) parts.push(res.status());
    });
    await page.goto('/winkelwagen');
    await expect(page).toHaveURL(/\/login/);
    expect(parts).toEqual([]);
    await context.close();
  });
});

test.describe('no layout shift while a page loads', () => {
  // Without the worker and the browser's cache, on a slow line: the remote widgets and the data
  // arrive well after the first paint, which is when a page that reserves no space jumps.
  test.use({ serviceWorkers: 'block' });

  /** Loads `path` afresh and returns the layout shift it had until the network was quiet (CLS). */
  async function layoutShiftOf(page: Page, path: string, ready: () => Promise<void>): Promise<number> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __takeShift: () => number };
      w.__shift = 0;
      const add = (entries: PerformanceEntryList) => {
        for (const e of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!e.hadRecentInput) w.__shift += e.value;
        }
      };
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // The sum so far, with the entries the observer holds but has not yet delivered.
      w.__takeShift = () => {
        add(observer.takeRecords());
        return w.__shift;
      };
    });
    await page.goto(path);
    await ready();
    // Nothing more arrives (no request for 500 ms), and the fonts are in.
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(async () => {
      await document.fonts.ready;
      // Two frames drawn after the last change: its layout shifts are with the observer now.
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      return (window as unknown as { __takeShift: () => number }).__takeShift();
    });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    return shift;
  }

  test('the home page', async ({ page }) => {
    const shift = await layoutShiftOf(page, '/', async () => {
      await expect(page.getByTestId('featured-categories')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('news-teaser').getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    });
    expect(shift).toBeLessThanOrEqual(0.02);
  });

  test("the home page on a phone: no shift, and the news below the first screen loads only when the user scrolls toward it", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // Only the requests of the page under test: the signed-in page the login left open (desktop
    // size, news included) may still be loading, so it is left first.
    await page.goto('about:blank');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const shift = await layoutShiftOf(page, '/', async () => {
      await expect(page.getByTestId('featured-categories')).toBeVisible({ timeout: 30_000 });
    });
    expect(shift).toBeLessThanOrEqual(0.02);
    // Nothing of the news yet: not content's code, not the posts, not their covers.
    expect(requested.filter((p) => p.startsWith('/mf-content/') || p.includes('/blog-posts/'))).toEqual([]);
    await expect(page.getByTestId('news-teaser')).toHaveCount(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('news-teaser').getByRole('article').first()).toBeVisible();
    expect(requested.some((p) => /^\/mf-content\/[^/]+\/remoteEntry\.js$/.test(p))).toBe(true);
  });

  test('search results', async ({ page }) => {
    const shift = await layoutShiftOf(page, '/zoeken?phrase=mengkraan', async () => {
      await expect(page.getByTestId('article-card').first()).toBeVisible({ timeout: 30_000 });
    });
    expect(shift).toBeLessThanOrEqual(0.02);
  });

  test("Mijn orders: the cost-centre filter is in its place at the first render, the list does not move", async ({ page }) => {
    const shift = await layoutShiftOf(page, '/mijnaccount/mijnorders', async () => {
      await expect(page.getByTestId('order-table')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('cost-centre-filter')).toBeVisible();
    });
    expect(shift).toBeLessThanOrEqual(0.02);
  });

  test('Mijn orders on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('about:blank');
    const shift = await layoutShiftOf(page, '/mijnaccount/mijnorders', async () => {
      await expect(page.getByTestId('order-table')).toBeVisible({ timeout: 30_000 });
    });
    expect(shift).toBeLessThanOrEqual(0.02);
  });

  test("the basket on a phone: the server's picture of it, then the app's page in its place", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('about:blank');
    const shift = await layoutShiftOf(page, '/winkelwagen', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('line-count')).toBeVisible();
    });
    expect(shift).toBeLessThanOrEqual(0.02);
  });

  test('an article page', async ({ page }) => {
    await page.goto('/assortiment/sanitair/kranen/wastafelkranen');
    const code = await page.getByTestId('article-card').first().getAttribute('data-code');
    const shift = await layoutShiftOf(page, `/artikel/${code}`, async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    });
    expect(shift).toBeLessThanOrEqual(0.02);
  });
});

test.describe('the first page load', () => {
  test.use({ serviceWorkers: 'block' });
  // Only the requests of the page under test: the signed-in page the login left open may still
  // be loading its widgets, so it is left first.
  test.beforeEach(async ({ page }) => {
    await page.goto('about:blank');
  });

  test('needs no config or registry request, and loads each remote by its entry, once, with no manifest', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/assortiment');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => p === '/config.json' || p === '/remotes.json')).toEqual([]);
    // The runtime goes straight to the entry: no manifest request before it.
    expect(requested.filter((p) => p.endsWith('/mf-manifest.json'))).toEqual([]);
    const entries = requested.filter((p) => p.endsWith('/remoteEntry.js'));
    expect(entries.length).toBeGreaterThan(1);
    expect(entries).toEqual([...new Set(entries)]);
  });

  test("loads the code of the header's menus, the search dropdown and the toasts only when they are about to be used", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const lazy = (name: string) => requested.filter((p) => new RegExp(`^/(host|mf-catalog)/[^/]+/${name}\\.[0-9a-f]+\\.js$`).test(p));
    for (const name of ['toasts', 'mega-menu', 'mobile-menu', 'user-menu', 'auth-pages', 'instant-results']) expect(lazy(name), name).toEqual([]);

    await page.getByRole('combobox', { name: 'Zoeken in het assortiment' }).hover();
    await expect.poll(() => lazy('instant-results').length).toBe(1);
    await page.getByRole('combobox', { name: 'Zoeken in het assortiment' }).fill('mengkraan');
    await expect(page.getByTestId('instant-article').first()).toBeVisible();

    await page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('button', { name: 'Assortiment' }).click();
    await expect(page.getByTestId('mega-menu')).toBeVisible();
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    for (const name of ['mega-menu', 'user-menu', 'instant-results']) expect(lazy(name), name).toHaveLength(1);
  });

  test("starts the host's boot chunks and the owning remote's entry and route table with the page, each fetched once", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/assortiment');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // What the page needed to show itself; later work (keeping the page for offline use, once it
    // has settled) loads its code when it runs.
    const needed = [...requested];
    await page.waitForLoadState('networkidle');
    const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(preloaded.some((p) => /^\/mf-catalog\/[^/]+\/remoteEntry\.js$/.test(p))).toBe(true);
    expect(preloaded.some((p) => /^\/mf-catalog\/[^/]+\/__federation_expose_routes\.[0-9a-f]+\.js$/.test(p))).toBe(true);
    // Every preload is used, by the same request (a mismatched preload would be fetched twice).
    for (const file of preloaded) expect(requested.filter((p) => p === file), file).toHaveLength(1);
    // Every script of the host the page needed was announced by the page itself.
    const hostScripts = needed.filter((p) => /^\/host\/[^/]+\/[^/]+\.js$/.test(p) && !p.endsWith('/main.js'));
    expect(hostScripts.length).toBeGreaterThan(5);
    expect(hostScripts.filter((p) => !preloaded.includes(p))).toEqual([]);
    // The fonts of the first screen are announced by the page too, and each preload is the
    // request the font face then uses (a preload in the wrong mode would be fetched twice).
    const fonts = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(fonts.map((f) => f.replace(/^.*\/(barlow-latin-\d+)-normal\..*$/, '$1'))).toEqual(['barlow-latin-400', 'barlow-latin-600', 'barlow-latin-700']);
    for (const font of fonts) expect(requested.filter((p) => p === font), font).toHaveLength(1);
  });

  test("the home page preloads the code of the widgets it shows (header, basket popups, home blocks) with the page, each used once", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('instant-search')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    for (const file of [/^\/mf-catalog\/[^/]+\/remoteEntry\.js$/, /^\/mf-checkout\/[^/]+\/remoteEntry\.js$/, /__federation_expose_InstantSearch\./, /__federation_expose_CartSelector\./, /__federation_expose_HomeBlocks\./]) {
      expect(preloaded.some((p) => file.test(p)), String(file)).toBe(true);
    }
    // Not the news below a phone's first screen, and nothing a widget loads only when used.
    expect(preloaded.filter((p) => p.startsWith('/mf-content/') || /instant-results/.test(p))).toEqual([]);
    for (const file of preloaded) expect(requested.filter((p) => p === file), file).toHaveLength(1);
  });

  test("the home blocks ask for their data with the shell's data, not after the page's first render", async ({ page }) => {
    // The baskets answer is held back until the home blocks' request has gone out: the page
    // renders only after the shell's data steps, so only a request started with the page's data
    // (the home route's loader, through the widget's prefetch) can reach the server meanwhile.
    let featuredAsked!: () => void;
    const featured = new Promise<'asked'>((resolve) => (featuredAsked = () => resolve('asked')));
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/featured-categories')) featuredAsked();
    });
    const held: string[] = [];
    await page.route('**/mgmt/api/ecommerce/customerbaskets**', async (route) => {
      held.push(await Promise.race([featured, new Promise<'timed out'>((r) => setTimeout(() => r('timed out'), 10_000))]));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('featured-categories')).toBeVisible({ timeout: 30_000 });
    await page.unroute('**/mgmt/api/ecommerce/customerbaskets**');
    expect(held.length).toBeGreaterThan(0);
    expect(held).not.toContain('timed out');
  });

  test("the search results page asks for its results while its code is still loading, once", async ({ page }) => {
    // A slow line (150 ms each way): requests that follow one another show as a staircase.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: -1 });
    const searches: { body: string; started: number }[] = [];
    const catalogChunks: { path: string; finished: number }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/docs\/search$/.test(new URL(r.url()).pathname)) searches.push({ body: r.postData() ?? '', started: Date.now() });
    });
    page.on('requestfinished', (r) => {
      const path = new URL(r.url()).pathname;
      if (/^\/mf-catalog\/[^/]+\/[0-9]+\.[0-9a-f]+\.js$/.test(path)) catalogChunks.push({ path, finished: Date.now() });
    });
    await page.goto('/zoeken?phrase=kraan');
    await expect(page.getByTestId('article-card').first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const listing = searches.filter((s) => s.body.includes('"count":true'));
    expect(listing.length).toBeGreaterThan(0);
    // Each request once: the page took the answer its loader had asked for.
    expect(new Set(listing.map((s) => s.body)).size).toBe(listing.length);
    // Asked before the page's code had arrived: the last catalog chunk of the page came later.
    expect(catalogChunks.length).toBeGreaterThan(0);
    expect(Math.min(...listing.map((s) => s.started))).toBeLessThan(Math.max(...catalogChunks.map((c) => c.finished)));
  });
});
