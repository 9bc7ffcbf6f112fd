#!/usr/bin/env node
// `pnpm bench:size`: the gzip bytes of JavaScript a page load downloads, per route of each
// remote, signed in (through the real provider) with an empty cache, split by the app that
// served it, beside what the first visit with its sign-in downloads;
// and the size of each app's entry file; and the floor (scripts/lib/floor.mjs) with each route's
// ratio to it. Prints a table; the budgets are e2e/size-budget.json (checked by its e2e test).
//   BENCH_URL=http://localhost:8080 pnpm bench:size   (measure a running shop instead)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { APPS, distDir, repoRoot } from './lib/apps.mjs';
import { readRegistry } from './lib/registry.mjs';
import { floorSize } from './lib/floor.mjs';
import { countJs, firstLoadOf, gzipSize, kb, settle } from './lib/first-load.mjs';
import { startBenchServer } from './lib/bench-server.mjs';

const require = createRequire(path.join(repoRoot, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

// The routes and their budgets: e2e/size-budget.json (the size-budget test checks them).
const BUDGET = JSON.parse(fs.readFileSync(path.join(repoRoot, 'e2e/size-budget.json'), 'utf8'));
const ALL_ROUTES = BUDGET.routes.map((r) => [r.owner, r.route]);
// BENCH_ROUTES=/,/zoeken?phrase=kraan: only these routes.
const ROUTES = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',').map((r) => [ALL_ROUTES.find(([, p]) => p === r)?.[0] ?? '?', r])
  : ALL_ROUTES;
const PHONE = { width: 412, height: 823 };
const USER = { email: 'hoofdgebruiker@devries-installatie.nl', password: 'Kraanvogel2026!' };

const startServer = () => startBenchServer({ port: 8283, data: 'bench-size' });

/**
 * Two figures per route. The first visit of a deep link: the shop sends the visitor to sign in,
 * then back; everything that visit downloads (the sign-in's code included). Then the route
 * opened again by the signed-in user with an empty HTTP cache (no service worker either): the
 * first-load JavaScript of the page itself, the figure the target is about.
 */
async function visits(browser, base, route, viewport) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  const stop = countJs(page, base);
  await page.goto(`${base}${route}`);
  const sentToLogin = await page.waitForURL(/\/login(\?|$)/, { timeout: 15_000 }).then(() => true, () => false);
  if (sentToLogin) {
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByLabel('E-mailadres').fill(USER.email);
    await page.getByLabel('Wachtwoord').fill(USER.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/idp') && !u.pathname.startsWith('/login') && !u.pathname.startsWith('/auth'), { timeout: 20_000 });
  }
  await settle(page);
  const firstVisit = await stop();
  const signedIn = await firstLoadOf(page, base, route);
  if (/^\/(login|auth)/.test(new URL(page.url()).pathname)) throw new Error(`${route}: niet meer ingelogd na herladen`);
  await context.close();
  return { signedIn, firstVisit };
}

function entrySizes() {
  const reg = readRegistry();
  return Object.entries(APPS).map(([app, folder]) => {
    const version = reg[app]?.current;
    const file = app === 'host' ? 'main.js' : 'remoteEntry.js';
    const p = version && path.join(distDir, folder, version, file);
    return [app, file, p && fs.existsSync(p) ? gzipSize(fs.readFileSync(p)) : null];
  });
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  console.log('\nFirst-load JavaScript (gzip) of each route opened signed in with an empty cache; "with sign-in": the first visit of the route, sent to sign in and back\n');
  console.log(`${'route'.padEnd(26)}${'owner'.padEnd(10)}${'files'.padStart(6)}${'total'.padStart(11)}${'/floor'.padStart(8)}${'with sign-in'.padStart(14)}   by app`);
  const floor = await floorSize();
  for (const [owner, route] of ROUTES) {
    const { signedIn: r, firstVisit } = await visits(browser, server.url, route);
    const split = Object.entries(r.byApp).map(([a, s]) => `${a} ${kb(s)}`).join(', ');
    const ratio = `${(r.total / floor.gzip).toFixed(2)}×`;
    console.log(`${route.padEnd(26)}${owner.padEnd(10)}${String(r.files).padStart(6)}${kb(r.total).padStart(11)}${ratio.padStart(8)}${kb(firstVisit.total).padStart(14)}   ${split}`);
    // BENCH_FILES=1: every file of the visit, biggest first (to see what a route pulls in).
    if (process.env.BENCH_FILES) for (const [p, size] of [...r.js].sort((a, b) => b[1] - a[1])) console.log(`    ${kb(size).padStart(9)}  ${p}`);
  }
  // The same on a phone's screen (Lighthouse's mobile one): what lies below the first screen
  // loads when the user scrolls toward it (the home page's news).
  if (ROUTES.some(([, r]) => r === '/')) {
    const { signedIn: r } = await visits(browser, server.url, '/', PHONE);
    const split = Object.entries(r.byApp).map(([a, s]) => `${a} ${kb(s)}`).join(', ');
    console.log(`${`/ (phone ${PHONE.width}×${PHONE.height})`.padEnd(36)}${String(r.files).padStart(6)}${kb(r.total).padStart(11)}${`${(r.total / floor.gzip).toFixed(2)}×`.padStart(8)}${''.padStart(14)}   ${split}`);
  }
  console.log('\nEntry files (gzip)\n');
  for (const [app, file, size] of entrySizes()) console.log(`${app.padEnd(10)}${file.padEnd(16)}${size == null ? 'niet gebouwd' : kb(size)}`);
  console.log(
    `\nFloor: ${kb(floor.gzip)} gzip — the shared libraries alone, bundled by webpack and tree-shaken to the names the apps import ` +
      `(${Object.entries(floor.libraries).map(([l, n]) => `${l} ${n}`).join(', ')}); no federation runtime, no app code. /floor: each route's total over it.`,
  );
  console.log(`\nBudgets (e2e/size-budget.json): / at most ${BUDGET.maxHome} KB; every route at most ${BUDGET.growth * 100} % above its budget.`);
} finally {
  await browser.close();
  server.stop();
}
