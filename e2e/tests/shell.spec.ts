// The shell: sign-in through the real provider, menus by role, logout, deep links,
// 404 and error pages, the mega menu, the mobile menu at 360 px, page-view tracking, online
// status, the service worker and accessibility (axe-core) of the shell.
import { axeViolations as wcagViolations } from '../fixtures/axe';
import type { Page } from '@playwright/test';
import { confirmLogoutAtProvider, signInAtProvider } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { hostFilesPrecached } from '../fixtures/service-worker';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

// The service worker would answer requests that some tests intercept; one test turns it on.
test.use({ serviceWorkers: 'block' });

const USER_MENU = {
  // 'Goed te keuren' carries a count while purchase requests wait for the main user.
  main: ['Mijn orders', 'Mijn facturen', 'Mijn winkelwagens', 'Mijn bestellijsten', 'Mijn assortiment', 'Mijn inloggegevens', 'Mijn organisatie', /^Goed te keuren/, 'Retouraanvraag', 'Uitloggen'],
  employee: ['Mijn orders', 'Mijn facturen', 'Mijn winkelwagens', 'Mijn bestellijsten', 'Mijn assortiment', 'Mijn inloggegevens', 'Retouraanvraag', 'Uitloggen'],
  warehouse: ['Mijn winkelwagens', 'Mijn bestellijsten', 'Mijn assortiment', 'Mijn inloggegevens', 'Retouraanvraag', 'Uitloggen'],
} as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdnavigatie' });

async function openUserMenu(page: Page) {
  await page.getByTestId('user-menu-button').click();
  const menu = page.getByTestId('user-menu');
  await expect(menu).toBeVisible();
  return menu;
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const axeViolations = (page: Page, include?: string[]) => wcagViolations(page, { include, tags: WCAG_21_AA });

test.describe('logged out', () => {
  test('a visitor of the home page goes to /login, with only the simple header', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expect(page).toHaveTitle('Inloggen | Kraanvogel');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kraanvogel, naar de homepage' })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByTestId('instant-search')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Registreren' })).toHaveAttribute('href', '/registratie');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a deep link goes to /login and, after sign-in at the provider, back to the deep link', async ({ page }) => {
    await page.goto('/mijnaccount/mijnbestellijsten');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmijnaccount%2Fmijnbestellijsten$/);
    await expect(page.getByText('Log in om deze pagina te bekijken.')).toBeVisible();
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await signInAtProvider(page, 'employee');
    await expect(page).toHaveURL(/\/mijnaccount\/mijnbestellijsten$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn bestellijsten' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('registration has the minimal header titled Registreren, without navigation or footer', async ({ page }) => {
    await page.goto('/registratie');
    await expect(page).toHaveURL(/\/registratie$/);
    await expect(page.getByRole('banner').getByTestId('layout-title')).toHaveText('Registreren');
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('an unknown path shows the 404 page with the way to the login page', async ({ page }) => {
    await page.goto('/bestaat/niet');
    await expect(page.getByRole('heading', { name: 'Sorry... Pagina niet gevonden' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page).toHaveTitle('Pagina niet gevonden | Kraanvogel');
    await page.getByRole('link', { name: 'Naar inlogpagina' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a failed sign-in return shows the error page: Fout!, the message, status 500', async ({ page }) => {
    await page.goto('/auth?code=ongeldig&state=onbekend');
    await expect(page.getByTestId('error-status')).toHaveText('500');
    await expect(page.getByRole('heading', { name: /^Fout! Inloggen is niet gelukt/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar inlogpagina' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

for (const role of ['main', 'employee', 'warehouse'] as const) {
  test(`the ${role} user signs in through the provider and sees the right user menu`, async ({ page, loginAs }) => {
    await loginAs(role);
    await expect(page.getByRole('banner')).toBeVisible();
    const menu = await openUserMenu(page);
    await expect(menu.getByRole('link')).toHaveText([...USER_MENU[role]]);
    // Escape closes the menu and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('user-menu-button')).toBeFocused();
  });
}

test.describe('logged in as the main user', () => {
  test.use({ user: 'main' });

  test('the default layout: header, navigation and footer as SPEC says', async ({ page }) => {
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Kraanvogel, naar de homepage' })).toBeVisible();
    await expect(header.getByTestId('instant-search')).toBeVisible();
    await expect(header.getByRole('link', { name: /088 123 45 67/ })).toHaveAttribute('href', 'tel:+31881234567');
    await expect(header.getByTestId('basket-selector')).toBeVisible();
    await expect(page.getByTestId('user-menu-button')).toContainText(/\S/);

    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: 'Assortiment' })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Outlet' })).toHaveAttribute('href', '/assortiment/outlet');
    await expect(nav.getByRole('link', { name: 'Nieuws' })).toHaveAttribute('href', '/nieuws');
    // Mijn account and Uitloggen belong to the small screens' menu.
    await expect(nav.getByRole('link', { name: 'Mijn account' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Kraanvogel Sanitair & Installatie B.V.');
    await expect(footer.getByRole('link', { name: '088 123 45 67' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'info@kraanvogel.nl' })).toHaveAttribute('href', 'mailto:info@kraanvogel.nl');
    for (const social of ['LinkedIn', 'Facebook', 'Instagram']) await expect(footer.getByRole('link', { name: new RegExp(social) })).toBeVisible();
    const service = footer.getByRole('region', { name: 'Klantenservice' });
    await expect(service.getByRole('link')).toHaveText([/^Retourneren/, /^Showroom/, /^Contact/, /^Route/]);
    await expect(footer.getByRole('region', { name: 'Openingstijden afhaalbalie' })).toContainText('Maandag t/m vrijdag07:30 - 17:00');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Kraanvogel Sanitair & Installatie B.V.`);
    await expect(footer.getByRole('link', { name: 'Privacyverklaring' })).toHaveAttribute('href', '/privacyverklaring');
  });

  test('the Assortiment mega menu: three levels from the navigation API, without outlet, by pointer and keyboard', async ({ page, api }) => {
    const navigation = await api.get<{ code: { value: string }; description: { value: string }; childNodes?: unknown[] }[]>('/pim/api/app/navigation');
    const expected = navigation.filter((n) => n.code.value.toLowerCase() !== 'outlet');
    expect(expected.length).toBeGreaterThan(0);

    const button = mainNav(page).getByRole('button', { name: 'Assortiment' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByTestId('mega-menu');
    const level1 = panel.getByRole('list', { name: 'Assortiment' }).getByRole('link');
    await expect(level1).toHaveText(['Alle categorieën', ...expected.map((n) => n.description.value)]);

    // Pointer on a level-1 item shows its submenu, on a level-2 item its subsubmenu.
    const first = expected.find((n) => (n.childNodes ?? []).length > 0)!;
    await level1.filter({ hasText: first.description.value }).hover();
    const submenu = page.getByTestId('submenu');
    await expect(submenu.getByRole('link').first()).toHaveText(`Alles in ${first.description.value}`);
    const level2 = submenu.getByRole('link').nth(1);
    await level2.hover();
    const subsub = page.getByTestId('subsubmenu').getByRole('link');
    await expect(subsub.first()).toHaveText(/^Alles in /);
    const leaf = subsub.nth(1);
    const href = await leaf.getAttribute('href');
    expect(href).toMatch(/^\/assortiment\/[^/\sA-Z]+\/[^/\sA-Z]+\/[^/\sA-Z]+$/);

    // Keyboard: arrows move through and between the columns, Escape closes and returns focus.
    await level1.nth(1).focus();
    await page.keyboard.press('ArrowDown');
    await expect(level1.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(submenu.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(level1.nth(2)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    // A click on a category goes there and closes the menu.
    await button.click();
    await level1.filter({ hasText: first.description.value }).hover();
    await submenu.getByRole('link').nth(1).hover();
    await page.getByTestId('subsubmenu').getByRole('link').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(panel).toBeHidden();
  });

  test('a click outside closes the mega menu', async ({ page }) => {
    await mainNav(page).getByRole('button', { name: 'Assortiment' }).click();
    await expect(page.getByTestId('mega-menu')).toBeVisible();
    await page.getByTestId('overlay').click({ position: { x: 5, y: 600 } });
    await expect(page.getByTestId('mega-menu')).toBeHidden();
  });

  test('the 404 page leads back home; the shell has no axe-core violations', async ({ page }) => {
    test.slow();
    expect(await axeViolations(page, ['header', 'nav', 'footer'])).toEqual([]);
    await mainNav(page).getByRole('button', { name: 'Assortiment' }).click();
    await expect(page.getByTestId('mega-menu').getByRole('link').nth(1)).toBeVisible();
    expect(await axeViolations(page, ['header', 'nav', 'footer'])).toEqual([]);
    await page.keyboard.press('Escape');
    await openUserMenu(page);
    expect(await axeViolations(page, ['header', 'nav', 'footer'])).toEqual([]);

    await page.goto('/dit/bestaat/niet');
    await expect(page.getByRole('heading', { name: 'Sorry... Pagina niet gevonden' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByTestId('error-status')).toHaveText('404');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Terug naar homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page-view event reaches the data layer 250 ms after each navigation', async ({ page }) => {
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'pageview').map((e) => e.pagePath))).toContain('/');
    await mainNav(page).getByRole('link', { name: 'Nieuws' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuws' })).toBeVisible();
    const pageViews = () => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'pageview'));
    await expect.poll(async () => (await pageViews()).at(-1)).toMatchObject({
      event: 'pageview',
      pageType: 'PageView',
      pagePath: '/nieuws',
      pageTitle: 'Nieuws | Kraanvogel',
    });
    // No tag manager id is configured here, so no container script is loaded.
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  });

  test('a slow route change shows the loading indicator', async ({ page }) => {
    // The news pages' code (not loaded yet: the home page only used the news teaser) is slow.
    await page.route(/\/mf-content\/[^/]+\/(?!remoteEntry\.js)[^/]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await mainNav(page).getByRole('link', { name: 'Nieuws' }).click();
    await expect(page.getByRole('progressbar', { name: 'Pagina wordt geladen' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuws' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Pagina wordt geladen' })).toBeHidden();
  });

  test('offline and back online is shown', async ({ page, context }) => {
    await context.setOffline(true);
    await expect(page.getByTestId('online-status')).toContainText('U bent offline.');
    await context.setOffline(false);
    await expect(page.getByTestId('online-status')).toContainText('De verbinding is hersteld.');
    const events = await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event));
    expect(events).toEqual(expect.arrayContaining(['offline', 'online']));
  });

  test('logout goes through the provider to /login and leaves no session behind', async ({ page, context }) => {
    await page.evaluate(() => {
      document.cookie = 'XSRF-TOKEN=abc; path=/';
      document.cookie = '__RequestVerificationToken=def; path=/';
    });
    // The tokens are in this tab's sessionStorage, never in localStorage.
    expect(await page.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('kraanvogel:oidc:user:')))).toBe(true);
    expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('kraanvogel:oidc:')))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('kraanvogel:auth-strategy'))).toBe('oidc');

    const menu = await openUserMenu(page);
    await menu.getByRole('link', { name: 'Uitloggen' }).click();
    await confirmLogoutAtProvider(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();

    const left = await page.evaluate(() => ({
      local: Object.keys(localStorage).filter((k) => k.startsWith('kraanvogel:oidc:') || k === 'kraanvogel:auth-strategy'),
      baskets: JSON.parse(localStorage.getItem('kraanvogel:baskets') ?? 'null') as { state?: { owner: unknown; availableBaskets: unknown[]; currentBasket: unknown } } | null,
      session: Object.keys(sessionStorage),
      cookies: document.cookie,
    }));
    expect(left.local).toEqual([]);
    expect(left.baskets?.state ?? { owner: null, availableBaskets: [], currentBasket: null }).toMatchObject({ owner: null, availableBaskets: [], currentBasket: null });
    expect(left.session).toEqual([]);
    expect(left.cookies).not.toMatch(/XSRF-TOKEN|RequestVerificationToken/);
    expect((await context.cookies()).map((c) => c.name)).not.toEqual(expect.arrayContaining(['XSRF-TOKEN', '__RequestVerificationToken']));

    // The session is gone for real: a protected page sends the user to /login again.
    await page.goto('/mijnaccount/mijnorders');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
});

test.describe('small screens (360 px)', () => {
  test.use({ user: 'main', viewport: { width: 360, height: 740 } });

  test('the hamburger menu holds the basket, the mobile navigation, Contact and the phone number', async ({ page }) => {
    // Nothing sticks out sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByTestId('user-menu-button')).toHaveCount(0);

    const hamburger = page.getByRole('button', { name: 'Menu openen' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await hamburger.click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu sluiten' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByTestId('basket-selector')).toBeVisible();
    const nav = menu.getByRole('navigation', { name: 'Mobiel menu' });
    await expect(nav.getByRole('button', { name: 'Assortiment' })).toBeVisible();
    for (const [name, href] of [
      ['Outlet', '/assortiment/outlet'],
      ['Nieuws', '/nieuws'],
      ['Mijn account', '/mijnaccount'],
      ['Uitloggen', '/logout'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    const contact = menu.getByRole('link', { name: /^Contact/ });
    await expect(contact).toHaveAttribute('href', 'https://www.example.nl/contact');
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: /088 123 45 67/ })).toHaveAttribute('href', 'tel:+31881234567');
    expect(await axeViolations(page, ['header'])).toEqual([]);

    // The assortment tree opens level by level.
    await nav.getByRole('button', { name: 'Assortiment' }).click();
    const level1 = nav.locator('#mobiel-assortiment > li > button').first();
    await level1.click();
    await expect(level1).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: /^Alles in / }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Escape closes it and the focus returns to the hamburger.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeFocused();

    // Nieuws from the menu navigates and closes the menu.
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Nieuws' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuws' })).toBeVisible();
    await expect(page.getByTestId('mobile-menu')).toBeHidden();
  });
});

test.describe('automatic logout', () => {
  test('when the session ends (1800 s) the user is logged out and lands on /login', async ({ page, loginAs }) => {
    await page.clock.install();
    await loginAs('main');
    await page.clock.fastForward('30:05');
    await confirmLogoutAtProvider(page);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('kraanvogel:oidc:user:')))).toEqual([]);
  });
});

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('is registered at /sw.js and lets the shell open offline', async ({ page, context }) => {
    // Registered after the app's first page has replaced the HTML shell, not while it boots.
    await page.goto('/login');
    await page.waitForFunction(() => !document.getElementById('kv-shell-style'));
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()))).toBe(false);
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return { script: reg.active?.scriptURL, scope: reg.scope };
    });
    expect(new URL(registration.script!).pathname).toBe('/sw.js');
    expect(new URL(registration.scope).pathname).toBe('/');
    // A reload under the worker's control fills the shell cache: the page, which carries the
    // runtime config and the registry, so the shell needs no other request to start offline.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).sort())).toEqual(expect.arrayContaining(['kraanvogel-shell']));
    const shellPage = await page.evaluate(async () => {
      const cache = await caches.open('kraanvogel-shell');
      const keys = await cache.keys();
      return keys.length ? (await (await cache.match(keys[0]!))!.text()).includes('id="kv-boot"') : false;
    });
    expect(shellPage).toBe(true);
    expect(await hostFilesPrecached(page)).toBe('ok');
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((k) => k.startsWith('workbox-precache'))!;
      return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    });
    expect(precached.some((p) => /^\/host\/[^/]+\/main\.js/.test(p))).toBe(true);
    expect(precached.some((p) => p.endsWith('.html'))).toBe(false);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await context.setOffline(false);
  });
});
