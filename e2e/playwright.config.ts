// End-to-end tests of the whole shop in Debian's Chromium, against the production build served
// exactly as `npm start` serves it (one port, embedded database, demo data). Each Playwright worker
// has a test server of its own (port, database, outbox and copy of the built apps), so that the
// workers' tests cannot see each other's orders, baskets, mails or published versions: the specs
// reach it through `shop()` (fixtures/shop.ts) and the `baseURL` fixture.
import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
/**
 * Workers, and test servers: E2E_WORKERS, else 1. On these 2-core machines two workers (two
 * servers, two browsers) took longer for the whole suite than one (docs/benchmarks.md, "The test
 * suite").
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
/** Deploy tokens of the test servers' release API (only these test servers know them). */
export const RELEASE_TOKENS = { operator: 'e2e-operator-token-3f9c1a', catalog: 'e2e-catalog-team-token-8b2d7e' };
const repoRoot = path.resolve(__dirname, '..');

/** Worker `index`'s test server: its address, its data folder (database, outbox), the built apps it serves. */
export function serverOf(index: number) {
  const port = BASE_PORT + index;
  const dataDir = path.join(repoRoot, `.data/e2e-${port}`);
  // The first serves the build itself; the others a copy made when they start (a spec that
  // publishes a version changes only its own server's).
  const distDir = index === 0 ? path.join(repoRoot, 'dist') : path.join(dataDir, 'dist');
  return { port, url: `http://localhost:${port}`, dataDir, distDir };
}

function webServer(index: number) {
  const { port, url, dataDir, distDir } = serverOf(index);
  const start = `node ${path.join(repoRoot, 'scripts/start.mjs')}`;
  // The copy is of the build as it is when this server starts: with more than one server, build
  // first (`pnpm build`, as `npm test` does) rather than let each server build what changed.
  const copy = `node -e "const fs=require('fs');fs.rmSync(process.argv[2],{recursive:true,force:true});fs.cpSync(process.argv[1],process.argv[2],{recursive:true})" ${JSON.stringify(path.join(repoRoot, 'dist'))} ${JSON.stringify(distDir)}`;
  if (index > 0) fs.mkdirSync(dataDir, { recursive: true });
  return {
    // The same server `npm start` runs, on its own port and with its own data folder.
    command: index === 0 ? start : `${copy} && ${start}`,
    url: `${url}/remotes.json`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ...(index === 0 ? {} : { DIST_DIR: distDir }),
      LOG_LEVEL: 'warn',
      // Every registration of the runs comes from this one address; the api tests cover the limit.
      REGISTRATIONS_PER_HOUR: '1000',
      // The release API with its browser smoke check (tests/release.spec.ts).
      RELEASE_OPERATOR_TOKEN: RELEASE_TOKENS.operator,
      RELEASE_TEAM_TOKENS: `catalog=${RELEASE_TOKENS.catalog}`,
      RELEASE_SMOKE_USER: 'medewerker@klant3.example.nl',
      RELEASE_SMOKE_PASSWORD: 'Kraanvogel2026!',
      RELEASE_SMOKE_ADMIN_USER: 'beheer@kraanvogel.nl',
      RELEASE_SMOKE_ADMIN_PASSWORD: 'Kraanvogel2026!',
    },
  };
}

export default defineConfig({
  testDir: './tests',
  // A spec file runs whole in one worker, its tests in order.
  fullyParallel: false,
  workers: WORKERS,
  // No retries, in CI either: a test that fails once is a bug in the test or the shop, to fix.
  retries: 0,
  // Generous for a loaded 2-core machine: a passing test takes 5–25 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // A trace of every test, kept for the failures, on a developer's machine. Not in CI: what CI
    // prints is all anyone sees of it, and recording a trace (a screenshot at every step) took a
    // third of catalog.spec.ts's time (docs/benchmarks.md, the test suite).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, i) => webServer(i)),
});
