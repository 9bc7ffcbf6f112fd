// End-to-end tests of the whole shop in Debian's Chromium, against the production build served
// exactly as `npm start` serves it (one port, embedded database, demo data).
import { defineConfig } from '@playwright/test';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${PORT}`;
/** Deploy tokens of the test server's release API (only this test server knows them). */
export const RELEASE_TOKENS = { operator: 'e2e-operator-token-3f9c1a', catalog: 'e2e-catalog-team-token-8b2d7e' };
const repoRoot = path.resolve(__dirname, '..');
/** The test server's data folder (database, outbox), its own per port. */
export const DATA_DIR = path.join(repoRoot, `.data/e2e-${PORT}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a test that fails once is a bug in the test or the shop, to fix.
  retries: 0,
  // Generous for a loaded 2-core machine: a passing test takes 5–25 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  webServer: {
    // The same server `npm start` runs, on its own port and with its own data folder.
    command: `node ${path.join(repoRoot, 'scripts/start.mjs')}`,
    url: `${baseURL}/remotes.json`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(PORT),
      PUBLIC_URL: baseURL,
      DATA_DIR,
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
  },
});
