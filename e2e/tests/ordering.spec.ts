// Ordering in the real shop, signed in through the real provider: search and add two articles,
// the basket page (a quantity change, refused when it breaks the article's step; removing a line
// through the confirm popup; the Excel export as a real .xlsx), the two steps of the order wizard
// (a reload keeps step 1's fields), placing the order (a double click makes one order) and the
// thank-you page with the order number. axe checks each of these pages.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { shopApi, type ShopApi } from '../fixtures/api';
import { DEMO_PASSWORD, loginAs } from '../fixtures/auth';
import { expectNoAxeViolations } from '../fixtures/axe';
import { catalogArticles, chooseCostCentre, newCurrentBasket, searchAndAdd, soldPerPiece } from '../fixtures/basket';
import { pauseClock } from '../fixtures/clock';
import { expect, test } from '../fixtures/test';
import { uniqueId, uniqueName } from '../fixtures/unique';

/** One article sold per piece and one sold per several (step > 1), both findable by their code. */
async function pickArticles(api: ShopApi) {
  const items = await catalogArticles(api, 300);
  const single = items.find(soldPerPiece)!;
  const stepped = items.find((a) => a.stepQuantity > 1 && a.minOrderQuantity <= a.stepQuantity)!;
  expect(single && stepped).toBeTruthy();
  return { single, stepped };
}

const orderCount = async (api: ShopApi) => (await api.get<{ totalCount: number }>('/erp/api/app/order/order-overview?MaxResultCount=1')).totalCount;

/** Fills step 1 for delivery with the main address kept, a PO number and a reference. */
async function fillStep1(page: Page, po: string, reference: string) {
  const step = page.getByTestId('delivery-step');
  await expect(step).toBeVisible();
  // Prefilled from the organization's main address.
  await expect(step.getByLabel('Postcode')).not.toHaveValue('');
  await step.getByLabel(/PO-nummer/).fill(po);
  await step.getByLabel(/Uw referentie/).fill(reference);
}

test('warehouse staff order too; their thank-you page has no link to Mijn orders', async ({ page, api }) => {
  await loginAs(page, 'warehouse');
  const { single } = await pickArticles(api);
  const name = uniqueName('E2E magazijn');
  await newCurrentBasket(page, name);
  await searchAndAdd(page, single);
  await page.goto('/order');
  await fillStep1(page, `PO-${uniqueId()}`, 'Magazijn');
  await page.getByRole('button', { name: 'Verder naar controleren' }).click();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-number')).toHaveText(/^ORD\d+$/);
  await expect(page.getByRole('link', { name: 'Verder winkelen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bekijk uw order in Mijn orders' })).toHaveCount(0);
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the basket page and step 1 fit the screen', async ({ page, api }) => {
    await loginAs(page, 'employee');
    const { single, stepped } = await pickArticles(api);
    const { id } = await api.post<{ id: number }>('/mgmt/api/ecommerce/customerbaskets/createBasket', { name: uniqueName('E2E telefoon') });
    for (const a of [single, stepped]) {
      await api.post('/mgmt/api/ecommerce/customerbaskets/addToBasket', { basketId: id, itemNo: a.itemNo, amount: Math.max(a.minOrderQuantity, a.stepQuantity) });
    }
    await page.goto(`/winkelwagen/${id}`);
    await expect(page.getByTestId('basket-line')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByTestId('order-button').click();
    await expect(page.getByTestId('delivery-step')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('ordering', () => {
  test.use({ user: 'employee' });
  test.beforeEach(async ({ page }) => {
    await expect(page.getByTestId('basket-selector').first()).toHaveAccessibleName(/^Winkelwagen( .+)?, \d+ artikel(en)?$/);
  });

  test('search, basket page, Excel export, the two steps and the thank-you page', async ({ page, api }) => {
    // The whole journey in one test, with four axe scans: more than the default minute on a busy 2-core machine.
    test.slow();
    const { single, stepped } = await pickArticles(api);
    const basketName = uniqueName('E2E bestelling');
    await newCurrentBasket(page, basketName);
    await searchAndAdd(page, single);
    await searchAndAdd(page, stepped);

    // The basket page, on a clock the test can stop: the quantity field sends after a pause in typing.
    await page.clock.install();
    await page.goto('/winkelwagen');
    await expect(page.getByRole('heading', { level: 1, name: `Winkelwagen ${basketName}` })).toBeVisible();
    const lines = page.getByTestId('basket-line');
    await expect(lines).toHaveCount(2);
    await expectNoAxeViolations(page);

    // A quantity that breaks the step is refused beside the field, and nothing is sent.
    const steppedLine = page.locator(`[data-testid="basket-line"][data-item-no="${stepped.itemNo}"]`);
    const steppedInput = steppedLine.getByTestId('quantity-input');
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/addToBasket') && sent.push(JSON.parse(r.postData() ?? '{}').itemNo));
    await pauseClock(page);
    await steppedInput.fill(String(stepped.stepQuantity + 1));
    const { minOrderQuantity: min, stepQuantity: step } = stepped;
    await expect(steppedLine.getByTestId('quantity-error')).toHaveText(
      `Dit artikel bestelt u vanaf ${min} ${stepped.orderUnit} in stappen van ${step}: ${min}, ${min + step}, ${min + 2 * step} enzovoort.`,
    );
    await expect(steppedInput).toHaveAttribute('aria-invalid', 'true');
    // Well past the typing pause, and Enter: still nothing.
    await page.clock.runFor(2_000);
    await steppedInput.press('Enter');
    await page.clock.resume();

    // A valid quantity is saved: the line total and the totals follow, and a reload keeps it.
    const singleLine = page.locator(`[data-testid="basket-line"][data-item-no="${single.itemNo}"]`);
    const totalBefore = await page.getByTestId('total-excl').innerText();
    await singleLine.getByTestId('quantity-input').fill('3');
    await singleLine.getByTestId('quantity-input').press('Enter');
    await expect.poll(() => sent).toEqual([single.itemNo]);
    await expect(page.getByTestId('total-excl')).not.toHaveText(totalBefore);
    await page.reload();
    await expect(page.locator(`[data-testid="basket-line"][data-item-no="${single.itemNo}"]`).getByTestId('quantity-input')).toHaveValue('3');

    // The item number leads to the article page.
    await page.locator(`[data-testid="basket-line"][data-item-no="${single.itemNo}"]`).getByRole('link', { name: single.itemNo }).click();
    await expect(page).toHaveURL(`/artikel/${single.itemNo}`);
    await page.goBack();
    await expect(lines).toHaveCount(2);

    // Removing a line asks first (cancel keeps it), then removes it.
    await page.locator(`[data-testid="basket-line"][data-item-no="${stepped.itemNo}"]`).getByRole('button', { name: `Verwijderen ${stepped.description}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Regel verwijderen' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Annuleren' }).click();
    await expect(lines).toHaveCount(2);
    await page.locator(`[data-testid="basket-line"][data-item-no="${stepped.itemNo}"]`).getByRole('button', { name: `Verwijderen ${stepped.description}` }).click();
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(lines).toHaveCount(1);

    // The Excel export is a real workbook with the basket's lines.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporteren naar Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Artikelnummer');
    expect(sheet.getRow(2).getCell(1).value).toBe(single.itemNo);
    expect(sheet.getRow(2).getCell(3).value).toBe(3);

    // Step 1: a reload in the middle keeps what was entered; the fields are checked.
    await page.getByTestId('order-button').click();
    await expect(page).toHaveURL(/\/order\?winkelwagen=\d+$/);
    const po = `PO-${uniqueId()}`;
    await fillStep1(page, po, 'Badkamer Jansen');
    await page.getByTestId('delivery-step').getByLabel('Postcode').fill('12345');
    await page.reload();
    const step1 = page.getByTestId('delivery-step');
    await expect(step1.getByLabel(/PO-nummer/)).toHaveValue(po);
    await expect(step1.getByLabel(/Uw referentie/)).toHaveValue('Badkamer Jansen');
    await expect(step1.getByLabel('Postcode')).toHaveValue('12345');
    await expectNoAxeViolations(page);
    await step1.getByRole('button', { name: 'Verder naar controleren' }).click();
    await expect(step1.getByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.')).toBeVisible();
    await step1.getByLabel('Postcode').fill('8011ab');
    // Pick-up shows the counter's opening hours; back to delivery.
    await step1.getByLabel('Afhalen bij de afhaalbalie').check();
    await expect(page.getByTestId('opening-hours')).toHaveText(/maandag tot en met vrijdag van 07:30 tot 17:00/);
    await step1.getByLabel('Bezorgen').check();
    await step1.getByRole('button', { name: 'Verder naar controleren' }).click();

    // Step 2 reviews everything; back to step 1 and forward again keeps it.
    const review = page.getByTestId('review-step');
    await expect(review).toBeVisible();
    await expect(page.getByTestId('order-steps').locator('[aria-current="step"]')).toContainText('Controleren en bestellen');
    await expect(review.getByTestId('review-line')).toHaveCount(1);
    await expect(review.getByTestId('review-po')).toHaveText(po);
    await expect(review.getByTestId('review-delivery')).toContainText('8011 AB');
    await expectNoAxeViolations(page);
    await review.getByRole('button', { name: 'Terug naar stap 1' }).click();
    await expect(page.getByTestId('delivery-step').getByLabel(/PO-nummer/)).toHaveValue(po);
    await page.getByRole('button', { name: 'Verder naar controleren' }).click();

    // A double click places one order.
    await chooseCostCentre(page);
    const before = await orderCount(api);
    await review.getByTestId('place-order').dblclick();
    await expect(page).toHaveURL(/\/bedankt\?order=ORD\d+$/);
    const orderNo = await page.getByTestId('order-number').innerText();
    expect(orderNo).toMatch(/^ORD\d+$/);
    await expect(page.getByTestId('thanks')).toContainText(single.description);
    await expect(page.getByRole('link', { name: 'Bekijk uw order in Mijn orders' })).toHaveAttribute('href', `/mijnaccount/mijnorders/${orderNo}`);
    await expectNoAxeViolations(page);
    expect(await orderCount(api)).toBe(before + 1);
    const order = await api.get<{ status: number; poNumber: string; lines: unknown[] }>(`/erp/api/app/order?OrderNo=${orderNo}`);
    expect(order).toMatchObject({ status: 100, poNumber: po });

    // The basket is empty now, and says so.
    await page.goto('/winkelwagen');
    await expect(page.getByTestId('basket-empty')).toHaveText(`De winkelwagen ${basketName} is leeg`);
    await expect(page.getByTestId('order-button')).toBeDisabled();
  });

  test('a basket changed in another tab after review is refused; step 2 shows the fresh basket', async ({ page, context, api }) => {
    const { single, stepped } = await pickArticles(api);
    const basketName = uniqueName('E2E twee tabs');
    await newCurrentBasket(page, basketName);
    await searchAndAdd(page, single);
    await page.goto('/order');
    await fillStep1(page, `PO-${uniqueId()}`, 'Twee tabs');
    await page.getByRole('button', { name: 'Verder naar controleren' }).click();
    const review = page.getByTestId('review-step');
    await expect(review.getByTestId('review-line')).toHaveCount(1);

    // Another tab adds an article to the same basket.
    const other = await context.newPage();
    await other.goto('/');
    // The new tab takes the session from the open one (BroadcastChannel): signed in once the
    // header shows the user.
    await expect(other.getByRole('button', { name: /^Mijn account: / })).toBeVisible();
    const otherApi = shopApi(other);
    const baskets = await otherApi.get<{ id: number; name: string }[]>('/mgmt/api/ecommerce/customerbaskets');
    const basket = baskets.find((c) => c.name === basketName)!;
    await otherApi.post('/mgmt/api/ecommerce/customerbaskets/addToBasket', { basketId: basket.id, itemNo: stepped.itemNo, amount: Math.max(stepped.minOrderQuantity, stepped.stepQuantity) });
    await other.close();

    await chooseCostCentre(page);
    const before = await orderCount(api);
    await review.getByTestId('place-order').click();
    await expect(review.getByTestId('order-problem')).toContainText('Uw winkelwagen is gewijzigd');
    await expect(review.getByTestId('review-line')).toHaveCount(2);
    expect(await orderCount(api)).toBe(before);
    await review.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/bedankt\?order=ORD\d+$/);
  });

  test('copy a basket into another, then delete it: the current basket moves to a remaining one', async ({ page, api }) => {
    const { single } = await pickArticles(api);
    const target = uniqueName('E2E doel');
    const source = uniqueName('E2E bron');
    await newCurrentBasket(page, target);
    await newCurrentBasket(page, source);
    await searchAndAdd(page, single);
    await page.goto('/winkelwagen');
    await expect(page.getByTestId('basket-line')).toHaveCount(1);

    await page.getByRole('button', { name: 'Kopiëren naar…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kopiëren naar een andere winkelwagen of bestellijst' });
    await dialog.getByRole('button', { name: 'Kopiëren' }).click();
    await expect(dialog.getByText('Dit veld is verplicht')).toBeVisible();
    await dialog.getByLabel('Kopiëren naar').selectOption({ label: target });
    await dialog.getByRole('button', { name: 'Kopiëren' }).click();
    await expect(page.getByText(`De regels zijn gekopieerd naar ${target}.`, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Winkelwagen verwijderen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Winkelwagen verwijderen' });
    await expect(confirm).toContainText(source);
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByText(`Winkelwagen ${source} is verwijderd.`, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/winkelwagen');
    await expect(page.getByTestId('basket-selector').first()).not.toHaveAccessibleName(new RegExp(source));
    const baskets = await api.get<{ id: number; name: string; basketItems: { itemNo: string; amount: number }[] }[]>('/mgmt/api/ecommerce/customerbaskets');
    expect(baskets.some((c) => c.name === source)).toBe(false);
    expect(baskets.find((c) => c.name === target)?.basketItems).toEqual([expect.objectContaining({ itemNo: single.itemNo, amount: 1 })]);
  });

  test('another customer\'s basket, an unknown one or an order list is the 404 page', async ({ page, browser, api }) => {
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await loginAs(other, { email: 'medewerker@klant2.example.nl', password: DEMO_PASSWORD });
    const theirs = await shopApi(other).get<{ id: number }>('/mgmt/api/ecommerce/customerbaskets/default');
    await otherContext.close();
    const list = await api.post<{ id: number }>('/mgmt/api/ecommerce/customerbaskets/createBasket', { name: uniqueName('E2E lijst'), basketType: 1 });
    for (const id of [theirs.id, 999999, list.id]) {
      await page.goto(`/winkelwagen/${id}`);
      await expect(page.getByTestId('error-status')).toHaveText('404');
    }
  });
});
