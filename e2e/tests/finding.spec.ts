// Finding what an installer types: a typo is corrected ("Resultaten voor 'kogelkraan'" with a link
// to search the phrase as typed, and the correction offered in the instant search), and the
// trade's words of the synonym list find their articles, and what the customer ordered before is
// marked for him (and only him), with the "Eerder besteld" filter and the "Vaak besteld" order.
// The customer's own article numbers: the main user gives one on the article page; search,
// instant search and quick order find the article by it, the basket line shows it, and another
// customer's search does not know it; the main user keeps them in Excel on "Uw artikelnummers". An
// order list's lines take a typed quantity (Enter adds it), and the whole list its chosen quantities.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD } from '../fixtures/auth';
import { catalogArticles, newCurrentBasket, soldPerPiece, type Article } from '../fixtures/basket';
import { uniqueId, uniqueName } from '../fixtures/unique';
import { expectNoAxeViolations } from '../fixtures/axe';
import { DEMO } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

test.use({ user: 'main' });

test("'kogelkaan' shows ball valves with the correction line, and 'Zoek toch naar' searches as typed", async ({ page }) => {
  await page.goto('/zoeken?phrase=kogelkaan');
  const correction = page.getByTestId('search-correction');
  await expect(correction).toContainText("Resultaten voor 'kogelkraan'");
  const cards = page.getByTestId('article-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText(/kogelkraan/i);
  await expectNoAxeViolations(page);

  await correction.getByRole('link', { name: "Zoek toch naar 'kogelkaan'" }).click();
  await expect(page).toHaveURL(/\/zoeken\?phrase=kogelkaan&precies=1$/);
  await expect(page.getByTestId('no-results')).toBeVisible();
  await expect(correction).toBeHidden();
});

test('the instant search suggests the corrected word and shows its articles', async ({ page }) => {
  const box = page.getByRole('combobox', { name: 'Zoeken in het assortiment' });
  await box.fill('kogelkaan');
  await expect(page.getByTestId('instant-suggestion').first()).toHaveText('kogelkraan');
  await expect(page.getByTestId('instant-articles-title')).toHaveText("Resultaten voor 'kogelkraan'");
  await expect(page.getByTestId('instant-article').first()).toContainText(/kogelkraan/i);
  await page.getByTestId('instant-suggestion').first().click();
  await expect(page).toHaveURL(/\/zoeken\?phrase=kogelkraan$/);
  await expect(page.getByTestId('search-correction')).toBeHidden();
});

test("a trade word of the wholesaler's synonym list finds its articles: 'douchekop' finds head showers", async ({ page }) => {
  await page.goto('/zoeken?phrase=douchekop');
  const cards = page.getByTestId('article-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText(/hoofddouche/i);
  // Found as it was typed: no correction.
  await expect(page.getByTestId('search-correction')).toBeHidden();
});

test('a quantity typed on a result card and Enter adds that quantity to the basket', async ({ page }) => {
  await page.goto('/zoeken?phrase=knelkoppeling');
  const card = page.getByTestId('article-card').first();
  const name = await card.getByRole('heading').innerText();
  const field = card.getByRole('spinbutton');
  // 30 keeps to every quantity rule of the demo's fittings (minimum 1, 5 or 10; steps of 1, 5 or 10).
  await field.fill('30');
  await field.press('Enter');
  const popup = page.getByRole('dialog').filter({ hasText: 'Toegevoegd aan winkelwagen' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(name);
  await expect(popup).toContainText('Aantal: 30');
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the correction line and the cards with their quantity fields fit the screen', async ({ page }) => {
    await page.goto('/zoeken?phrase=kogelkaan');
    await expect(page.getByTestId('search-correction')).toBeVisible();
    await expect(page.getByTestId('article-card').first().getByRole('spinbutton')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

interface Purchased {
  itemNo: string;
  timesOrdered: number;
  lastOrderDate: string;
}

/** A customer other than the demo's 100001 (its main user). */
const OTHER_CUSTOMER = { email: 'hoofdgebruiker@klant9.example.nl', password: DEMO_PASSWORD };

const cardOf = (page: Page, itemNo: string) => page.locator(`[data-testid="article-card"][data-code="${itemNo}"]`);

test('the main user sees "Eerder besteld" on the articles of his order history; a user of another customer does not', async ({ page, api, loginAs, logout }) => {
  // The lines of one of his orders, and which of them the other customer never ordered.
  const order = await api.get<{ lines: { itemNo: string }[] }>(`/erp/api/app/order?OrderNo=${DEMO.order}`);
  const itemNos = [...new Set(order.lines.map((l) => l.itemNo))];
  const mine = (await api.get<{ items: Purchased[] }>(`/erp/api/app/order/purchase-history?ItemNos=${itemNos.join(',')}`)).items;
  expect(mine.map((p) => p.itemNo).sort()).toEqual(itemNos.sort());
  await logout();
  await loginAs(OTHER_CUSTOMER);
  const theirs = new Set((await api.get<{ items: Purchased[] }>(`/erp/api/app/order/purchase-history?ItemNos=${itemNos.join(',')}`)).items.map((p) => p.itemNo));
  const article = mine.find((p) => !theirs.has(p.itemNo));
  expect(article, 'an article of the order the other customer never ordered').toBeDefined();
  const { itemNo, timesOrdered } = article!;

  await page.goto(`/zoeken?phrase=${itemNo}`);
  await expect(cardOf(page, itemNo)).toBeVisible();
  await expect(cardOf(page, itemNo).getByTestId('purchased-mark')).toHaveCount(0);
  await page.goto(`/artikel/${itemNo}`);
  await expect(page.getByTestId('article-detail')).toBeVisible();
  await expect(page.getByTestId('purchased-mark')).toHaveCount(0);

  await logout();
  await loginAs('main');
  await page.goto(`/zoeken?phrase=${itemNo}`);
  const mark = cardOf(page, itemNo).getByTestId('purchased-mark');
  await expect(mark).toContainText(`Eerder besteld: ${timesOrdered}×, laatst `);
  await expectNoAxeViolations(page);
  await page.goto(`/artikel/${itemNo}`);
  await expect(page.getByTestId('purchased-mark')).toContainText(`Eerder besteld: ${timesOrdered}×`);
  const box = page.getByRole('combobox', { name: 'Zoeken in het assortiment' });
  await box.fill(itemNo);
  await expect(page.getByTestId('instant-article').filter({ hasText: itemNo }).getByTestId('purchased-mark')).toContainText('Eerder besteld');
});

test('"Eerder besteld" keeps the ordered articles (in the URL), "Vaak besteld" puts the most ordered first', async ({ page, api }) => {
  const all = (await api.get<{ items: Purchased[] }>('/erp/api/app/order/purchase-history')).items;
  expect(all.length).toBeGreaterThan(0);
  await page.goto('/zoeken?phrase=kraan');
  // The box follows the URL: a click navigates, then it shows checked.
  await page.getByTestId('purchased-filter').click();
  await expect(page).toHaveURL(/[?&]eerder=1/);
  await expect(page.getByTestId('purchased-filter')).toBeChecked();
  const cards = page.getByTestId('article-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByTestId('purchased-mark')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByTestId('sort').selectOption({ label: 'Vaak besteld' });
  await expect(page).toHaveURL(/sortering=vaak/);
  const rank = new Map(all.map((p, i) => [p.itemNo, i]));
  await expect(async () => {
    const codes = await cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.code ?? ''));
    const ranks = codes.map((c) => rank.get(c) ?? Infinity);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  }).toPass();

  // Without the filter, "Vaak besteld" still puts the ordered articles first, then the others.
  await page.getByTestId('purchased-filter').click();
  await expect(page).not.toHaveURL(/eerder=1/);
  await expect(page.getByTestId('purchased-filter')).not.toBeChecked();
  // The filtered page stays (dimmed) until the new one is there: it would pass the check below.
  await expect(page.getByTestId('listing')).toHaveAttribute('aria-busy', 'false');
  await expect(async () => {
    const codes = await cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.code ?? ''));
    const ranks = codes.map((c) => rank.get(c) ?? Infinity);
    expect(ranks[0]).toBeLessThan(Infinity);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  }).toPass();
  const total = Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''));
  await page.goto('/zoeken?phrase=kraan');
  await expect(page.getByTestId('result-count')).toHaveText(`${total.toLocaleString('nl-NL')} artikelen`);
});

test.describe('what the customer ordered before, on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the mark and the filter fit the screen', async ({ page }) => {
    await page.goto('/zoeken?phrase=kraan&eerder=1&sortering=vaak');
    await expect(page.getByTestId('article-card').first().getByTestId('purchased-mark')).toBeVisible();
    await page.getByRole('button', { name: 'Filters tonen' }).click();
    await expect(page.getByTestId('purchased-filter')).toBeChecked();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test("the customer's own article number: given on the article page, found by search, instant search and quick order, shown on the basket line; unknown to another customer", async ({ page, api, loginAs, logout }) => {
  const article = (await catalogArticles(api, 40)).filter(soldPerPiece)[5]!;
  const own = `E2E-${uniqueId()}`.toUpperCase();
  await page.goto(`/artikel/${article.itemNo}`);
  const form = page.getByTestId('own-number-form');
  await form.getByLabel('Uw artikelnummer').fill(own);
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Uw artikelnummer is opgeslagen.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Verwijderen' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Typed in lower case, as a phone types it: the article comes first, with his number.
  await page.goto(`/zoeken?phrase=${own.toLowerCase()}`);
  const card = page.getByTestId('article-card').first();
  await expect(card).toHaveAttribute('data-code', article.itemNo);
  await expect(card.getByTestId('own-number')).toContainText(`Uw artikelnummer ${own}`);
  await expectNoAxeViolations(page);
  const box = page.getByRole('combobox', { name: 'Zoeken in het assortiment' });
  await box.fill(own);
  await expect(page.getByTestId('instant-article').first()).toContainText(`Artikelnummer ${article.itemNo} · Uw artikelnummer ${own}`);
  await box.press('Escape');

  // Quick order takes his number.
  const name = uniqueName('Eigen nummer');
  await newCurrentBasket(page, name);
  await page.goto('/winkelwagen');
  const panel = page.getByTestId('quick-order');
  await panel.getByRole('textbox', { name: 'Artikelnummer regel 1' }).fill(own);
  await panel.getByRole('textbox', { name: 'Aantal regel 1' }).fill('3');
  await panel.getByRole('button', { name: 'Toevoegen aan winkelwagen' }).click();
  await expect(panel.getByTestId('quick-order-summary')).toHaveText(`1 regel toegevoegd aan winkelwagen ${name}.`);
  const line = page.locator(`[data-testid="basket-line"][data-item-no="${article.itemNo}"]`);
  await expect(line.getByTestId('line-own-number')).toHaveText(`Uw artikelnummer: ${own}`);

  // Another customer's main user: his search does not know the number.
  await logout();
  await loginAs(OTHER_CUSTOMER);
  await page.goto(`/zoeken?phrase=${own}`);
  await expect(page.getByTestId('no-results')).toBeVisible();
  await expect(page.getByTestId('own-number')).toHaveCount(0);
});

test.describe("the customer's own article number on a phone (360 px)", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the form on the article page fits the screen; an employee sees the number but no form', async ({ page, api, loginAs, logout }) => {
    const article = (await catalogArticles(api, 40)).filter(soldPerPiece)[6]!;
    const own = `TEL-${uniqueId()}`.toUpperCase();
    await api.put(`/mgmt/api/app/customer-article-numbers/${article.itemNo}`, { customerItemNo: own });
    await page.goto(`/artikel/${article.itemNo}`);
    await expect(page.getByTestId('own-number-form').getByLabel('Uw artikelnummer')).toHaveValue(own);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await logout();
    await loginAs('employee');
    await page.goto(`/artikel/${article.itemNo}`);
    await expect(page.getByTestId('own-number')).toHaveText(`Uw artikelnummer: ${own}`);
    await expect(page.getByTestId('own-number-form')).toHaveCount(0);
  });
});

interface ListBasket {
  id: number;
  name: string;
  basketItems: { itemNo: string; amount: number }[];
}

/** An order list of the signed-in user with three lines of 3, and a new basket made current by opening it. */
async function listAndBasket(page: Page, api: import('../fixtures/api').ShopApi) {
  const listName = uniqueName('Lijst');
  const list = await api.post<ListBasket>('/mgmt/api/ecommerce/customerbaskets/createBasket', { name: listName, basketType: 1 });
  const three = (await catalogArticles(api, 40)).filter(soldPerPiece).slice(0, 3);
  for (const a of three) await api.post('/mgmt/api/ecommerce/customerbaskets/addToBasket', { basketId: list.id, itemNo: a.itemNo, amount: 3 });
  const basket = await api.post<ListBasket>('/mgmt/api/ecommerce/customerbaskets/createBasket', { name: uniqueName('Doel') });
  await page.goto('/mijnaccount/mijnwinkelwagens');
  await page.getByRole('button', { name: `Winkelwagen ${basket.name} openen` }).click();
  await expect(page).toHaveURL(new RegExp(`/winkelwagen/${basket.id}$`));
  await page.goto('/mijnaccount/mijnbestellijsten');
  await page.getByRole('link', { name: listName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Bestellijst ${listName}` })).toBeVisible();
  return { three, basket };
}

test('an order-list line: a quantity typed and Enter adds it; "Alles in huidige winkelwagen" takes the chosen quantities', async ({ page, api }) => {
  const { three, basket } = await listAndBasket(page, api);
  const [a, b, c] = three as [(typeof three)[number], (typeof three)[number], (typeof three)[number]];
  const field = page.getByRole('spinbutton', { name: `Aantal (${a.orderUnit}) van artikel ${a.itemNo}` });
  await expect(field).toHaveValue('3');
  await field.fill('7');
  await field.press('Enter');
  await expect(page.getByText(`7 × artikel ${a.itemNo} is in winkelwagen ${basket.name} geplaatst.`)).toBeVisible();
  await page.getByRole('button', { name: `In winkelwagen: artikel ${b.itemNo}` }).click();
  await expect(page.getByText(`3 × artikel ${b.itemNo} is in winkelwagen ${basket.name} geplaatst.`)).toBeVisible();
  let filled = await api.get<ListBasket>(`/mgmt/api/ecommerce/customerbaskets/default?basketId=${basket.id}`);
  expect(filled.basketItems.map((i) => [i.itemNo, i.amount]).sort()).toEqual([[a.itemNo, 7], [b.itemNo, 3]].sort());
  await expectNoAxeViolations(page);

  // The whole list with c changed to 2 (a still shows 7): 7 + 7, 3 + 3, 2.
  await page.getByRole('spinbutton', { name: `Aantal (${c.orderUnit}) van artikel ${c.itemNo}` }).fill('2');
  await page.getByRole('button', { name: 'Alles in huidige winkelwagen' }).click();
  await expect(page.getByText(`De bestellijst is in winkelwagen ${basket.name} geplaatst.`, { exact: true })).toBeVisible();
  filled = await api.get<ListBasket>(`/mgmt/api/ecommerce/customerbaskets/default?basketId=${basket.id}`);
  expect(filled.basketItems.map((i) => [i.itemNo, i.amount]).sort()).toEqual([[a.itemNo, 14], [b.itemNo, 6], [c.itemNo, 2]].sort());
});

test.describe('order-list lines on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('each card has its quantity field and add button; Enter adds', async ({ page, api }) => {
    const { three, basket } = await listAndBasket(page, api);
    const a = three[0]!;
    const field = page.getByRole('spinbutton', { name: `Aantal (${a.orderUnit}) van artikel ${a.itemNo}` });
    await expect(field).toBeVisible();
    await expect(page.getByRole('button', { name: `In winkelwagen: artikel ${a.itemNo}` })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await field.fill('4');
    await field.press('Enter');
    await expect(page.getByText(`4 × artikel ${a.itemNo} is in winkelwagen ${basket.name} geplaatst.`)).toBeVisible();
  });
});

test("Uw artikelnummers: the main user uploads an Excel file of his own numbers, sees what was stored and refused, and downloads them", async ({ page, api }) => {
  const [a, b] = (await catalogArticles(api, 40)).filter(soldPerPiece).slice(7, 9);
  if (!a || !b) throw new Error('two articles sold per piece');
  const own = `XL-${uniqueId()}`.toUpperCase();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Uw artikelnummers');
  sheet.addRow(['Artikelnummer', 'Uw artikelnummer']);
  sheet.addRow([a.itemNo, own]);
  // Row 3 of the sheet (the header is row 1): the message names that row.
  sheet.addRow(['BESTAAT-NIET', `${own}-X`]);
  sheet.addRow([b.itemNo, '']);
  await page.goto('/mijnaccount/mijnorganisatie');
  await page.getByRole('link', { name: 'Uw artikelnummers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uw artikelnummers' })).toBeVisible();
  await page.getByLabel('Excel-bestand uploaden (.xlsx)').setInputFiles({
    name: 'nummers.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  const result = page.getByTestId('article-numbers-result');
  await expect(result).toContainText(/1 nummer opgeslagen, [01] nummers? verwijderd\./);
  await expect(result.getByRole('alert')).toHaveText('Regel 3: Artikel BESTAAT-NIET kennen wij niet.');
  await expect(page.getByTestId('article-numbers-table').getByRole('row', { name: new RegExp(own) })).toContainText(a.itemNo);
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Downloaden als Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('uw-artikelnummers.xlsx');
  const back = new ExcelJS.Workbook();
  await back.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const rows = back.worksheets[0]!.getSheetValues().slice(2) as unknown[][];
  expect(rows.some((r) => r[1] === a.itemNo && r[2] === own)).toBe(true);
});

test.describe('Uw artikelnummers on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the page and its list fit the screen', async ({ page, api }) => {
    const a = (await catalogArticles(api, 40)).filter(soldPerPiece)[9]!;
    await api.put(`/mgmt/api/app/customer-article-numbers/${a.itemNo}`, { customerItemNo: `M-${uniqueId()}`.toUpperCase() });
    await page.goto('/mijnaccount/mijnorganisatie/artikelnummers');
    await expect(page.getByTestId('article-numbers-table')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

/** Takes every star of the signed-in user off (a test starts from an empty Mijn assortiment). */
async function noFavourites(api: import('../fixtures/api').ShopApi) {
  const { itemNos } = await api.get<{ itemNos: string[] }>('/mgmt/api/app/favourites/item-numbers');
  for (const itemNo of itemNos) await api.delete(`/mgmt/api/app/favourites/${encodeURIComponent(itemNo)}`);
}

/** A new basket of the signed-in user, made current by opening it. */
async function openNewBasket(page: Page, api: import('../fixtures/api').ShopApi) {
  const basket = await api.post<ListBasket>('/mgmt/api/ecommerce/customerbaskets/createBasket', { name: uniqueName('Assortiment') });
  await page.goto('/mijnaccount/mijnwinkelwagens');
  await page.getByRole('button', { name: `Winkelwagen ${basket.name} openen` }).click();
  await expect(page).toHaveURL(new RegExp(`/winkelwagen/${basket.id}$`));
  return basket;
}

test('Mijn assortiment: a star from a card (keyboard) and from the article page; the page adds the chosen quantities; another customer sees none of it', async ({ page, api, loginAs, logout }) => {
  await noFavourites(api);
  const [a, b] = (await catalogArticles(api, 40)).filter(soldPerPiece).slice(10, 12) as [Article, Article];
  const basket = await openNewBasket(page, api);

  await page.goto(`/zoeken?phrase=${a.itemNo}`);
  const star = cardOf(page, a.itemNo).getByRole('button', { name: `${a.description} in Mijn assortiment` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.focus();
  await page.keyboard.press('Enter');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${a.description} staat in Mijn assortiment.`)).toBeVisible();

  await page.goto(`/artikel/${b.itemNo}`);
  const pageStar = page.getByTestId('article-detail').getByRole('button', { name: 'Mijn assortiment' });
  await expect(pageStar).toHaveAttribute('aria-pressed', 'false');
  await pageStar.click();
  await expect(pageStar).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
  expect((await api.get<{ itemNos: string[] }>('/mgmt/api/app/favourites/item-numbers')).itemNos.sort()).toEqual([a.itemNo, b.itemNo].sort());

  // Found through the user menu.
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu').getByRole('link', { name: 'Mijn assortiment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn assortiment' })).toBeVisible();
  await expect(page.getByTestId('favourite-row')).toHaveCount(2);
  await page.getByTestId('favourites-sort').selectOption({ label: 'Naam' });
  await expect(page).toHaveURL(/sortering=naam/);
  const names = [a.description, b.description].sort((x, y) => x.localeCompare(y, 'nl'));
  await expect(page.getByTestId('favourite-row').first()).toContainText(names[0]!);
  await page.getByRole('spinbutton', { name: `Aantal (${a.orderUnit}) van ${a.description}` }).fill('5');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Alles in winkelwagen' }).click();
  await expect(page.getByText(`2 artikelen staan in winkelwagen ${basket.name}.`)).toBeVisible();
  const filled = await api.get<ListBasket>(`/mgmt/api/ecommerce/customerbaskets/default?basketId=${basket.id}`);
  expect(filled.basketItems.map((i) => [i.itemNo, i.amount]).sort()).toEqual([[a.itemNo, 5], [b.itemNo, 1]].sort());

  await logout();
  await loginAs(OTHER_CUSTOMER);
  await page.goto(`/zoeken?phrase=${a.itemNo}`);
  await expect(cardOf(page, a.itemNo).getByRole('button', { name: `${a.description} in Mijn assortiment` })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/mijnaccount/mijnassortiment');
  await expect(page.getByText('Er staan nog geen artikelen in Mijn assortiment.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('favourite-row')).toHaveCount(0);
});

test.describe('Mijn assortiment on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, user: 'employee' });

  test('the star on a card, the page as cards that fit; a quantity and Enter adds it', async ({ page, api }) => {
    await noFavourites(api);
    const [a] = (await catalogArticles(api, 40)).filter(soldPerPiece).slice(12, 13) as [Article];
    const basket = await openNewBasket(page, api);
    await page.goto(`/zoeken?phrase=${a.itemNo}`);
    const star = cardOf(page, a.itemNo).getByRole('button', { name: `${a.description} in Mijn assortiment` });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto('/mijnaccount/mijnassortiment');
    const field = page.getByRole('spinbutton', { name: `Aantal (${a.orderUnit}) van ${a.description}` });
    await expect(field).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await field.fill('3');
    await field.press('Enter');
    await expect(page.getByText(`3 × ${a.description} staat in winkelwagen ${basket.name}.`)).toBeVisible();
  });
});
