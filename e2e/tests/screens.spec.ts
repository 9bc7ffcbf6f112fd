// Every screen of the shop (fixtures/routes.ts) opened fresh as a visitor and as each role, at
// 1280 and at 360 px: axe finds no violation (scrollable-region-focusable included), nothing
// scrolls sideways on a phone, and the load writes no error or warning to the console.
// One test per screen, width and role: one fresh load of it, on a page signed in once per role.
import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { axeViolations } from '../fixtures/axe';
import { loginAs } from '../fixtures/auth';
import { ROLES, SCREENS, type ShopScreen } from '../fixtures/routes';
import { expect, test } from '@playwright/test';
import { shop } from '../fixtures/shop';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const;

/** Opens the screen fresh and lists what is wrong with it at the page's current width. */
async function check(page: Page, url: string, narrow: boolean): Promise<string[]> {
  const findings: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    // Playwright's own note on the service worker it blocks (every load here is a fresh one).
    if (m.text().startsWith('Service Worker registration blocked by Playwright')) return;
    if (m.type() === 'error' || m.type() === 'warning') findings.push(`console ${m.type()}: ${m.text()} (${m.location().url})`);
  };
  const onError = (e: Error) => findings.push(`page error: ${e.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    await page.goto(url);
    // The page has rendered its heading (a screen, the 404 or the error page) and stopped loading.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const v of await axeViolations(page)) findings.push(`axe ${v}`);
    if (narrow) {
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      if (scrollWidth > innerWidth) findings.push(`scrolls sideways: ${scrollWidth} px wide in a ${innerWidth} px screen`);
    }
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
  return findings;
}

for (const { name, width, height } of WIDTHS) {
  for (const who of ['visitor', ...ROLES] as const) {
    // One page for the whole walk, signed in once: each screen is a fresh load on it.
    test.describe(`at ${width} px (${name}) as ${who}`, () => {
      let context: BrowserContext;
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        context = await browser.newContext({ baseURL: shop().url, viewport: { width, height }, serviceWorkers: 'block' });
        page = await context.newPage();
        if (who !== 'visitor') await loginAs(page, who);
      });
      test.afterAll(async () => {
        await context.close();
      });
      const screens = SCREENS.filter((s: ShopScreen) => (s.who === 'visitor') === (who === 'visitor'));
      for (const { url } of screens) {
        test(url, async () => {
          expect(await check(page, url, width < 768)).toEqual([]);
        });
      }
    });
  }
}
