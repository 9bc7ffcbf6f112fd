// The first-load JavaScript of a page: the gzip bytes of every .js file the shop serves to it,
// counted from the browser's responses (Playwright), per file and per app. One measure for
// `pnpm bench:size` (which prints it) and the size-budget test (e2e/tests/size-budget.spec.ts,
// which fails on it); the budgets are e2e/size-budget.json.
import zlib from 'node:zlib';

export const gzipSize = (buf) => zlib.gzipSync(buf, { level: 6 }).length;
export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Starts counting the JavaScript `page` downloads from `base`; the returned function stops and sums. */
export function countJs(page, base) {
  const js = new Map();
  const reading = [];
  const onResponse = (res) => {
    const u = new URL(res.url());
    if (!u.pathname.endsWith('.js') || u.origin !== base || res.status() !== 200) return;
    reading.push(res.body().then((body) => js.set(u.pathname, gzipSize(body)), () => {}));
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    await Promise.all(reading);
    const byApp = {};
    for (const [p, size] of js) {
      const app = p.split('/')[1];
      byApp[app] = (byApp[app] ?? 0) + size;
    }
    return { total: [...js.values()].reduce((a, b) => a + b, 0), files: js.size, byApp, js };
  };
}

/** Waits until the page has loaded what it loads without the user doing anything. */
export async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

/**
 * The route opened again by a signed-in page with an empty HTTP cache (its context must block
 * service workers): the first-load JavaScript of the page itself, the figure the budgets are about.
 */
export async function firstLoadOf(page, base, route) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const stop = countJs(page, base);
  await page.goto(`${base}${route}`);
  await settle(page);
  const result = await stop();
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();
  return result;
}
