// Mijn account, part 2, in the real shop against the real provider: a user changes his password
// and only the new one signs in; another turns on two-factor sign-in with the secret the screen
// shows and signs in with password and a code an authenticator app would compute; a main user
// invites a member, who sets his password through the link in the outbox mail, signs in with his
// role's menu and loses his session when he is removed; a main user changes the organisation's
// address; a user files a return for a delivered line; a warehouse user gets 'Geen toegang' on
// Mijn organisatie. Each test has its own demo user, so they run in any order; axe checks every page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, expect, loginAs, logout, signInAtProvider, test, type Credentials } from '../fixtures/auth';

const demo = (login: string): Credentials => ({ email: login, password: DEMO_PASSWORD });
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`)).toEqual([]);
}

/** A call to one of the shop's APIs with the signed-in user's token, from the page; answers the status and body. */
async function api<T = unknown>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const auth = globalThis.__KRAANVOGEL__!.apps.host!.authStore as { getState: () => { token: string } };
      const res = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${auth.getState().token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    { method, url, body },
  ) as Promise<{ status: number; body: T }>;
}

/** Signs in at the provider's form and expects it to refuse (the form stays, with its alert). */
async function expectSignInRefused(page: Page, who: Credentials) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await signInAtProvider(page, who);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/idp\//);
}

/** The code an authenticator app shows for a base32 secret, `ahead` time steps from now. */
function totpCode(secret: string, ahead = 0) {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + ahead * 30_000 });
}

test('a changed password signs in and the old one no longer does', async ({ page }) => {
  test.setTimeout(90_000);
  const user = demo('hoofdgebruiker@klant4.example.nl');
  const newPassword = `Nieuw${stamp()}7`;
  await loginAs(page, user, { from: '/mijnaccount/mijninloggegevens' });
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn inloggegevens' })).toBeVisible();
  await expect(page.getByTestId('profile-username')).toHaveText(user.email);
  await expectNoAxeViolations(page);

  const form = page.getByTestId('change-password');
  await expect(form.getByText(/Minstens 10 tekens, met minstens één letter en één cijfer/)).toBeVisible();
  // A wrong current password is refused by the server, at its field.
  await form.getByLabel('Huidig wachtwoord').fill('Geraden12345');
  await form.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
  await form.getByLabel('Herhaal het nieuwe wachtwoord').fill(newPassword);
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(form.getByText('Uw huidige wachtwoord klopt niet.')).toBeVisible();
  await expect(form.getByLabel('Huidig wachtwoord')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await form.getByLabel('Huidig wachtwoord').fill(user.password);
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(form.getByRole('status')).toContainText('Uw wachtwoord is gewijzigd.');

  await logout(page);
  await expectSignInRefused(page, user);
  await loginAs(page, { email: user.email, password: newPassword });

  // Back to the demo password, so a later run against the same data finds it.
  expect((await api(page, 'POST', '/mgmt/api/account/my-profile/change-password', { currentPassword: newPassword, newPassword: user.password })).status).toBe(204);
});

test('two-factor sign-in: turned on with the shown secret and a code, then password plus code signs in', async ({ page }) => {
  test.setTimeout(90_000);
  const user = demo('medewerker@klant4.example.nl');
  await loginAs(page, user, { from: '/mijnaccount/mijninloggegevens' });
  const section = page.getByTestId('two-factor');
  await expect(section.getByTestId('two-factor-state')).toHaveText('Tweestapsverificatie staat uit.');
  await section.getByRole('button', { name: 'Tweestapsverificatie aanzetten' }).click();
  await expect(section.getByRole('img', { name: 'QR-code voor uw authenticator-app' })).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolations(page);

  // A wrong code does not turn it on.
  await section.getByLabel('Code uit de app').fill(totpCode(secret, -5));
  await section.getByRole('button', { name: 'Bevestigen en aanzetten' }).click();
  await expect(section.getByText(/Deze code klopt niet/)).toBeVisible();
  await expect(section.getByTestId('two-factor-state')).toHaveText('Tweestapsverificatie staat uit.');

  await section.getByLabel('Code uit de app').fill(totpCode(secret));
  await section.getByRole('button', { name: 'Bevestigen en aanzetten' }).click();
  await expect(section.getByTestId('two-factor-state')).toHaveText('Tweestapsverificatie staat aan.');

  // From now on the provider asks for a code after the password.
  await logout(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await signInAtProvider(page, user);
  await expect(page.getByRole('heading', { name: 'Verificatiecode' })).toBeVisible();
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('alert')).toContainText('Deze code klopt niet');
  // The confirming code was used up; the app's next code signs in.
  await page.getByLabel('Code').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Turning it off asks for the password (and leaves the user as the seed made him).
  await page.goto('/mijnaccount/mijninloggegevens');
  await section.getByRole('button', { name: 'Tweestapsverificatie uitzetten' }).click();
  await section.getByLabel('Wachtwoord').fill(user.password);
  await section.getByRole('button', { name: 'Uitzetten' }).click();
  await expect(section.getByTestId('two-factor-state')).toHaveText('Tweestapsverificatie staat uit.');
});
