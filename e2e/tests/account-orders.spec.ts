// Mijn account in the real shop, signed in through the real provider: a main user finds an order
// by article number and orders two of its lines again into a new basket, filters invoices to credit
// notes and downloads one as a real PDF, and puts an order list into the current basket; a
// warehouse user finds no orders or invoices anywhere. axe checks each page.
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { uniqueName } from '../fixtures/unique';

interface OrderLine {
  lineNo: number;
  itemNo: string;
  description: string;
}
interface Basket {
  id: number;
  name: string;
  basketItems: { itemNo: string; amount: number }[];
}

test.describe('Mijn account as the main user', () => {
  test.use({ user: 'main' });

  test('the overview has a tile per part; an order is found by article number and two of its lines go into a new basket', async ({ page, api }) => {
    await page.goto('/mijnaccount');
    const tiles = page.getByTestId('account-tiles');
    await expect(tiles.getByRole('link')).toHaveCount(9);
    await expectNoAxeViolations(page);

    // An older delivered order with at least three lines, and an article of its third line.
    const page1 = await api.get<{ items: { orderNo: string; lineCount: number; orderType: string }[] }>('/erp/api/app/order/order-overview?MaxResultCount=50&SkipCount=20');
    const picked = page1.items.find((o) => o.lineCount >= 3 && o.orderType === 'Order')!;
    expect(picked).toBeDefined();
    const detail = await api.get<{ lines: OrderLine[] }>(`/erp/api/app/order?OrderNo=${picked.orderNo}`);
    const searchItem = detail.lines[2]!.itemNo;

    await tiles.getByRole('link', { name: /Mijn orders/ }).click();
    await expect(page).toHaveURL(/\/mijnaccount\/mijnorders$/);
    await expect(page.getByTestId('order-table').getByRole('row')).toHaveCount(13);
    const search = page.getByRole('search', { name: 'Orders zoeken' });
    await search.getByLabel('Zoeken op').selectOption('ItemNo');
    await search.getByLabel('Zoekterm').fill(searchItem);
    await search.getByRole('button', { name: 'Zoeken', exact: true }).click();
    // The search is in the URL, and every order found holds the article.
    await expect(page).toHaveURL(new RegExp(`zoek=${searchItem}&zoekop=ItemNo`));
    const link = page.getByTestId('order-table').getByRole('link', { name: picked.orderNo, exact: true });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);

    // The filter tabs change the list and stay in the URL.
    await page.getByRole('link', { name: 'Retouren en klachten' }).click();
    await expect(page).toHaveURL(/filter=ReturnOrdersOrComplaints/);
    await expect(page.getByRole('link', { name: 'Retouren en klachten' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(link).toBeVisible();

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/mijnaccount/mijnorders/${picked.orderNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Order ${picked.orderNo}` })).toBeVisible();
    const lines = page.getByTestId('order-lines');
    await expect(lines.getByRole('row')).toHaveCount(detail.lines.length + 1);
    await expect(page.getByTestId('order-facts')).toContainText('Geleverd');
    await expectNoAxeViolations(page);

    const [first, second] = detail.lines;
    await lines.getByLabel(`Regel met artikel ${first!.itemNo} kiezen`).first().check();
    await lines.getByLabel(`Regel met artikel ${second!.itemNo} kiezen`).first().check();
    const form = page.getByTestId('reorder-form');
    await form.getByLabel('Gekozen regels (2)').check();
    await form.getByLabel('Nieuwe winkelwagen').check();
    const basketName = uniqueName('Opnieuw');
    await form.getByLabel('Naam van de nieuwe winkelwagen').fill(basketName);
    await form.getByRole('button', { name: 'In winkelwagen plaatsen' }).click();
    const result = page.getByTestId('reorder-result');
    await expect(result).toContainText(`2 regels zijn in winkelwagen ${basketName} geplaatst.`);

    // The new basket holds exactly those two articles and is now the current basket.
    const baskets = await api.get<Basket[]>('/mgmt/api/ecommerce/customerbaskets');
    const basket = baskets.find((c) => c.name === basketName)!;
    expect(basket.basketItems.map((i) => i.itemNo).sort()).toEqual([first!.itemNo, second!.itemNo].sort());
    await expect(page.getByTestId('basket-selector').first()).toHaveAccessibleName(new RegExp(`^Winkelwagen ${basketName}, `));
  });

  test('invoices filtered to credit notes; one opened and its PDF downloaded', async ({ page }) => {
    await page.goto('/mijnaccount/mijnfacturen');
    const table = page.getByTestId('invoice-table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByTestId('invoice-totals')).toContainText('€');
    await page.getByLabel('Soort').selectOption('Credit');
    await expect(page).toHaveURL(/soort=Credit/);
    // Until the credit notes arrive, the previous rows stay, marked busy; then only credit notes.
    await expect.poll(async () => new Set(await table.locator('tbody tr td:nth-child(2)').allTextContents())).toEqual(new Set(['Creditnota']));
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expectNoAxeViolations(page);

    const creditLink = table.locator('tbody tr').first().getByRole('link').first();
    const creditNo = (await creditLink.textContent())!.trim();
    await creditLink.click();
    await expect(page.getByRole('heading', { level: 1, name: `Creditnota ${creditNo}` })).toBeVisible();
    await expect(page.getByText('Dit is een creditnota.')).toBeVisible();
    await expect(page.getByTestId('invoice-sums')).toContainText('Btw 21%');
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`creditnota-${creditNo}.pdf`);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.subarray(-8).toString('latin1')).toContain('%%EOF');
  });

  test('an order list is opened and put into the current basket; the basket is then deleted after the confirm popup', async ({ page, api }) => {
    // An order list of the user with two lines, made through the API.
    const listName = uniqueName('Vaste lijst');
    const list = await api.post<Basket>('/mgmt/api/ecommerce/customerbaskets/createBasket', { name: listName, basketType: 1 });
    const articles = await api.get<{ items: { itemNo: string; minOrderQuantity: number; stepQuantity: number }[] }>('/pim/api/app/article?MaxResultCount=20');
    const two = articles.items.filter((a) => a.stepQuantity === 1 && a.minOrderQuantity === 1).slice(0, 2);
    expect(two).toHaveLength(2);
    for (const a of two) await api.post('/mgmt/api/ecommerce/customerbaskets/addToBasket', { basketId: list.id, itemNo: a.itemNo, amount: 3 });
    const basket = await api.post<Basket>('/mgmt/api/ecommerce/customerbaskets/createBasket', { name: uniqueName('Doel') });

    await page.goto('/mijnaccount/mijnwinkelwagens');
    await page.getByRole('button', { name: `Winkelwagen ${basket.name} openen` }).click();
    await expect(page).toHaveURL(new RegExp(`/winkelwagen/${basket.id}$`));
    await expect(page.getByTestId('basket-selector').first()).toHaveAccessibleName(new RegExp(`^Winkelwagen ${basket.name}, `));

    await page.goto('/mijnaccount/mijnbestellijsten');
    await expect(page.getByTestId('order-list-table')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: listName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Bestellijst ${listName}` })).toBeVisible();
    await expect(page.getByTestId('order-list-lines').getByRole('row')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Alles in huidige winkelwagen' }).click();
    await expect(page.getByText(`De bestellijst is in winkelwagen ${basket.name} geplaatst.`, { exact: true })).toBeVisible();
    const filled = await api.get<Basket>(`/mgmt/api/ecommerce/customerbaskets/default?basketId=${basket.id}`);
    expect(filled.basketItems.map((i) => [i.itemNo, i.amount]).sort()).toEqual(two.map((a) => [a.itemNo, 3]).sort());

    // The basket is deleted after the confirm popup; cancelling first keeps it.
    await page.goto('/mijnaccount/mijnwinkelwagens');
    const baskets = page.getByTestId('basket-table');
    await expect(baskets.getByRole('row', { name: new RegExp(basket.name) })).toContainText('2');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `${basket.name} verwijderen` }).click();
    const confirm = page.getByRole('dialog', { name: 'Winkelwagen verwijderen' });
    await expect(confirm).toContainText(`Weet u zeker dat u winkelwagen ${basket.name} wilt verwijderen?`);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: `${basket.name} verwijderen` }).click();
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(baskets.getByRole('row', { name: new RegExp(basket.name) })).toHaveCount(0);
    const left = await api.get<Basket[]>('/mgmt/api/ecommerce/customerbaskets');
    expect(left.some((c) => c.id === basket.id)).toBe(false);
  });
});

test('a warehouse user sees no orders or invoices anywhere', async ({ page, loginAs, api }) => {
  await loginAs('warehouse');
  await page.goto('/mijnaccount');
  const tiles = page.getByTestId('account-tiles');
  await expect(tiles.getByRole('link', { name: /Mijn winkelwagens/ })).toBeVisible();
  await expect(tiles.getByRole('link', { name: /Mijn orders|Mijn facturen/ })).toHaveCount(0);
  for (const url of ['/mijnaccount/mijnorders', '/mijnaccount/mijnorders/O1', '/mijnaccount/mijnfacturen', '/mijnaccount/mijnfacturen/F1?soort=Invoice']) {
    await page.goto(url);
    await expect(page.getByTestId('no-access')).toContainText('Geen toegang');
    await expect(page.getByTestId('order-table').or(page.getByTestId('invoice-table'))).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
  expect((await api.send('GET', '/erp/api/app/order/order-overview')).status).toBe(403);
});
