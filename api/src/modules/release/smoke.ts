// The smoke check after a switch: the shop in a real headless Chromium, signed in through the
// real login as a configured smoke-test user, visiting the switched app's own routes. A page
// error, a script that fails to load, the remote's fallback or an error page instead of the
// route's content is a failure; the caller then rolls the app back.
import { chromium, type Browser } from 'playwright-core';

export interface SmokeConfig {
  /** The shop's origin as a browser reaches it. */
  shopUrl: string;
  user: string;
  password: string;
  /** An administrator for the back office's check (RELEASE_SMOKE_ADMIN_USER/_PASSWORD): no one else sees /beheer. */
  adminUser?: string;
  adminPassword?: string;
  chromiumPath: string;
}

/** Apps whose pages only an administrator sees: checked as the admin smoke user, or not at all. */
const ADMIN_APPS = new Set(['admin']);

/** Who signs in for an app's smoke check; null: nobody who could see its pages is configured. */
export function smokeUserFor(config: SmokeConfig, app: string): { user: string; password: string } | null {
  if (!ADMIN_APPS.has(app)) return { user: config.user, password: config.password };
  return config.adminUser && config.adminPassword ? { user: config.adminUser, password: config.adminPassword } : null;
}

export interface SmokeResult {
  ok: boolean;
  reason: string | null;
  durationMs: number;
  visited: string[];
}

/** The routes a smoke check visits per app: pages that app renders for every signed-in user (mf-admin's: for an administrator). */
export const SMOKE_ROUTES: Record<string, string[]> = {
  host: ['/'],
  catalog: ['/assortiment', '/zoeken?phrase=kraan'],
  checkout: ['/winkelwagen'],
  account: ['/mijnaccount'],
  content: ['/nieuws', '/privacyverklaring'],
  admin: ['/beheer', '/beheer/registraties'],
};

const BUDGET_MS = 55_000;
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function runSmokeCheck(config: SmokeConfig, app: string): Promise<SmokeResult> {
  const started = Date.now();
  const routes = SMOKE_ROUTES[app] ?? ['/'];
  const who = smokeUserFor(config, app);
  const visited: string[] = [];
  const problems: string[] = [];
  let browser: Browser | undefined;
  const deadline = setTimeout(() => void browser?.close(), BUDGET_MS);
  try {
    if (!who) throw new Error(`geen smoke-gebruiker voor ${app} ingesteld`);
    browser = await chromium.launch({ executablePath: config.chromiumPath, args: CHROMIUM_ARGS, timeout: 20_000 });
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (e) => problems.push(`fout op de pagina: ${e.message}`));
    page.on('requestfailed', (r) => {
      // A script still loading when the check moves on to its next page is cancelled by that
      // navigation (net::ERR_ABORTED): not a script that failed to load.
      if (r.resourceType() === 'script' && r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`script niet geladen: ${new URL(r.url()).pathname}`);
    });
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' && r.status() >= 400) problems.push(`script ${new URL(r.url()).pathname}: status ${r.status()}`);
    });

    await page.goto(new URL('/login', config.shopUrl).toString());
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByLabel('E-mailadres').fill(who.user);
    await page.getByLabel('Wachtwoord').fill(who.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByRole('contentinfo').waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);

    for (const route of routes) {
      visited.push(route);
      await page.goto(new URL(route, config.shopUrl).toString());
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      // The route's own content, the remote's fallback or an error page: whichever comes first.
      const outcome = await page
        .locator('[data-testid="remote-fallback"], [data-testid="error-status"], main h1, main h2')
        .first()
        .waitFor({ state: 'visible', timeout: 15_000 })
        .then(async () => {
          if (await page.locator('[data-testid="remote-fallback"]').count()) return 'de remote kon niet laden (terugvalscherm)';
          if (await page.locator('[data-testid="error-status"]').count()) return `foutpagina ${await page.locator('[data-testid="error-status"]').first().innerText()}`;
          return null;
        })
        .catch(() => 'de pagina toonde geen inhoud');
      if (outcome) problems.push(`${route}: ${outcome}`);
      if (problems.length) break;
    }
    return { ok: problems.length === 0, reason: problems.length ? problems.join('; ') : null, durationMs: Date.now() - started, visited };
  } catch (e) {
    const reason = Date.now() - started >= BUDGET_MS ? 'de controle duurde langer dan een minuut' : `controle mislukt: ${(e as Error).message.split('\n')[0]}`;
    return { ok: false, reason: [...problems, reason].join('; '), durationMs: Date.now() - started, visited };
  } finally {
    clearTimeout(deadline);
    await browser?.close().catch(() => undefined);
  }
}
