// The back office (mf-admin, /beheer) as the administrator beheer@kraanvogel.nl uses it: 'Beheer'
// in his user menu, a registration made in the same test through /registratie found in the queue
// and approved after the confirmation, the new main user signing in with the mailed link and,
// blocked on his customer's page, refused at once; a remote
// rolled back from the releases screen with the administrator's own sign-in (he has the operator
// right), which /remotes.json shows; an
// order state renamed, seen in the preview and by the main user in Mijn orders; discounts filtered
// in the URL, added and deleted on their form, and an Excel import with a bad row (shown, nothing
// saved), fixed and saved once; axe on
// every /beheer screen at 1280 and 360 px. Anyone else gets the 404 page there, and not a byte of
// the back office's code.
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { shopApi } from '../fixtures/api';
import { DEMO_PASSWORD, loginAs } from '../fixtures/auth';
import { expectAccessibleAtBothWidths, expectNoAxeViolations } from '../fixtures/axe';
import { mailTo } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { uniqueId } from '../fixtures/unique';
import { catalogArchiveOf, currentCatalog, keepCatalogVersion, releaseApi } from '../fixtures/release';
import { RELEASE_TOKENS } from '../playwright.config';

const ADMIN = { email: 'beheer@kraanvogel.nl', password: DEMO_PASSWORD };

/** A company registers through the four steps of /registratie, as a visitor. */
async function register(page: Page, company: string, email: string) {
  await page.goto('/registratie');
  await page.getByLabel('Bedrijfsnaam').fill(company);
  await page.getByLabel('KvK-nummer').fill('87654321');
  await page.getByLabel('Btw-nummer').fill('NL987654321B01');
  await page.getByLabel('Straatnaam').fill('Havenkade');
  await page.getByLabel('Huisnummer').fill('14b');
  await page.getByLabel('Postcode').fill('8011 CZ');
  await page.getByLabel('Plaats').fill('Zwolle');
  await page.getByLabel('Telefoonnummer').fill('038 765 43 21');
  await page.getByLabel('E-mailadres').fill(`info@${email.split('@')[1]}`);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByLabel('Voorletters').fill('E.');
  await page.getByLabel('Voornaam').fill('Eva');
  await page.getByLabel('Achternaam').fill('Beheertest');
  await page.getByLabel('Telefoonnummer').fill('06 12 34 56 78');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByLabel('Afleveradres is bedrijfsadres').check();
  await page.getByRole('button', { name: 'Registratie versturen' }).click();
  await expect(page.getByTestId('registration-thanks')).toContainText('Bedankt voor uw aanvraag');
}

test('the administrator approves a registration in the back office, the new main user signs in with the mailed link, and is refused at once when blocked', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = uniqueId();
  const company = `Beheertest ${id} B.V.`;
  const email = `inkoop@beheertest-${id}.nl`;
  await register(page, company, email);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, ADMIN);
  await admin.getByTestId('user-menu-button').click();
  await admin.getByTestId('user-menu').getByRole('link', { name: 'Beheer' }).click();
  await expect(admin).toHaveURL(/\/beheer$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Beheer' })).toBeVisible();
  await expectAccessibleAtBothWidths(admin);

  // The queue: the request is found by its contact's e-mail address; the search is in the URL.
  await admin.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Registraties' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Registraties' })).toBeVisible();
  await admin.getByLabel('Zoek een aanvraag').fill(email);
  await admin.getByLabel('Zoek een aanvraag').press('Enter');
  await expect(admin).toHaveURL(new RegExp(`/beheer/registraties\\?zoek=${encodeURIComponent(email).replace(/[.]/g, '\\.')}$`));
  const list = admin.getByTestId('registration-list');
  await expect(list.getByRole('link')).toHaveText([company]);
  await expectAccessibleAtBothWidths(admin);

  // The request with the shop's own checks, approved after the confirmation.
  await list.getByRole('link', { name: company }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Registratie ${company}` })).toBeVisible();
  await expect(admin.getByTestId('check-kvk')).toContainText('In orde');
  await expect(admin.getByTestId('check-sameDomain')).toContainText(`Geen bestaande klant met e-maildomein beheertest-${id}.nl.`);
  await expectAccessibleAtBothWidths(admin);
  await admin.getByRole('button', { name: 'Goedkeuren' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Registratie goedkeuren?' });
  await expect(confirm).toContainText(`met ${email} als hoofdgebruiker`);
  await expectNoAxeViolations(admin);
  await confirm.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(admin.getByText(new RegExp(`${company} is goedgekeurd: klantnummer \\d+`))).toBeVisible();
  await expect(admin.getByTestId('handled')).toContainText('Goedgekeurd door beheer@kraanvogel.nl op');
  await expect(admin.getByRole('button', { name: 'Goedkeuren' })).toHaveCount(0);
  const customerNumber = /Klantnummer (\d+)/.exec((await admin.getByTestId('handled').innerText()) ?? '')![1]!;

  // The new main user sets a password through the mailed link and signs in; no 'Beheer' for him.
  const mail = await mailTo(email);
  expect(mail).toContain('Subject: Uw account bij Kraanvogel is klaar');
  await page.goto(/(https?:\/\/\S+\/set-password\?token=[A-Za-z0-9_-]+)/.exec(mail)![1]!);
  const password = 'Beheertest2026!';
  await page.getByLabel('Nieuw wachtwoord').fill(password);
  await page.getByLabel('Herhaal het wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('heading', { name: 'Uw wachtwoord is ingesteld' })).toBeVisible();
  await loginAs(page, { email, password });
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-menu')).toContainText('Mijn organisatie');
  await expect(page.getByTestId('user-menu')).not.toContainText('Beheer');
  expect((await shopApi(page).send('GET', '/mgmt/api/account/my-profile')).status).toBe(200);

  // The administrator finds the new customer by its number and blocks its main user: refused at once.
  await admin.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Klanten' }).click();
  await admin.getByLabel('Zoek een klant').fill(customerNumber);
  await admin.getByLabel('Zoek een klant').press('Enter');
  await expect(admin).toHaveURL(new RegExp(`/beheer/klanten\\?zoek=${customerNumber}$`));
  await expect(admin.getByTestId('customer-list').getByRole('link')).toHaveText([customerNumber]);
  await expectAccessibleAtBothWidths(admin);
  await admin.getByTestId('customer-list').getByRole('link', { name: customerNumber }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `${customerNumber} ${company}` })).toBeVisible();
  const users = admin.getByTestId('customer-users');
  await expect(users).toContainText(email);
  await expectAccessibleAtBothWidths(admin);
  await users.getByRole('button', { name: 'Eva Beheertest blokkeren' }).click();
  await admin.getByRole('dialog', { name: 'Eva Beheertest blokkeren?' }).getByRole('button', { name: 'Blokkeren' }).click();
  await expect(admin.getByText('Eva Beheertest is geblokkeerd en uitgelogd.')).toBeVisible();
  await expect(users).toContainText('Geblokkeerd');
  await expect(admin.getByTestId('customer-log')).toContainText(`beheer@kraanvogel.nl heeft ${email} geblokkeerd`);
  expect((await shopApi(page).send('GET', '/mgmt/api/account/my-profile')).status).toBe(401);
  await adminContext.close();
});

test.describe('releases', () => {
  test.use({ serviceWorkers: 'block' });
  // Leaves the registry as the other specs expect it.
  const catalog = keepCatalogVersion(test);

  test('the administrator with the operator right rolls a remote back from the releases screen with his own sign-in, after a confirmation naming both versions', async ({ page }) => {
    test.setTimeout(150_000);
    const version = `${catalog.original}-beheer${uniqueId()}`;
    const published = await releaseApi('POST', '/api/releases/catalog/archive', RELEASE_TOKENS.catalog, await catalogArchiveOf(catalog.original), `?version=${version}&message=e2e`);
    expect(published.status).toBe(201);
    expect(await currentCatalog()).toBe(version);

    await loginAs(page, ADMIN);
    await page.goto('/beheer/releases');
    await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    // No token asked: his sign-in is an operator's on the release API.
    await expect(page.getByTestId('release-identity')).toHaveText('U werkt hier met uw eigen sessie: u heeft als beheerder het operatorrecht.');
    await expect(page.getByLabel('Operator-token')).toHaveCount(0);
    const apps = page.getByTestId('release-apps');
    await expect(apps).toContainText(version);
    await expect(page.getByTestId('release-audit')).toBeVisible();
    await expectAccessibleAtBothWidths(page);

    await apps.getByRole('button', { name: 'Assortiment (catalog) terugdraaien' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assortiment (catalog) terugdraaien?' });
    await expect(dialog).toContainText(`gaat van versie ${version} terug naar versie ${catalog.original}.`);
    await dialog.getByLabel('Reden (komt in het logboek)').fill('e2e: terug vanuit Beheer');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: `Terug naar ${catalog.original}` }).click();
    await expect(page.getByText(`Assortiment (catalog) draait nu versie ${catalog.original}.`)).toBeVisible();
    expect(await currentCatalog()).toBe(catalog.original);

    // The audit trail names it, filtered by app in the URL.
    await page.getByLabel('Onderdeel').selectOption('catalog');
    await page.getByRole('button', { name: 'Toon' }).click();
    await expect(page).toHaveURL(/\/beheer\/releases\?app=catalog$/);
    await expect(page.getByTestId('release-audit')).toContainText('e2e: terug vanuit Beheer (via Beheer, ');
    // Done as him: the audit trail names his login.
    await expect(page.getByTestId('release-audit').getByRole('row').filter({ hasText: 'e2e: terug vanuit Beheer' }).first()).toContainText(ADMIN.email);
  });
});

test.describe('order states', () => {
  test.use({ user: 'main' });

  test("the administrator renames an order state and gives it a colour, sees both in the preview, and the main user sees the coloured badge in Mijn orders", async ({ page, browser }) => {
    test.setTimeout(150_000);
    // The state of the first order the main user sees in Mijn orders (Status is its third column).
    await page.goto('/mijnaccount/mijnorders');
    const firstStatus = page.getByTestId('order-table').getByRole('row').nth(1).locator('th, td').nth(2);
    const original = (await firstStatus.textContent())!.trim();
    expect(original).not.toBe('');

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginAs(admin, ADMIN);
    await admin.goto('/beheer');
    await admin.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Orderstatussen' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Orderstatussen' })).toBeVisible();
    await admin.getByLabel('Zoek een orderstatus').fill(original);
    await admin.getByLabel('Zoek een orderstatus').press('Enter');
    await expect(admin).toHaveURL(new RegExp(`/beheer/orderstatussen\\?zoek=${encodeURIComponent(original).replace(/%20/g, '\\+')}$`));
    await expectAccessibleAtBothWidths(admin);

    await admin.getByTestId('order-state-list').getByRole('link', { name: `${original} wijzigen`, exact: true }).click();
    await expect(admin).toHaveURL(/\/beheer\/orderstatussen\/\d+$/);
    const id = Number(new URL(admin.url()).pathname.split('/').pop());
    const before = await shopApi(admin).get<{ code: number; codeDisplayName: string; description: string; sorting: number; colour: string }>(`/mgmt/api/ecommerce/order-states/${id}`);
    await expect(admin.getByRole('heading', { level: 1, name: `Orderstatus ${before.code}: ${original}` })).toBeVisible();
    await expectAccessibleAtBothWidths(admin);
    try {
      const renamed = `${original} (e2e ${uniqueId()})`;
      const label = admin.getByLabel('Naam voor klanten');
      await label.fill('');
      await admin.getByRole('button', { name: 'Opslaan' }).click();
      await expect(admin.getByText('Dit veld is verplicht')).toBeVisible();
      await expectNoAxeViolations(admin);
      await label.fill(renamed);
      await expect(admin.getByTestId('order-state-preview')).toContainText(renamed);
      const colour = before.colour === 'rood' ? { key: 'paars', name: 'Paars' } : { key: 'rood', name: 'Rood' };
      await admin.getByRole('radio', { name: colour.name }).check();
      await expect(admin.getByTestId('order-state-preview').getByText(renamed)).toHaveAttribute('data-colour', colour.key);
      await admin.getByRole('button', { name: 'Opslaan' }).click();
      await expect(admin.getByText(`Orderstatus ${renamed} is opgeslagen.`)).toBeVisible();
      await expect(admin.getByRole('heading', { level: 1, name: `Orderstatus ${before.code}: ${renamed}` })).toBeVisible();

      // The main user sees the new name in its colour in Mijn orders on his next page, as a badge
      // with the name in it (axe checks its contrast), on the order's page too.
      await page.reload();
      await expect(firstStatus).toHaveText(renamed);
      await expect(firstStatus.locator('[data-colour]')).toHaveAttribute('data-colour', colour.key);
      await expectAccessibleAtBothWidths(page);
      await page.getByTestId('order-table').getByRole('row').nth(1).getByRole('link').first().click();
      await expect(page.getByTestId('order-facts').locator('[data-colour]')).toHaveText(renamed);
      await expect(page.getByTestId('order-facts').locator('[data-colour]')).toHaveAttribute('data-colour', colour.key);
    } finally {
      // Back to the name and colour the other specs expect.
      const { code, codeDisplayName, description, sorting, colour } = before;
      expect((await shopApi(admin).send('PUT', `/mgmt/api/ecommerce/order-states/${id}`, { code, codeDisplayName, description, sorting, colour })).status).toBe(200);
      await adminContext.close();
    }
  });
});

/** An Excel workbook in the discount export's layout with the given rows. */
async function discountWorkbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Kortingen');
  sheet.addRow(['Id', 'Klantnummer', 'Kortingsgroep', 'Omschrijving kortingsgroep', 'Artikelnummer', 'Omschrijving artikel', 'Korting %', 'Blauw-groen-index']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

interface AdminDiscount {
  id: number;
  customerNumber: string;
  itemNumber: string | null;
  percentage: number;
}

test.describe('discounts', () => {
  test('the administrator filters the discounts in the URL, adds and deletes one on its form, and imports an Excel file: a bad row is shown and nothing is saved, the fixed file is saved once', async ({ page }) => {
    test.setTimeout(180_000);
    await loginAs(page, ADMIN);
    const admin = shopApi(page);
    // Three articles customer 100002 has no discount on yet.
    const { items: articles } = await admin.get<{ items: { itemNo: string }[] }>('/pim/api/app/article?MaxResultCount=40');
    const mine = async () => (await admin.get<{ items: AdminDiscount[] }>('/mgmt/api/app/discounts?CustomerNumber=100002&MaxResultCount=1000')).items;
    const taken = new Set((await mine()).map((d) => d.itemNumber));
    const [first, second, third] = articles.map((a) => a.itemNo).filter((no) => !taken.has(no));
    const ours = async () => (await mine()).filter((d) => [first, second, third].includes(d.itemNumber ?? ''));
    try {
      await page.goto('/beheer');
      await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Kortingen' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Kortingen' })).toBeVisible();
      await page.getByLabel('Klantnummer').fill('100002');
      await page.getByLabel('Sorteren op').selectOption({ label: 'Hoogste korting' });
      await page.getByRole('button', { name: 'Toon' }).click();
      await expect(page).toHaveURL(/\/beheer\/kortingen\?klant=100002&sortering=percentage\+desc$/);
      await expect(page.getByTestId('discount-list')).toBeVisible();
      await expectAccessibleAtBothWidths(page);

      // A new discount on its form: the fields are checked beside them, then it is saved and deleted.
      await page.getByRole('link', { name: 'Nieuwe korting' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe korting' })).toBeVisible();
      await page.getByLabel('Korting (%)').fill('120');
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByText('Dit veld is verplicht')).toBeVisible();
      await expect(page.getByText('Vul een getal in van 0 tot en met 100, met hoogstens twee decimalen.')).toBeVisible();
      await expect(page.getByText('Vul een kortingsgroep of een artikelnummer in.').last()).toBeVisible();
      await expectAccessibleAtBothWidths(page);
      await page.getByLabel('Klantnummer').fill('100002');
      await page.getByLabel('Artikelnummer').fill(third!);
      await page.getByLabel('Korting (%)').fill('9,5');
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page).toHaveURL(/\/beheer\/kortingen\/\d+$/);
      const created = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(page.getByText(`Korting ${created} is opgeslagen.`)).toBeVisible();
      expect((await admin.get<AdminDiscount>(`/mgmt/api/app/discounts/${created}`)).percentage).toBe(9.5);
      await page.getByRole('button', { name: 'Verwijderen' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
      await expect(page.getByText(`Korting ${created} is verwijderd.`)).toBeVisible();
      await expect(page).toHaveURL(/\/beheer\/kortingen$/);
      expect((await admin.send('GET', `/mgmt/api/app/discounts/${created}`)).status).toBe(404);

      // The import: one bad row is shown per row, and nothing is saved.
      await page.getByRole('link', { name: 'Importeren uit Excel' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Kortingen importeren' })).toBeVisible();
      const file = (rows: (string | number | null)[][]) => discountWorkbook(rows).then((buffer) => ({ name: 'kortingen.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer }));
      await page.getByTestId('discount-import-file').setInputFiles(await file([
        [null, '100002', null, null, first!, null, 12.5, 1],
        [null, '999999', null, null, second!, null, 7, 0],
      ]));
      await page.getByRole('button', { name: 'Controleren' }).click();
      await expect(page.getByTestId('discount-import-summary')).toHaveText('1 nieuw, 0 gewijzigd, 0 ongewijzigd, 1 rij met een fout.');
      await expect(page.getByTestId('discount-import-rows')).toContainText('Klant 999999 bestaat niet.');
      await expect(page.getByRole('alert').filter({ hasText: 'Er is niets opgeslagen' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Importeren', exact: true })).toHaveCount(0);
      await expectAccessibleAtBothWidths(page);
      expect(await ours()).toEqual([]);

      // Fixed, it is saved once: the same file checked again changes nothing.
      const fixed = await file([
        [null, '100002', null, null, first!, null, 12.5, 1],
        [null, '100002', null, null, second!, null, 7, 0],
      ]);
      await page.getByTestId('discount-import-file').setInputFiles(fixed);
      await page.getByRole('button', { name: 'Controleren' }).click();
      await expect(page.getByTestId('discount-import-summary')).toHaveText('2 nieuw, 0 gewijzigd, 0 ongewijzigd, 0 rijen met een fout.');
      await page.getByRole('button', { name: 'Importeren', exact: true }).click();
      await expect(page.getByText('De import is opgeslagen: 2 nieuw, 0 gewijzigd.').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Importeren', exact: true })).toHaveCount(0);
      const saved = await ours();
      expect(saved.map((d) => [d.itemNumber, d.percentage]).sort()).toEqual([[first, 12.5], [second, 7]].sort());
      await page.getByTestId('discount-import-file').setInputFiles(fixed);
      await page.getByRole('button', { name: 'Controleren' }).click();
      await expect(page.getByTestId('discount-import-summary')).toHaveText('0 nieuw, 0 gewijzigd, 2 ongewijzigd, 0 rijen met een fout.');
      expect(await ours()).toHaveLength(2);
    } finally {
      for (const d of await ours()) await admin.delete(`/mgmt/api/app/discounts/${d.id}`);
    }
  });
});

/** Opens /beheer and its queue; expects the 404 page and no request for the back office's files. */
async function expectNoBackOffice(page: Page) {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  for (const url of ['/beheer', '/beheer/registraties']) {
    await page.goto(url);
    await expect(page.getByTestId('error-status')).toHaveText('404');
  }
  expect(requested.filter((p) => p.startsWith('/mf-admin/'))).toEqual([]);
}

test.describe('a main user', () => {
  test.use({ user: 'main' });

  test('gets the 404 page at /beheer, no back-office code, and no Beheer in his menu', async ({ page }) => {
    await expectNoBackOffice(page);
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu')).toContainText('Mijn organisatie');
    await expect(page.getByTestId('user-menu')).not.toContainText('Beheer');
  });
});

test('a visitor who is not signed in gets the 404 page at /beheer', async ({ page }) => {
  await expectNoBackOffice(page);
});
