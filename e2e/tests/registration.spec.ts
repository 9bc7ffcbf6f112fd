// A new customer's way in: registering a company in four steps (the delivery address copied from
// the company's), an administrator approving it through the admin endpoint, the set-password
// mail read from the outbox, and the new main user signing in at the real provider.
import type { Page } from '@playwright/test';
import { shopApi, tokenOf } from '../fixtures/api';
import { DEMO_PASSWORD, loginAs, signInAtProvider } from '../fixtures/auth';
import { expectNoAxeViolations } from '../fixtures/axe';
import { mailTo } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { uniqueId } from '../fixtures/unique';

const ADMIN = { email: 'beheer@kraanvogel.nl', password: DEMO_PASSWORD };

/** Signs the administrator in through the shop and the provider; waits until the page holds his token. */
async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await signInAtProvider(page, ADMIN);
  await expect(page).not.toHaveURL(/\/(idp|login|auth)\b/, { timeout: 15_000 });
  await expect.poll(() => tokenOf(page).then(Boolean, () => false)).toBe(true);
}

test('a company registers in four steps, an administrator approves it, and the new main user signs in', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = `inkoop-${uniqueId()}@nieuwbouw-installatie.nl`;

  await page.goto('/registratie');
  await expect(page.getByTestId('layout-title')).toHaveText('Registreren');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const current = page.getByTestId('registration-steps').locator('[aria-current="step"]');
  await expect(current).toContainText('Bedrijfsgegevens');
  await expect(page.getByTestId('registration-steps').getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(page);

  // Step 1, with mistakes first: each field says what is wrong, in red.
  await page.getByLabel('Bedrijfsnaam').fill('Nieuwbouw Installatie B.V.');
  await page.getByLabel('KvK-nummer').fill('1234567');
  await page.getByLabel('Btw-nummer').fill('NL12345678B01');
  await page.getByLabel('Postcode').fill('801 CZ');
  await page.getByLabel('E-mailadres').fill('info@');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByLabel('KvK-nummer')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Een KvK-nummer bestaat uit 8 cijfers.')).toBeVisible();
  await expect(page.getByText('Vul een geldig Nederlands btw-nummer in, bijvoorbeeld NL123456789B01.')).toBeVisible();
  await expect(page.getByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.')).toBeVisible();
  await expect(page.getByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.')).toBeVisible();
  await expect(page.getByText('Dit veld is verplicht')).toHaveCount(4); // street, number, town, phone
  await expect(current).toContainText('Bedrijfsgegevens');
  await expectNoAxeViolations(page);

  await page.getByLabel('KvK-nummer').fill('87654321');
  await page.getByLabel('Btw-nummer').fill('NL987654321B01');
  await page.getByLabel('Straatnaam').fill('Havenkade');
  await page.getByLabel('Huisnummer').fill('14b');
  await page.getByLabel('Postcode').fill('8011 CZ');
  await page.getByLabel('Plaats').fill('Zwolle');
  await page.getByLabel('Telefoonnummer').fill('038 765 43 21');
  await page.getByLabel('E-mailadres').fill('info@nieuwbouw-installatie.nl');
  // What was typed survives a reload.
  await page.reload();
  await expect(page.getByLabel('Bedrijfsnaam')).toHaveValue('Nieuwbouw Installatie B.V.');
  await expect(page.getByLabel('Huisnummer')).toHaveValue('14b');
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 2: the contact person, 'De heer' chosen by default.
  await expect(current).toContainText('Persoonsgegevens');
  await expect(page.getByTestId('registration-step-title')).toBeFocused();
  await expect(page.getByRole('radio', { name: 'De heer' })).toBeChecked();
  await page.getByLabel('Voorletters').fill('M.');
  await page.getByLabel('Voornaam').fill('Mark');
  await page.getByLabel('Tussenvoegsel (optioneel)').fill('de');
  await page.getByLabel('Achternaam').fill('Groot');
  await page.getByLabel('Telefoonnummer').fill('06 12 34 56 78');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(current).toContainText('Aflevergegevens');
  // Back and forth loses nothing.
  await page.getByRole('button', { name: 'Vorige' }).click();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await expect(page.getByLabel('Achternaam')).toHaveValue('Groot');
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 3: the delivery address is the company's.
  await page.getByLabel('Afleveradres is bedrijfsadres').check();
  await expect(page.getByTestId('delivery-copied')).toContainText('Havenkade 14b, 8011 CZ Zwolle, Nederland');
  await page.reload();
  await expect(current).toContainText('Aflevergegevens');
  await expect(page.getByLabel('Afleveradres is bedrijfsadres')).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Registratie versturen' }).click();

  // Step 4: thank you.
  await expect(current).toContainText('Bedankt');
  await expect(page.getByTestId('registration-thanks')).toContainText('Bedankt voor uw aanvraag');
  await expectNoAxeViolations(page);

  // An administrator finds the request, with the company address as delivery address, and approves it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  const admin = shopApi(adminPage);
  const list = await admin.get<{ items: { id: number; Persoonsgegevens: { Email: string }; Aflevergegevens: unknown; BedrijfsGegevens: { BTW: string } }[] }>(
    '/mgmt/api/app/customer-account/registration-requests?MaxResultCount=1000',
  );
  const request = list.items.find((r) => r.Persoonsgegevens.Email === email)!;
  expect(request.BedrijfsGegevens.BTW).toBe('NL987654321B01');
  expect(request.Aflevergegevens).toEqual({ Afleveradresisbedrijfsadres: true, Straatnaam: 'Havenkade', Nummer: '14b', Postcode: '8011 CZ', Plaats: 'Zwolle', Land: 'NL' });
  expect((await admin.send('POST', `/mgmt/api/app/customer-account/registration-requests/${request.id}/approve`)).status).toBe(200);
  await adminContext.close();

  // The new main user sets a password through the mailed link ...
  const mail = await mailTo(email);
  expect(mail).toContain('Subject: Uw account bij Kraanvogel is klaar');
  const link = /(https?:\/\/\S+\/set-password\?token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Wachtwoord instellen' })).toBeVisible();
  await expectNoAxeViolations(page);
  const password = 'Nieuwbouw2026!';
  await page.getByLabel('Nieuw wachtwoord').fill(password);
  await page.getByLabel('Herhaal het wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('heading', { name: 'Uw wachtwoord is ingesteld' })).toBeVisible();

  // ... and signs in as the main user of the new customer.
  await loginAs(page, { email, password });
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-menu')).toContainText('Mijn organisatie');
});

test.describe('signed in', () => {
  test.use({ user: 'main' });

  test('a signed-in user is not offered the registration form', async ({ page }) => {
    await page.goto('/registratie');
    await expect(page.getByTestId('registration-signed-in')).toContainText('U bent al ingelogd');
    await expect(page.getByRole('button', { name: 'Volgende' })).toHaveCount(0);
  });

  test('renders the shared theme and UI kit live: fields with their messages, popups, confirm popup, pagination, toasts', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/styleguide');
    await expect(page.getByRole('heading', { level: 1, name: 'Styleguide' })).toBeVisible();
    for (const section of ['Kleuren', 'Typografie', 'Maten en breekpunten', 'Knoppen', 'Formuliervelden', 'Popups', 'Bevestigingspopup', 'Paginering', 'Laden', 'Meldingen', 'Kruimelpad']) {
      await expect(page.getByRole('region', { name: section })).toBeVisible();
    }
    await expect(page.getByTestId('styleguide-kleuren').getByRole('listitem')).toHaveCount(12);
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' }).first()).toContainText('Styleguide');
    await expect(page.getByTestId('styleguide-breadcrumbs-example')).toHaveText('HomeSanitairKranenWastafelkranen');
    await expectNoAxeViolations(page);

    // The field states, with the messages every form of the shop uses.
    const states = page.getByTestId('styleguide-field-states');
    await expect(states.getByLabel('Verplicht veld, leeg')).toHaveAttribute('aria-invalid', 'true');
    await expect(states).toContainText('Dit veld is verplicht');
    await expect(states).toContainText('Maximale lengte van 10 tekens overschreden');

    // A working form: nothing red while typing, then the messages after a submit, gone once fixed.
    const form = page.getByTestId('styleguide-form');
    await form.getByLabel('Referentie (maximaal 10 tekens)').fill('Renovatie badkamer');
    await expect(form.getByTestId('field-error')).toHaveCount(0);
    await form.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(form.getByLabel('Naam van de winkelwagen')).toBeFocused();
    await expect(form.getByTestId('field-error')).toHaveText(['Dit veld is verplicht', 'Maximale lengte van 10 tekens overschreden']);
    await form.getByLabel('Naam van de winkelwagen').fill('Badkamer Jansen');
    await form.getByLabel('Referentie (maximaal 10 tekens)').fill('P-1024');
    await expect(form.getByTestId('field-error')).toHaveCount(0);
    await form.getByRole('button', { name: 'Aanmaken' }).click();
    await expect(form.getByRole('status')).toContainText("Winkelwagen 'Badkamer Jansen'");

    // A popup keeps the focus, closes with Escape and gives the focus back.
    const opener = page.getByRole('button', { name: 'Popup openen', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Artikel toegevoegd' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await page.getByRole('button', { name: 'Zijpopup openen' }).click();
    await expect(page.getByRole('dialog', { name: 'Winkelwagen Badkamer Jansen' })).toBeVisible();
    await page.getByRole('button', { name: 'Sluiten' }).click();

    // The confirm popup starts on 'Annuleren'.
    await page.getByRole('button', { name: 'Winkelwagen verwijderen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Winkelwagen verwijderen?' });
    await expect(confirm.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByTestId('styleguide-bevestigingspopup').getByRole('status')).toHaveText('Bevestigd: (in dit voorbeeld) verwijderd.');

    // Pagination.
    const pager = page.getByRole('navigation', { name: 'Voorbeeld paginering' });
    await pager.getByRole('button', { name: 'Pagina 5' }).click();
    await expect(page.getByTestId('styleguide-paginering')).toContainText('U bent op pagina 5 van 12.');

    // Toasts of the four kinds, through the shared toast bus.
    const toasts: [label: string, message: string][] = [
      ['Gelukt!', 'Winkelwagen is geselecteerd!'],
      ['Info', 'Uw bestelling wordt morgen geleverd.'],
      ['Waarschuwing', 'Dit artikel is bijna uitverkocht.'],
      ['Oeps!', 'Kon winkelwagen niet ophalen. Probeer het later nog een keer!'],
    ];
    for (const [label, message] of toasts) {
      await page.getByRole('button', { name: `Toon melding '${label}'` }).click();
      await expect(page.getByText(message)).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
});
