// The address book at step 1 of the order (the organization's workshop and project addresses, the
// last used first, a new one checked by the rules, a project address removed, the choice kept over
// a reload), basket owners (maker and last changer shown, a personal basket refused to colleagues,
// made personal on Mijn winkelwagens and on the basket page), the phone's basket button in the
// header and sticky order bar on the basket page, and the lists of Mijn account and the review
// step as cards on a phone.
import type { Browser, Page } from '@playwright/test';
import { shopApi, type ShopApi } from '../fixtures/api';
import { loginAs } from '../fixtures/auth';
import { expectNoAxeViolations } from '../fixtures/axe';
import { catalogArticles, chooseCostCentre, soldPerPiece } from '../fixtures/basket';
import { DEMO } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';
import { uniqueName } from '../fixtures/unique';

const B = '/mgmt/api/ecommerce/customerbaskets';

/** A text as the start of a regular expression. */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

interface OrgAddress {
  kind: string;
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
}

/** A new basket with one article sold per piece, made through the api. */
async function basketWithOneLine(api: ShopApi, label: string, amount = 1) {
  const article = (await catalogArticles(api, 100)).find(soldPerPiece)!;
  const basket = await api.post<{ id: number; name: string }>(`${B}/createBasket`, { name: uniqueName(label) });
  await api.post(`${B}/addToBasket`, { basketId: basket.id, itemNo: article.itemNo, amount });
  return basket;
}

/** Step 1's saved-address choice: the radio whose label starts with `start`. */
const savedAddress = (page: Page, text: string | RegExp) => page.getByRole('radiogroup', { name: 'Kies een opgeslagen adres' }).getByRole('radio', { name: text });

async function placeFromStep1(page: Page) {
  await page.getByRole('button', { name: 'Verder naar controleren' }).click();
  await chooseCostCentre(page);
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-number')).toHaveText(/^ORD\d+$/);
}

test.describe('address book at step 1 of the order (1280 px)', () => {
  test.use({ user: 'main' });

  // The whole flow, two checkouts and an order, on a loaded 2-core machine.
  test.describe.configure({ timeout: 180_000 });

  test("the organization's workshop fills the delivery address; a new project address is checked, stored, and the last used comes first", async ({ page, api }) => {
    const workshop = (await api.get<{ items: OrgAddress[] }>('/mgmt/api/app/app-organization-unit/app-organization-addresses-for-user')).items.find((a) => a.kind === 'delivery')!;
    expect(workshop).toBeTruthy();
    const basket = await basketWithOneLine(api, 'E2E adresboek');
    await page.goto(`/order?winkelwagen=${basket.id}`);
    const step = page.getByTestId('delivery-step');
    await expect(step.getByLabel('Postcode', { exact: true })).not.toHaveValue('');

    // The workshop, one of the organization's saved addresses.
    await savedAddress(page, startingWith(`Adres van uw organisatie: ${workshop.name},`)).check();
    await expect(step.getByLabel('Naam', { exact: true })).toHaveValue(workshop.name);
    await expect(step.getByLabel('Straat en huisnummer')).toHaveValue(`${workshop.street} ${workshop.houseNumber}`);
    await expect(step.getByLabel('Postcode', { exact: true })).toHaveValue(workshop.postalCode);
    await expect(step.getByLabel('Plaats', { exact: true }).first()).toHaveValue(workshop.city);

    // A new project address: the rules refuse a wrong postcode and house number, in Dutch.
    const project = uniqueName('Bouwplaats');
    await step.getByRole('button', { name: 'Nieuw projectadres toevoegen' }).click();
    const form = step.getByRole('group', { name: 'Nieuw projectadres' });
    await form.getByLabel('Naam van het project of de ontvanger').fill(project);
    await form.getByLabel('Straat', { exact: true }).fill('Kanaalweg');
    await form.getByLabel('Huisnummer').fill('zonder');
    await form.getByLabel('Plaats').fill('Zwolle');
    await form.getByLabel('Postcode').fill('801');
    await form.getByRole('button', { name: 'Projectadres opslaan' }).click();
    await expect(form.getByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.')).toBeVisible();
    await expect(form.getByText('Vul een huisnummer in, eventueel met toevoeging, bijvoorbeeld 12 of 12a.')).toBeVisible();
    await form.getByLabel('Huisnummer').fill('7b');
    await form.getByLabel('Postcode').fill('8011ab');
    await form.getByRole('button', { name: 'Projectadres opslaan' }).click();
    await expect(step.getByRole('status').filter({ hasText: `Projectadres ${project} is opgeslagen` })).toBeVisible();
    await expect(step.getByLabel('Naam', { exact: true })).toHaveValue(project);
    await expect(step.getByLabel('Straat en huisnummer')).toHaveValue('Kanaalweg 7b');
    await expect(step.getByLabel('Postcode', { exact: true })).toHaveValue('8011 AB');
    await expect(savedAddress(page, startingWith(`Projectadres: ${project},`))).toBeVisible();
    await expectNoAxeViolations(page);
    await placeFromStep1(page);

    // A newer address that was never used comes after the one just used.
    const newer = uniqueName('Bouwplaats nieuwer');
    await api.post('/mgmt/api/app/address-book', { name: newer, street: 'Havenstraat', houseNumber: '3', postalCode: '8011 AB', city: 'Zwolle', country: 'NL' });
    const next = await basketWithOneLine(api, 'E2E adresboek 2');
    await page.goto(`/order?winkelwagen=${next.id}`);
    const projects = page.getByRole('radiogroup', { name: 'Kies een opgeslagen adres' }).getByRole('radio', { name: /^Projectadres: / });
    await expect(projects.first()).toHaveAccessibleName(startingWith(`Projectadres: ${project},`));
    await expect(savedAddress(page, startingWith(`Projectadres: ${newer},`))).toBeVisible();
  });
});

test.describe('address book: removing and keeping the choice (1280 px)', () => {
  test.use({ user: 'main' });

  test.describe.configure({ timeout: 120_000 });

  test('a project address is removed after the confirm, with a toast; the organization’s own have no remove button', async ({ page, api }) => {
    const name = uniqueName('Bouwplaats weg');
    await api.post('/mgmt/api/app/address-book', { name, street: 'Kanaalweg', houseNumber: '9', postalCode: '8011 AB', city: 'Zwolle', country: 'NL' });
    const basket = await basketWithOneLine(api, 'E2E adres weg');
    await page.goto(`/order?winkelwagen=${basket.id}`);
    const group = page.getByRole('radiogroup', { name: 'Kies een opgeslagen adres' });
    await expect(savedAddress(page, startingWith(`Projectadres: ${name},`))).toBeVisible();
    // Only project addresses can be removed: as many remove buttons as project addresses.
    const projects = await group.getByRole('radio', { name: /^Projectadres: / }).count();
    await expect(group.getByRole('button', { name: /^Projectadres .* verwijderen$/ })).toHaveCount(projects);
    await expect(group.getByRole('button')).toHaveCount(projects);

    await group.getByRole('button', { name: `Projectadres ${name} verwijderen` }).click();
    const dialog = page.getByRole('dialog', { name: 'Projectadres verwijderen' });
    await expect(dialog).toContainText(`Weet u zeker dat u projectadres ${name}, Kanaalweg 9, 8011 AB Zwolle uit uw adresboek wilt verwijderen?`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByText(`Projectadres ${name} is verwijderd.`)).toBeVisible();
    await expect(savedAddress(page, startingWith(`Projectadres: ${name},`))).toHaveCount(0);
    const book = await api.get<{ items: { name: string }[] }>('/mgmt/api/app/address-book');
    expect(book.items.some((a) => a.name === name)).toBe(false);
  });

  test('the chosen saved address is still chosen after a reload of /order', async ({ page, api }) => {
    const name = uniqueName('Bouwplaats blijft');
    await api.post('/mgmt/api/app/address-book', { name, street: 'Havenstraat', houseNumber: '21', postalCode: '8011 AB', city: 'Zwolle', country: 'NL' });
    const basket = await basketWithOneLine(api, 'E2E adres herladen');
    await page.goto(`/order?winkelwagen=${basket.id}`);
    const chosen = savedAddress(page, startingWith(`Projectadres: ${name},`));
    await chosen.check();
    await expect(page.getByTestId('delivery-step').getByLabel('Straat en huisnummer')).toHaveValue('Havenstraat 21');
    await page.reload();
    await expect(chosen).toBeChecked();
    await expect(page.getByTestId('delivery-step').getByLabel('Straat en huisnummer')).toHaveValue('Havenstraat 21');
    await expect(savedAddress(page, /^Hoofdadres: /)).not.toBeChecked();
  });
});

test.describe('address book on a phone (360 px)', () => {
  test.use({ user: 'employee', viewport: { width: 360, height: 740 } });

  test('step 1 with the saved addresses and the new-address form fits the screen', async ({ page, api }) => {
    const basket = await basketWithOneLine(api, 'E2E adresboek telefoon');
    await page.goto(`/order?winkelwagen=${basket.id}`);
    await expect(savedAddress(page, /^Hoofdadres: /)).toBeVisible();
    await page.getByRole('button', { name: 'Nieuw projectadres toevoegen' }).click();
    await expect(page.getByRole('group', { name: 'Nieuw projectadres' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

async function pageOf(browser: Browser, user: 'main' | 'employee' | 'warehouse') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, user);
  return { page, api: shopApi(page), close: () => context.close() };
}

test.describe('basket owners (1280 px)', () => {
  test.use({ user: 'main' });

  // Two users signed in, with axe, on a loaded 2-core machine.
  test.describe.configure({ timeout: 180_000 });

  test("Mijn winkelwagens names maker and last changer; a basket its maker made personal is gone for a colleague, also by its address and the api", async ({ page, api, browser }) => {
    const basket = await basketWithOneLine(api, 'E2E eigen wagen');
    const warehouse = await pageOf(browser, 'warehouse');
    try {
      // The warehouse user changes the shared basket: the main user sees who did.
      const article = (await catalogArticles(warehouse.api, 100)).filter(soldPerPiece)[1]!;
      await warehouse.api.post(`${B}/addToBasket`, { basketId: basket.id, itemNo: article.itemNo, amount: 1 });
      const names = await warehouse.api.get<{ createdByName: string; lastModifiedByName: string }>(`${B}/default?basketId=${basket.id}`);

      await page.goto('/mijnaccount/mijnwinkelwagens');
      const row = page.getByTestId('basket-table').getByRole('row').filter({ hasText: basket.name });
      await expect(row.getByTestId('basket-owner')).toHaveText(`Gemaakt door u · laatst gewijzigd door ${names.lastModifiedByName} · Gedeeld`);
      // The user's own baskets come first.
      const owners = await page.getByTestId('basket-table').getByTestId('basket-owner').allTextContents();
      const firstOther = owners.findIndex((o) => !o.startsWith('Gemaakt door u '));
      expect(firstOther === -1 || owners.slice(firstOther).every((o) => !o.startsWith('Gemaakt door u '))).toBe(true);

      await warehouse.page.goto('/mijnaccount/mijnwinkelwagens');
      const theirRow = warehouse.page.getByTestId('basket-table').getByRole('row').filter({ hasText: basket.name });
      await expect(theirRow.getByTestId('basket-owner')).toHaveText(startingWith(`Gemaakt door ${names.createdByName} · `));
      // Only its maker may make it personal.
      await expect(theirRow.getByRole('button', { name: /persoonlijk maken/ })).toHaveCount(0);

      await row.getByRole('button', { name: `${basket.name} persoonlijk maken: alleen u ziet hem` }).click();
      await expect(page.getByText(`${basket.name} is nu persoonlijk: alleen u ziet hem.`)).toBeVisible();
      await expect(row.getByTestId('basket-owner')).toHaveText(/· Persoonlijk$/);
      await expectNoAxeViolations(page);

      await warehouse.page.reload();
      await expect(warehouse.page.getByTestId('basket-table')).toBeVisible();
      await expect(warehouse.page.getByTestId('basket-table').getByRole('row').filter({ hasText: basket.name })).toHaveCount(0);
      await warehouse.page.goto(`/winkelwagen/${basket.id}`);
      // By its address it is an unknown basket: the shop's 404 page.
      await expect(warehouse.page.getByRole('heading', { name: 'Pagina niet gevonden', level: 1 })).toBeVisible();
      expect((await warehouse.api.send('GET', `${B}/basketWithRealtimeData?basketId=${basket.id}`)).status).toBe(404);

      // Shared again, the colleague has it back.
      await row.getByRole('button', { name: `${basket.name} delen met uw collega's` }).click();
      await expect(row.getByTestId('basket-owner')).toHaveText(/· Gedeeld$/);
      expect((await warehouse.api.send('GET', `${B}/basketWithRealtimeData?basketId=${basket.id}`)).status).toBe(200);
    } finally {
      await warehouse.close();
    }
  });
});

test.describe('personal or shared on the basket page (1280 px)', () => {
  test.use({ user: 'main' });

  test.describe.configure({ timeout: 150_000 });

  test('the maker makes the basket personal on its page, a colleague then cannot open it; shared again, he can', async ({ page, api, browser }) => {
    const basket = await basketWithOneLine(api, 'E2E wagen pagina');
    const warehouse = await pageOf(browser, 'warehouse');
    try {
      await page.goto(`/winkelwagen/${basket.id}`);
      await expect(page.getByTestId('basket-owner')).toHaveText(/^Gemaakt door u · .* · gedeeld$/);
      await page.getByRole('button', { name: `${basket.name} persoonlijk maken: alleen u ziet hem` }).click();
      await expect(page.getByText(`${basket.name} is nu persoonlijk: alleen u ziet hem.`)).toBeVisible();
      await expect(page.getByTestId('basket-owner')).toHaveText(/· persoonlijk$/);
      await expectNoAxeViolations(page);
      expect((await warehouse.api.send('GET', `${B}/basketWithRealtimeData?basketId=${basket.id}`)).status).toBe(404);

      await page.getByRole('button', { name: `${basket.name} delen met uw collega's` }).click();
      await expect(page.getByText(`${basket.name} is nu gedeeld met uw collega's.`)).toBeVisible();
      await expect(page.getByTestId('basket-owner')).toHaveText(/· gedeeld$/);
      // The colleague opens it again, and, not its maker, finds no switch.
      await warehouse.page.goto(`/winkelwagen/${basket.id}`);
      await expect(warehouse.page.getByTestId('basket-owner')).toHaveText(/^Gemaakt door (?!u )/);
      await expect(warehouse.page.getByTestId('basket-personal')).toHaveCount(0);
    } finally {
      await warehouse.close();
    }
  });
});

test.describe('phone basket button and order bar (360 px)', () => {
  test.use({ user: 'employee', viewport: { width: 360, height: 740 } });

  test.describe.configure({ timeout: 150_000 });

  test("the header's basket button shows the current basket's line count and opens it in one tap; the order bar stays in view with total and Bestellen", async ({ page, api }) => {
    const button = page.getByTestId('phone-basket-button');
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName(/^Naar winkelwagen .+, \d+ artikel(en)?$/);
    // A basket with many lines, made current through the basket menu of the mobile menu.
    const articles = (await catalogArticles(api, 100)).filter(soldPerPiece).slice(0, 8);
    const basket = await api.post<{ id: number; name: string }>(`${B}/createBasket`, { name: uniqueName('E2E telefoonknop') });
    for (const a of articles) await api.post(`${B}/addToBasket`, { basketId: basket.id, itemNo: a.itemNo, amount: 1 });
    // The baskets list is loaded at sign-in: a reload loads it with the new basket.
    await page.reload();
    await page.getByRole('button', { name: /^Menu/ }).click();
    await page.getByTestId('basket-selector').click();
    await page.getByTestId('basket-menu').getByRole('button', { name: basket.name }).click();
    await expect(button).toHaveAccessibleName(`Naar winkelwagen ${basket.name}, ${articles.length} artikelen`);
    await expect(page.getByTestId('phone-basket-count')).toHaveText(String(articles.length));

    await button.click();
    await expect(page).toHaveURL(`/winkelwagen/${basket.id}`);
    await expect(page.getByTestId('basket-line')).toHaveCount(articles.length);
    // The order bar is at the bottom of the screen before any scrolling, and after it.
    const bar = page.getByTestId('order-bar');
    await expect(bar).toBeInViewport();
    const total = await page.getByTestId('total-incl').textContent();
    await expect(page.getByTestId('order-bar-total')).toHaveText(total!);
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740 + 1);
    await page.getByTestId('basket-line').nth(3).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    // A line removed on the basket page: the header's count follows.
    await page.getByRole('button', { name: `Verwijderen ${articles[0]!.description}` }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByTestId('phone-basket-count')).toHaveText(String(articles.length - 1));

    await page.getByTestId('order-bar-button').click();
    await expect(page.getByTestId('delivery-step')).toBeVisible();
  });
});

test.describe('on the desktop (1280 px)', () => {
  test.use({ user: 'employee', viewport: { width: 1280, height: 800 } });

  test('no phone basket button in the header and no order bar on the basket page', async ({ page, api }) => {
    const basket = await basketWithOneLine(api, 'E2E desktop');
    await page.goto(`/winkelwagen/${basket.id}`);
    await expect(page.getByTestId('basket-line')).toHaveCount(1);
    await expect(page.getByTestId('order-button')).toBeVisible();
    await expect(page.getByTestId('phone-basket-button')).toHaveCount(0);
    await expect(page.getByTestId('order-bar')).toBeHidden();
  });
});

test.describe('lists as cards on a phone (360 px)', () => {
  test.use({ user: 'main', viewport: { width: 360, height: 740 } });

  test.describe.configure({ timeout: 240_000 });

  /** The list is cards (no table), nothing scrolls sideways, axe finds nothing. */
  async function expectCards(page: Page, testId: string) {
    const list = page.getByTestId(testId);
    await expect(list.getByRole('listitem').first()).toBeVisible();
    expect(await list.evaluate((el) => el.tagName)).toBe('UL');
    await expect(page.locator('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  }

  test('team, Mijn winkelwagens, an order list, an order with its lines and the review step show cards that fit the screen', async ({ page, api }) => {
    await page.goto('/mijnaccount/mijnorganisatie/mijnteam');
    await expectCards(page, 'team-table');
    await expect(page.getByTestId('team-table').getByRole('listitem').filter({ hasText: 'hoofdgebruiker@devries-installatie.nl' })).toContainText('Hoofdgebruiker');

    const basket = await basketWithOneLine(api, 'E2E kaart');
    await page.goto('/mijnaccount/mijnwinkelwagens');
    await expectCards(page, 'basket-table');
    const card = page.getByTestId('basket-table').getByRole('listitem').filter({ hasText: basket.name });
    await expect(card.getByTestId('basket-owner')).toHaveText(/^Gemaakt door u · /);
    await expect(card.getByRole('button', { name: `Winkelwagen ${basket.name} openen` })).toBeVisible();

    // An order list with two lines: cards, and 'select all' above them picks both.
    const list = await api.post<{ id: number; name: string }>(`${B}/createBasket`, { name: uniqueName('E2E lijst kaart'), basketType: 1 });
    const two = (await catalogArticles(api, 100)).filter(soldPerPiece).slice(0, 2);
    for (const a of two) await api.post(`${B}/addToBasket`, { basketId: list.id, itemNo: a.itemNo, amount: 2 });
    await page.goto('/mijnaccount/mijnbestellijsten');
    await page.getByRole('link', { name: list.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Bestellijst ${list.name}` })).toBeVisible();
    await expectCards(page, 'order-list-lines');
    await expect(page.getByTestId('order-list-lines').getByRole('listitem')).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Alle regels kiezen' }).check();
    for (const a of two) await expect(page.getByRole('checkbox', { name: `Regel met artikel ${a.itemNo} kiezen` })).toBeChecked();
    await expect(page.getByRole('button', { name: /^Gekozen regels in huidige winkelwagen/ })).toBeEnabled();

    // An order with its lines: cards; 'select all' above them picks every line for ordering again.
    await page.goto(`/mijnaccount/mijnorders/${DEMO.order}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${DEMO.order}` })).toBeVisible();
    await expectCards(page, 'order-lines');
    const lines = await page.getByTestId('order-lines').getByRole('listitem').count();
    await page.getByRole('checkbox', { name: 'Alle regels kiezen' }).check();
    await expect(page.getByTestId('reorder-form').getByLabel(`Gekozen regels (${lines})`)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Alle regels kiezen' }).uncheck();
    await expect(page.getByTestId('order-lines').getByRole('checkbox', { checked: true })).toHaveCount(0);

    // The review step of the order.
    await page.goto(`/order?winkelwagen=${basket.id}`);
    await page.getByRole('button', { name: 'Verder naar controleren' }).click();
    await expect(page.getByTestId('review-step')).toBeVisible();
    await expect(page.getByTestId('review-line')).toHaveCount(1);
    expect(await page.getByTestId('review-line').evaluate((el) => el.tagName)).toBe('LI');
    await expect(page.locator('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});
