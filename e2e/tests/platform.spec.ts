// The platform: remotes render through federation inside the host's layout, share one React,
// one styled-components, one auth store and one basket channel, and fail gracefully.
// Protected pages need a signed-in user: the main demo user signs in through the real provider
// (fixtures/auth.ts); the /ping page is public and is visited logged out.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// The service worker would answer the requests these tests intercept.
test.use({ serviceWorkers: 'block' });

const REMOTE_PAGES = [
  { remote: 'catalog', url: '/zoeken?phrase=kraan', title: "Zoekresultaten voor 'kraan'" },
  { remote: 'checkout', url: '/winkelwagen', title: 'Winkelwagen' },
  { remote: 'account', url: '/mijnaccount/mijnorders', title: 'Mijn orders' },
  { remote: 'content', url: '/nieuws', title: 'Nieuws' },
];

async function expectHostLayout(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('signed in', () => {
  test.use({ user: 'main' });

  for (const { remote, url, title } of REMOTE_PAGES) {
    test(`a page of ${remote} renders through federation inside the host's layout`, async ({ page }) => {
      const remoteEntry = page.waitForResponse((r) => r.url().includes(`/mf-${remote}/`) && r.url().endsWith('/remoteEntry.js'));
      await page.goto(url);
      expect((await remoteEntry).status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('breadcrumbs')).toBeVisible();
      await expectHostLayout(page);
      // The basket page names the basket after its title ('Winkelwagen <name>').
      await expect(page).toHaveTitle(new RegExp(`^${title}( .+)? \\| Kraanvogel$`));
    });
  }

  test('host and remotes share one React, one styled-components, one auth store and one basket channel', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-blocks')).toBeVisible();
    await expect(page.getByTestId('news-teaser')).toBeVisible();
    // Visit a page of every remote so that all four have registered themselves.
    for (const { url, title } of REMOTE_PAGES) {
      await page.getByRole('link', { name: 'Home' }).first().waitFor();
      await page.evaluate((u) => {
        window.history.pushState({}, '', u);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, url);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    const report = await page.evaluate(() => {
      const apps = globalThis.__KRAANVOGEL__!.apps;
      const host = apps.host!;
      const names = Object.keys(apps).sort();
      const same = (key: 'react' | 'styledThemeContext' | 'queryClientContext' | 'authStore' | 'basketChannel') =>
        names.every((n) => apps[n]![key] === host[key]);
      return {
        names,
        react: same('react'),
        styled: same('styledThemeContext'),
        query: same('queryClientContext'),
        store: same('authStore'),
        channel: same('basketChannel'),
        versions: names.map((n) => apps[n]!.reactVersion),
      };
    });
    expect(report.names).toEqual(['account', 'catalog', 'checkout', 'content', 'host']);
    expect(report).toMatchObject({ react: true, styled: true, query: true, store: true, channel: true });
    expect(new Set(report.versions).size).toBe(1);
    // The host's theme applies inside a remote: the remote's title has the theme's primary colour.
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuws' })).toHaveCSS('color', 'rgb(0, 82, 155)');
  });

});

test('a change the host makes in the shared auth store shows in a remote', async ({ page, loginAs }) => {
  await page.goto('/ping');
  await expect(page.getByTestId('ping-session')).toHaveText('Niet ingelogd');
  // A real session (a signed-in header asks the api with its token at once: a made-up token would
  // be refused and end the session), then the host's store changes the user's name.
  await loginAs('main');
  await page.goto('/ping');
  await expect(page.getByTestId('ping-session')).toHaveText(/^Ingelogd als /);
  await page.evaluate(() => {
    const store = globalThis.__KRAANVOGEL__!.apps.host!.authStore as {
      getState: () => { token: string; expiresAt: number | null; idToken: string | null; roles: string[]; user: { sub: string; name?: string }; signIn: (s: unknown) => void };
    };
    const { token, expiresAt, idToken, roles, user, signIn } = store.getState();
    signIn({ token, expiresAt, idToken, role: roles, user: { ...user, name: 'Jan de Vries' } });
  });
  await expect(page.getByTestId('ping-session')).toHaveText('Ingelogd als Jan de Vries');
});

test.describe('signed in', () => {
  test.use({ user: 'main' });

  test('an event sent by one remote is received by another', async ({ page }) => {
    await page.goto('/zoeken?phrase=kraan');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('basket-selector')).toBeVisible();
    await page.evaluate(() => {
      const channel = globalThis.__KRAANVOGEL__!.apps.catalog!.basketChannel as { publish: (e: unknown) => void };
      channel.publish({ type: 'add-to-basket', itemNo: '1000001', amount: 2, description: 'Rijnbron Stroom wastafelkraan wit 95mm', source: 'catalog' });
    });
    const popup = page.getByRole('dialog', { name: 'Toegevoegd aan winkelwagen' });
    await expect(popup).toContainText('Rijnbron Stroom wastafelkraan wit 95mm');
    await expect(popup).toContainText('Aantal: 2');
  });

  for (const failure of ['down', '500', 'broken'] as const) {
    test(`a remote that is ${failure} shows a Dutch fallback and the rest keeps working`, async ({ page }) => {
      await page.route('**/mf-account/**', (route) => {
        if (failure === 'down') return route.abort('connectionrefused');
        if (failure === '500') return route.fulfill({ status: 500, body: 'Internal Server Error' });
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'var account = { init: function (' });
      });
      await page.goto('/mijnaccount/mijnorders');
      await expect(page.getByTestId('remote-fallback')).toContainText('Dit onderdeel is tijdelijk niet beschikbaar');
      await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
      await expectHostLayout(page);
      // The other remotes still work, in the same page.
      await page.getByRole('link', { name: 'Nieuws' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nieuws' })).toBeVisible();
      const search = page.getByRole('combobox', { name: 'Zoeken in het assortiment' });
      await search.fill('kraan');
      await search.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: "Zoekresultaten voor 'kraan'" })).toBeVisible();
    });
  }

  test('a chunk load failure reloads the page once, and not again within 60 s', async ({ page }) => {
    // Page loads counted by their document requests: the reload can come before the first
    // page's load event.
    let loads = 0;
    // The catalog files the second page load asked for, and those of them that failed.
    const asked = new Set<Request>();
    const failed: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) loads++;
      else if (loads === 2 && r.url().includes('/mf-catalog/')) asked.add(r);
    });
    page.on('requestfailed', (r) => {
      if (asked.has(r)) failed.push(new URL(r.url()).pathname.split('/').pop()!);
    });
    // Every chunk of the catalog except its entry fails, as after a release that removed them.
    await page.route(/\/mf-catalog\/[^/]+\/(?!remoteEntry\.js)[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/zoeken?phrase=kraan');
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 15_000 });
    expect(loads).toBe(2);
    const stamp = await page.evaluate(() => Number(sessionStorage.getItem('kraanvogel:chunk-reload-at')));
    expect(Date.now() - stamp).toBeLessThan(60_000);
    // Still failing, within 60 s: the second load's other catalog part, the header's search box,
    // fails too, and that brings no second reload; the fallback with its retry button stays.
    await expect.poll(() => failed.some((f) => f.startsWith('__federation_expose_InstantSearch.'))).toBe(true);
    expect(await page.evaluate(() => Number(sessionStorage.getItem('kraanvogel:chunk-reload-at')))).toBe(stamp);
    expect(loads).toBe(2);
    await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
    await expectHostLayout(page);
  });
});
