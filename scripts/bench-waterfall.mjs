#!/usr/bin/env node
// `pnpm bench:waterfall`: the waterfall of a return visit, signed in, with the service worker
// (its caches filled by a first visit of the same page): when each script and each api request
// of the page started and ended, from the browser's Performance resource timing, in ms after the
// navigation started. It shows which steps wait for one another: the host's main.js, the owning
// remote's entry, its route table and route chunk, and the page's first data. Prints a table per
// route and the time of the page's heading; not a test.
//   BENCH_URL=http://localhost:8080 pnpm bench:waterfall   (measure a running shop)
//   BENCH_ROUTES=/winkelwagen,/mijnaccount/mijnorders (the default)   BENCH_RUNS=3 (the median run by heading)
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from './lib/apps.mjs';
import { settle } from './lib/first-load.mjs';
import { startBenchServer } from './lib/bench-server.mjs';

const require = createRequire(path.join(repoRoot, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

const ROUTES = (process.env.BENCH_ROUTES ?? '/winkelwagen,/mijnaccount/mijnorders').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const USER = { email: 'hoofdgebruiker@devries-installatie.nl', password: 'Kraanvogel2026!' };

const startServer = () => startBenchServer({ port: 8285, data: 'bench-waterfall' });

async function signIn(page, base, route) {
  await page.goto(`${base}${route}`);
  await page.waitForURL(/\/login(\?|$)/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.getByLabel('E-mailadres').fill(USER.email);
  await page.getByLabel('Wachtwoord').fill(USER.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL((u) => u.pathname === route, { timeout: 30_000 });
  await settle(page);
}

/** What a row is: the file's app and name, or the api call's path. */
function label(url) {
  const u = new URL(url);
  const parts = u.pathname.split('/');
  if (/^(host|mf-[a-z]+)$/.test(parts[1] ?? '') && parts.length > 3) return `${parts[1]}/${parts.slice(3).join('/')}`;
  return `${u.pathname}${u.search}`.slice(0, 90);
}

/** Notes when the page's heading (in main) first has text: the page's own content is there. */
const HEADING_PROBE = () => {
  const seen = () => {
    if (window.__kvHeading === undefined && document.querySelector('main h1')?.textContent?.trim()) window.__kvHeading = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
};

async function returnVisit(page, base, route) {
  await page.goto('about:blank');
  await page.goto(`${base}${route}`);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await settle(page);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const paint = performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint');
    return {
      html: nav ? { start: nav.startTime, end: nav.responseEnd } : null,
      fcp: paint?.startTime ?? null,
      resources: performance.getEntriesByType('resource').map((r) => ({
        url: r.name,
        type: r.initiatorType,
        start: r.startTime,
        end: r.responseEnd,
        // 0 with a decoded body: from the service worker's cache or the HTTP cache.
        network: r.transferSize > 0,
      })),
    };
  });
  timing.heading = await page.evaluate(() => window.__kvHeading ?? null);
  if (new URL(page.url()).pathname !== route) throw new Error(`${route}: ended on ${page.url()}, not signed in?`);
  return timing;
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext();
      const first = await context.newPage();
      await signIn(first, server.url, route);
      // The service worker controls the next load once it is active; one more visit fills its caches.
      await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await first.reload();
      await settle(first);
      // Each return visit in the same tab (the sign-in is kept in the tab's session storage).
      await first.addInitScript(HEADING_PROBE);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await returnVisit(first, server.url, route));
      await context.close();
      const lastData = (run) => Math.max(...run.resources.filter((r) => /\/(mgmt|erp|pim|search|api)\//.test(new URL(r.url).pathname)).map((r) => r.end), 0);
      runs.sort((a, b) => lastData(a) - lastData(b));
      const run = runs[Math.floor(runs.length / 2)];
      console.log(`\n${route}: return visit (service worker), the median of ${RUNS} runs by its last api answer; ms after the navigation started`);
      console.log(`  ${'start'.padStart(6)} ${'end'.padStart(6)}  net  what`);
      if (run.html) console.log(`  ${run.html.start.toFixed(0).padStart(6)} ${run.html.end.toFixed(0).padStart(6)}       (the page)`);
      const rows = run.resources.filter((r) => !/\.(woff2?|png|svg|jpe?g|webp|ico)$/.test(new URL(r.url).pathname));
      for (const r of rows.sort((a, b) => a.start - b.start)) {
        console.log(`  ${r.start.toFixed(0).padStart(6)} ${r.end.toFixed(0).padStart(6)}  ${r.network ? 'net' : 'sw '}  ${label(r.url)}`);
      }
      console.log(`  first contentful paint ${run.fcp?.toFixed(0) ?? '?'} ms; heading ${run.heading?.toFixed(0) ?? '?'} ms; last api answer ${lastData(run).toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
