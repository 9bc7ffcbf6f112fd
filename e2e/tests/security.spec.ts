// The browser side of the shop's security: every HTML page of the shop and of the provider is
// locked down by its headers (a CSP without inline script — but for the shop page's own loader,
// allowed by its hash — that no site may frame, nosniff,
// Referrer-Policy, Permissions-Policy), the shop works under that policy, a framed shop does not
// render, tokens stay out of localStorage, and after logout the old access token is refused.
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { tokenOf } from '../fixtures/api';
import { loginAs, logout, signInAtProvider } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';

function expectLockedDown(headers: Record<string, string>, what: string, camera = 'camera=()') {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, what).toContain("'self'");
  expect(scriptSrc, what).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBeTruthy();
  expect(headers['permissions-policy'], what).toContain(camera);
  expect(headers['permissions-policy'], what).toContain('microphone=()');
}

/** Collects the CSP violations the browser reports on a page. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test('the shop\'s and the provider\'s pages carry the security headers', async ({ page, request }) => {
  for (const path of ['/', '/login', '/assortiment', '/mijnaccount/mijnorders']) {
    const res = await request.get(path);
    expect(res.headers()['content-type']).toContain('text/html');
    // The shop's own pages may use the camera (the barcode scanner), from their own origin only.
    expectLockedDown(res.headers(), path, 'camera=(self)');
    // index.html has one inline script, the loader, and the policy allows exactly that one by its
    // hash (no 'unsafe-inline'); every other script element is a JSON data block (the boot data,
    // the loader's list), which a browser never runs.
    const html = await res.text();
    const inline = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter((m) => !/\stype="application\/json"/.test(m[1] ?? '') && !/\ssrc=/.test(m[1] ?? ''));
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${crypto.createHash('sha256').update(inline[0]![2]!).digest('base64')}'`;
    expect(/script-src ([^;]*)/.exec(res.headers()['content-security-policy'] ?? '')?.[1]?.split(' ')).toEqual(["'self'", hash]);
  }

  // The provider's login page, reached as a user reaches it.
  const responses: Record<string, Record<string, string>> = {};
  page.on('response', (r) => {
    if (r.request().resourceType() === 'document') responses[new URL(r.url()).pathname] = r.headers();
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  const interaction = Object.entries(responses).find(([path]) => path.startsWith('/idp/interaction/'));
  expectLockedDown(interaction![1], 'provider login page');

  const error = await request.get('/idp/auth?client_id=onbekend&response_type=code');
  expect(error.headers()['content-type']).toContain('text/html');
  expectLockedDown(error.headers(), 'provider error page');
});

test('the shop runs under its policy: sign-in, navigation and logout without a single CSP violation', async ({ page }) => {
  const violations = cspViolations(page);
  await loginAs(page, 'main');
  await page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Nieuws' }).click();
  await expect(page).toHaveURL(/\/nieuws$/);
  await page.goto('/zoeken?phrase=kraan');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const path of ['/winkelwagen', '/mijnaccount', '/assortiment/outlet']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await logout(page);
  expect(violations).toEqual([]);
});

test('a shop page framed by another site does not render', async ({ page, baseURL }) => {
  const framer = 'http://framer.example';
  await page.route(`${framer}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Framer</title><iframe id="shop" src="${baseURL}/login" width="800" height="600"></iframe>` }),
  );
  await page.goto(framer);
  // The browser refuses to show the page in the frame (it shows its own error page there).
  const framed = () => page.frames().find((f) => f !== page.mainFrame());
  await expect.poll(() => framed()?.url() ?? '').toMatch(/^chrome-error:/);
  expect(await framed()!.locator('button', { hasText: 'Inloggen' }).count()).toBe(0);
});

test.describe('signed in', () => {
  test.use({ user: 'employee' });

  test('the tokens are kept in the tab\'s sessionStorage, not in localStorage', async ({ page }) => {
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage).filter((k) => /oidc|token/i.test(k)),
      session: Object.keys(sessionStorage).filter((k) => k.startsWith('kraanvogel:oidc:user:')),
      refreshInLocal: Object.values(localStorage).some((v) => /refresh_token/.test(v)),
    }));
    expect(stored).toEqual({ local: [], session: [expect.any(String)], refreshInLocal: false });
  });

  test('a second tab gets the session from the first without signing in again', async ({ page: _signedIn, context }) => {
    const other = await context.newPage();
    await other.goto('/mijnaccount');
    await expect(other).toHaveURL(/\/mijnaccount$/);
    await expect(other.getByRole('contentinfo')).toBeVisible();
    await other.close();
  });

  test('after logout the old access token is refused by the api within seconds', async ({ page, request }) => {
    const token = await tokenOf(page);
    const profile = () => request.get('/mgmt/api/account/my-profile', { headers: { Authorization: `Bearer ${token}` } });
    expect((await profile()).status()).toBe(200);
    await logout(page);
    await expect.poll(async () => (await profile()).status(), { timeout: 5_000 }).toBe(401);
  });
});

test('a crafted return address after sign-in lands on a page of the shop', async ({ page, baseURL }) => {
  for (const redirect of ['//evil.example/x', '/\t/evil.example', '/%E0%A4%A', 'https://evil.example']) {
    await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await signInAtProvider(page, 'employee');
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/$`), { timeout: 15_000 });
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await logout(page);
  }
});
