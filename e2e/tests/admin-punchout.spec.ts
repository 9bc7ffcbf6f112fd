// The back office's punch-out accounts (/beheer/punchout) as the administrator beheer@kraanvogel.nl
// uses them: both demo accounts with their hosts and the shop's identity; a new account whose
// secret the shop makes and shows once, and which then punches in; its session in the account's
// last sessions; its identity and ETIM → UNSPSC classification; a new secret after a confirmation;
// axe at 1280 and 360 px on both screens.
import { DEMO_PASSWORD, loginAs } from '../fixtures/auth';
import { expectAccessibleAtBothWidths } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { uniqueId } from '../fixtures/unique';

const ADMIN = { email: 'beheer@kraanvogel.nl', password: DEMO_PASSWORD };

test('punch-out accounts: the list, a new account with its secret shown once that punches in, its session, a new secret', async ({ page, request }) => {
  await loginAs(page, ADMIN);
  await page.goto('/beheer');
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Punch-out-accounts' }).click();
  const list = page.getByTestId('punchout-accounts');
  await expect(list).toContainText('inkoopsysteem-100001');
  await expect(list).toContainText('Ariba (cXML) (ariba-100002)');
  await expect(list).toContainText('NetworkID AN01000000099');
  await expectAccessibleAtBothWidths(page);

  const userName = `sap-${uniqueId()}`.toLowerCase();
  // Unique, so that the test runs again on the same data.
  const accountName = `SAP SRM ${userName}`;
  await page.getByLabel('Naam (bijvoorbeeld SAP SRM van de klant)').fill(accountName);
  await page.getByLabel('Klantnummer').fill('100001');
  await page.getByLabel('Gebruiker (id) als wie de inkoper werkt').fill('u-100001-employee');
  await page.getByLabel('Gebruikersnaam van de koppeling').fill(userName);
  await page.getByLabel('Toegestane hosts').fill('127.0.0.1, localhost');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  const secret = (await page.getByTestId('punchout-secret').locator('code').textContent())!;
  expect(secret).toMatch(/^[\w-]{32}$/);

  // The procurement system punches in with it: a session of the account.
  const punchIn = new URLSearchParams({ USERNAME: userName, PASSWORD: secret, HOOK_URL: 'http://127.0.0.1:9/hook?sap-client=100' });
  const res = await request.get(`/mgmt/api/app/punchout/oci?${punchIn}`, { maxRedirects: 0 });
  expect(res.status()).toBe(303);

  await list.getByRole('link', { name: `Account ${accountName} openen` }).click();
  await expect(page.getByRole('heading', { level: 1, name: accountName })).toBeVisible();
  const activity = page.getByTestId('punchout-activity');
  await expect(activity).toContainText('OCI');
  await expect(activity).toContainText('127.0.0.1:9');
  await expect(activity).toContainText('Niet overgebracht');
  await expectAccessibleAtBothWidths(page);

  // Settings: the shop's identity to this buyer.
  await page.getByLabel('Identiteit van de webshop').fill('AN01000000123');
  // UNSPSC at commodity level per ETIM class: a family code is refused beside the field.
  const classes = page.getByLabel('Classificatie (ETIM-klasse naar UNSPSC)');
  await classes.fill('EC010505=30180000');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText("'EC010505=30180000' is geen ETIM-klasse")).toBeVisible();
  await expect(classes).toHaveAttribute('aria-invalid', 'true');
  await classes.fill('EC010505 = 30181505\nec010871=30181603');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De instellingen zijn opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Identiteit van de webshop')).toHaveValue('AN01000000123');
  await expect(page.getByLabel('Classificatie (ETIM-klasse naar UNSPSC)')).toHaveValue('EC010505=30181505\nEC010871=30181603');

  // A new secret: after the confirmation, shown once; the old one no longer works.
  await page.getByRole('button', { name: 'Nieuw geheim maken' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Nieuw geheim maken' }).click();
  const fresh = (await page.getByTestId('punchout-secret').locator('code').textContent())!;
  expect(fresh).not.toBe(secret);
  expect((await request.get(`/mgmt/api/app/punchout/oci?${punchIn}`, { maxRedirects: 0 })).status()).toBe(401);
});
