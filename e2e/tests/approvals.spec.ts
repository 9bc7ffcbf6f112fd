// Purchasing control in the real shop: the main user sets a limit for the employee on Mijn team;
// the employee's order over it goes for approval in the order wizard (one sentence says why) and
// his basket locks; the main user sees the count in the header's user menu, opens the request
// under Goed te keuren and approves it: the order exists once, in both users' Mijn orders. A
// rejected request unlocks the basket and the employee is mailed the reason; two approvals at once
// place one order. Cost centres: the main user adds one with a budget on Mijn team; the employee
// chooses it in step 2, is told the order is over what is left and sends it for approval; the
// approved order is in Mijn orders under its filter. Uitgaven shows the demo customer's twelve
// months as a chart and a table, and its Excel holds the same figures. axe checks the new screens
// at 1280 and 360 px.
//
// The limit is high (no other spec's order comes near it) and is taken away again afterwards, so
// specs that order as the employee at the same time are not affected.
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { shopApi, type ShopApi } from '../fixtures/api';
import { loginAs } from '../fixtures/auth';
import { expectNoAxeViolations } from '../fixtures/axe';
import { catalogArticles, chooseCostCentre, soldPerPiece } from '../fixtures/basket';
import { mailTo } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { uniqueName } from '../fixtures/unique';

const LIMIT = 25_000;
const L = '/mgmt/api/app/order-limits';
const R = '/mgmt/api/app/purchase-requests';
const B = '/mgmt/api/ecommerce/customerbaskets';
const C = '/mgmt/api/app/cost-centres';
const EMPLOYEE_MAIL = 'medewerker@devries-installatie.nl';
/** The cost centres this spec makes sort after the demo's (other specs choose the first). */
const E2E_COST_CENTRE = 'Zz E2E kostenplaats';

interface Member {
  userId: string;
  name: string;
  role: string;
  perOrder: number | null;
}

async function employeeOf(api: ShopApi): Promise<Member> {
  return (await api.get<{ items: Member[] }>(L)).items.find((m) => m.role === 'employee')!;
}

/** A basket of the employee's over the limit: one article sold per piece, enough of it. */
const basketOverLimit = (api: ShopApi, name: string) => basketOver(api, name, LIMIT);

/** A basket of the employee's worth more than `euros`: one article sold per piece, enough of it. */
async function basketOver(api: ShopApi, name: string, euros: number) {
  const article = (await catalogArticles(api, 50)).find(soldPerPiece)!;
  const { id } = await api.post<{ id: number }>(`${B}/createBasket`, { name });
  const first = await api.post<{ id: number }>(`${B}/addToBasket`, { basketId: id, itemNo: article.itemNo, amount: 1 });
  const { basketItems } = await api.get<{ basketItems: { netPrice: number }[] }>(`${B}/basketWithRealtimeData?basketId=${first.id}`);
  const amount = Math.ceil((euros + 1) / basketItems[0]!.netPrice);
  await api.post(`${B}/addToBasket`, { basketId: id, itemNo: article.itemNo, amount, overwrite: true });
  return id;
}

async function signedIn(browser: Browser, who: 'main' | 'employee', viewport = { width: 1280, height: 900 }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await loginAs(page, who);
  return { page, api: shopApi(page) };
}

/** Sends the basket for approval through the API, as the wizard does (on the employee's first cost centre). */
async function requestFor(api: ShopApi, basketId: number) {
  const { revision } = await api.get<{ revision: string }>(`${B}/basketWithRealtimeData?basketId=${basketId}`);
  const costCentre = (await api.get<{ items: { id: number }[] }>(`${C}/mine`)).items[0];
  const tomorrow = new Date(Date.now() + 14 * 86_400_000);
  while (tomorrow.getUTCDay() !== 2) tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return api.post<{ id: number; totalNet: number }>(R, {
    basketId,
    idempotencyKey: `e2e-request-${basketId}-${Date.now()}`,
    basketRevision: revision,
    deliveryMethod: 'afhalen',
    deliveryDate: tomorrow.toISOString().slice(0, 10),
    ...(costCentre ? { costCentreId: costCentre.id } : {}),
  });
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test.describe.configure({ mode: 'serial' });

let main: { page: Page; api: ShopApi };
test.beforeAll(async ({ browser }) => {
  main = await signedIn(browser, 'main');
});
test.afterAll(async () => {
  const employee = await employeeOf(main.api);
  await main.api.put(`${L}/${employee.userId}`, { perOrder: null, perMonth: null, approverIds: [] });
  // The cost centres this spec made (their orders keep the name).
  for (const c of (await main.api.get<{ items: { id: number; name: string }[] }>(C)).items.filter((c) => c.name.startsWith(E2E_COST_CENTRE))) await main.api.delete(`${C}/${c.id}`);
});

test('the main user sets a limit, the employee\'s order goes for approval, and approving places it once', async ({ browser }) => {
  test.slow();
  const { page } = main;
  const employee = await employeeOf(main.api);

  // Mijn team: the employee's limits through the popup; the change is recorded.
  await page.goto('/mijnaccount/mijnorganisatie/mijnteam');
  await page.getByRole('button', { name: `Bestellimieten van ${employee.name} aanpassen` }).click();
  const popup = page.getByRole('dialog', { name: `Bestellimieten van ${employee.name}` });
  await popup.getByLabel('Limiet per bestelling (excl. btw)').fill('25.000,00');
  await popup.getByLabel('Limiet per kalendermaand (excl. btw)').fill('');
  await expectNoAxeViolations(page);
  await popup.getByRole('button', { name: 'Opslaan' }).click();
  await expect(popup).toBeHidden();
  const row = page.getByTestId('order-limits').getByRole('row').filter({ hasText: employee.name });
  await expect(row).toContainText('€ 25.000,00');
  await expect(page.getByTestId('limit-changes').getByRole('row').nth(1)).toContainText('per bestelling € 25.000,00');
  await expectNoAxeViolations(page);

  // The employee's order over it: step 2 says why and sends it for approval; his basket locks.
  const emp = await signedIn(browser, 'employee');
  const basketId = await basketOverLimit(emp.api, uniqueName('E2E goedkeuring'));
  await emp.page.goto(`/order?winkelwagen=${basketId}`);
  await emp.page.getByRole('button', { name: 'Verder naar controleren' }).click();
  await chooseCostCentre(emp.page, 'Projecten');
  await expect(emp.page.getByTestId('approval-reason')).toContainText(/^Deze bestelling van €\s[\d.]+,\d\d \(excl\. btw\) is hoger dan uw limiet van €\s25\.000,00 per bestelling, daarom gaat hij eerst ter goedkeuring naar .+\.$/);
  const send = emp.page.getByTestId('place-order');
  await expect(send).toHaveText('Ter goedkeuring versturen');
  const orders = (await main.api.get<{ totalCount: number }>('/erp/api/app/order/order-overview?MaxResultCount=1')).totalCount;
  await send.click();
  await expect(emp.page).toHaveURL(`/winkelwagen/${basketId}`);
  await expect(emp.page.getByTestId('approval-banner')).toContainText('Deze winkelwagen wacht op goedkeuring');
  await expect(emp.page.getByTestId('line-amount')).toBeVisible();
  await expect(emp.page.getByTestId('quantity-input')).toHaveCount(0);
  await expect(emp.page.getByTestId('order-button')).toHaveCount(0);
  await expectNoAxeViolations(emp.page);
  // Nothing went to the ERP.
  expect((await main.api.get<{ totalCount: number }>('/erp/api/app/order/order-overview?MaxResultCount=1')).totalCount).toBe(orders);
  expect(await mailTo('hoofdgebruiker@devries-installatie.nl')).toContain('/mijnaccount/goedtekeuren/');

  // The main user: a count in the header, Goed te keuren in the user menu, the request, approve.
  await page.goto('/');
  await expect(page.getByTestId('user-menu-count')).toHaveText(/^[1-9]\d*$/);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu').getByRole('link', { name: /^Goed te keuren/ }).click();
  await expect(page).toHaveURL('/mijnaccount/goedtekeuren');
  await expect(page.getByTestId('requests-to-decide')).toBeVisible();
  await expectNoAxeViolations(page);
  // This basket's request (the demo data holds another pending one of the employee's).
  const { id: requestId } = (await emp.api.get<{ items: { id: number; status: string; basketId: number | null }[] }>(`${R}/mine`)).items.find((r) => r.status === 'pending' && r.basketId === basketId)!;
  await page.locator(`a[href="/mijnaccount/goedtekeuren/${requestId}"]`).click();
  await expect(page.getByRole('heading', { level: 1, name: `Verzoek ${requestId}` })).toBeVisible();
  await expect(page.getByTestId('request-lines')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Goedkeuren en bestellen' }).click();
  await expect(page).toHaveURL('/mijnaccount/goedtekeuren');

  // The order exists once, for the employee, in both users' Mijn orders; the employee is mailed its number.
  const approved = (await emp.api.get<{ items: { id: number; status: string; orderNo: string | null }[] }>(`${R}/mine`)).items.find((r) => r.id === requestId)!;
  expect(approved.status).toBe('approved');
  const orderNo = approved.orderNo!;
  expect((await main.api.get<{ totalCount: number }>('/erp/api/app/order/order-overview?MaxResultCount=1')).totalCount).toBe(orders + 1);
  expect((await main.api.get<{ totalCount: number }>(`/erp/api/app/order/order-overview?OrderNo=${orderNo}`)).totalCount).toBe(1);
  await emp.page.goto(`/mijnaccount/mijnorders/${orderNo}`);
  await expect(emp.page.getByRole('heading', { level: 1, name: `Order ${orderNo}` })).toBeVisible();
  await expect(emp.page.getByTestId('order-cost-centre')).toHaveText('Projecten');
  expect(await mailTo(EMPLOYEE_MAIL)).toContain(`order ${orderNo}`);
  await emp.page.goto(`/winkelwagen/${basketId}`);
  await expect(emp.page.getByTestId('approval-banner')).toHaveCount(0);
  await emp.page.context().close();
});

test('two approvals at once place one order', async ({ browser }) => {
  const emp = await signedIn(browser, 'employee');
  const employee = await employeeOf(main.api);
  await main.api.put(`${L}/${employee.userId}`, { perOrder: LIMIT, perMonth: null, approverIds: [] });
  const request = await requestFor(emp.api, await basketOverLimit(emp.api, uniqueName('E2E tweemaal')));
  const { basketRevision } = await main.api.get<{ basketRevision: string }>(`${R}/${request.id}`);
  const answers = await Promise.all([1, 2].map(() => main.api.send('POST', `${R}/${request.id}/approve`, { basketRevision })));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const { orderNo } = (await emp.api.get<{ items: { id: number; orderNo: string | null }[] }>(`${R}/mine`)).items.find((r) => r.id === request.id)!;
  expect((await main.api.get<{ totalCount: number }>(`/erp/api/app/order/order-overview?OrderNo=${orderNo}`)).totalCount).toBe(1);
  await emp.page.context().close();
});

test('cost centres: the main user adds one with a budget on Mijn team; the employee\'s order over what is left goes for approval and, approved, is in Mijn orders under it', async ({ browser }) => {
  test.slow();
  const { page } = main;
  const employee = await employeeOf(main.api);
  // Only the budget decides here: no limit of his.
  await main.api.put(`${L}/${employee.userId}`, { perOrder: null, perMonth: null, approverIds: [] });
  const name = uniqueName(E2E_COST_CENTRE);

  await page.goto('/mijnaccount/mijnorganisatie/mijnteam');
  await expect(page.getByTestId('cost-centres').getByRole('row').filter({ hasText: 'Service en onderhoud' })).toContainText('per maand');
  await page.getByTestId('add-cost-centre').click();
  const popup = page.getByRole('dialog', { name: 'Nieuwe kostenplaats' });
  await popup.getByLabel('Naam', { exact: true }).fill(name);
  await popup.getByLabel('Budget (excl. btw)').fill('100,00');
  await popup.getByLabel('Per maand').check();
  await popup.getByLabel(employee.name).check();
  await expectNoAxeViolations(page);
  await popup.getByRole('button', { name: 'Opslaan' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByTestId('cost-centres').getByRole('row').filter({ hasText: name })).toContainText('€ 100,00 per maand');
  await expectNoAxeViolations(page);

  // The employee chooses it in step 2, sees what is left, and is told why the order goes for approval.
  const emp = await signedIn(browser, 'employee');
  const basketId = await basketOver(emp.api, uniqueName('E2E budget'), 100);
  await emp.page.goto(`/order?winkelwagen=${basketId}`);
  await emp.page.getByRole('button', { name: 'Verder naar controleren' }).click();
  await chooseCostCentre(emp.page, name);
  await expect(emp.page.getByTestId('cost-centre-left')).toHaveText(/^Van het budget van €\s100,00 voor deze maand is nog €\s100,00 over\.$/);
  await expect(emp.page.getByTestId('approval-reason')).toContainText(`is meer dan er over is van het budget van kostenplaats ${name}`);
  await expectNoAxeViolations(emp.page);
  await emp.page.getByTestId('place-order').click();
  await expect(emp.page).toHaveURL(`/winkelwagen/${basketId}`);
  await expect(emp.page.getByTestId('approval-banner')).toBeVisible();

  // The main user approves it; the order carries the cost centre, and Mijn orders filters on it.
  const { id } = (await emp.api.get<{ items: { id: number; status: string; basketId: number | null }[] }>(`${R}/mine`)).items.find((r) => r.status === 'pending' && r.basketId === basketId)!;
  await page.goto(`/mijnaccount/goedtekeuren/${id}`);
  await expect(page.getByTestId('request-cost-centre')).toHaveText(name);
  await page.getByRole('button', { name: 'Goedkeuren en bestellen' }).click();
  await expect(page).toHaveURL('/mijnaccount/goedtekeuren');
  const { orderNo } = (await emp.api.get<{ items: { id: number; orderNo: string | null }[] }>(`${R}/mine`)).items.find((r) => r.id === id)!;
  await page.goto('/mijnaccount/mijnorders');
  await page.getByTestId('cost-centre-filter').selectOption({ label: name });
  await expect(page).toHaveURL(/kostenplaats=\d+/);
  const table = page.getByTestId('order-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(orderNo!);
  await expect(table.getByRole('row').nth(1)).toContainText(name);
  await expectNoAxeViolations(page);
  await emp.page.context().close();
});

interface Spend {
  months: string[];
  costCentres: { name: string | null; monthly: number[]; total: number }[];
}

test('Uitgaven: the demo customer\'s spend of twelve months as a chart and a table, and its Excel with the same figures', async () => {
  const { page, api } = main;
  await page.goto('/mijnaccount/mijnorganisatie');
  await page.getByRole('link', { name: 'Uitgaven' }).click();
  await expect(page).toHaveURL('/mijnaccount/mijnorganisatie/uitgaven');
  await expect(page.getByRole('heading', { level: 1, name: 'Uitgaven' })).toBeVisible();
  await expect(page.getByTestId('spend-chart').getByTestId('spend-bar')).toHaveCount(12);
  const table = page.getByTestId('spend-table');
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('columnheader', { name: 'Projecten' })).toBeVisible();
  await expect(page.getByTestId('spend-members')).toBeVisible();
  await expectNoAxeViolations(page);

  const spend = await api.get<Spend>('/mgmt/api/app/spend');
  const projecten = spend.costCentres.find((c) => c.name === 'Projecten')!;
  const downloading = page.waitForEvent('download');
  await page.getByTestId('spend-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('uitgaven.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Per kostenplaats')!;
  const row = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === 'Projecten')!;
  expect(spend.months.map((_m, k) => row.getCell(k + 2).value)).toEqual(projecten.monthly);
  // The table shows the same figure as the workbook, for the latest month with spend.
  const k = projecten.monthly.findLastIndex((n) => n > 0);
  const money = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(projecten.monthly[k]!);
  const monthRow = table.getByRole('row').nth(k + 1);
  await expect(monthRow).toContainText(money);
});

test.describe('on a phone (360 px)', () => {
  test('Uitgaven fits the screen', async ({ browser }) => {
    const phone = await signedIn(browser, 'main', { width: 360, height: 740 });
    await phone.page.goto('/mijnaccount/mijnorganisatie/uitgaven');
    await expect(phone.page.getByTestId('spend-chart')).toBeVisible();
    await expect(phone.page.getByTestId('spend-table')).toBeVisible();
    await noSidewaysScroll(phone.page);
    await expectNoAxeViolations(phone.page);
    await phone.page.context().close();
  });

  test('the employee chooses his cost centre in step 2, and the main user\'s cost centres fit the screen', async ({ browser }) => {
    const emp = await signedIn(browser, 'employee', { width: 360, height: 740 });
    const basketId = await basketOver(emp.api, uniqueName('E2E kostenplaats telefoon'), 10);
    await emp.page.goto(`/order?winkelwagen=${basketId}`);
    await emp.page.getByRole('button', { name: 'Verder naar controleren' }).click();
    await chooseCostCentre(emp.page, 'Service en onderhoud');
    await noSidewaysScroll(emp.page);
    await expectNoAxeViolations(emp.page);
    await emp.page.context().close();

    const phone = await signedIn(browser, 'main', { width: 360, height: 740 });
    await phone.page.goto('/mijnaccount/mijnorganisatie/mijnteam');
    await expect(phone.page.getByTestId('cost-centres')).toBeVisible();
    await noSidewaysScroll(phone.page);
    await phone.page.getByTestId('add-cost-centre').click();
    await expect(phone.page.getByRole('dialog', { name: 'Nieuwe kostenplaats' })).toBeVisible();
    await noSidewaysScroll(phone.page);
    await expectNoAxeViolations(phone.page);
    await phone.page.context().close();
  });

  test('the main user rejects a request with a reason; the basket unlocks and the employee is mailed the reason', async ({ browser }) => {
    test.slow();
    const phone = await signedIn(browser, 'main', { width: 360, height: 740 });
    const emp = await signedIn(browser, 'employee', { width: 360, height: 740 });
    const employee = await employeeOf(phone.api);
    await phone.api.put(`${L}/${employee.userId}`, { perOrder: LIMIT, perMonth: null, approverIds: [] });
    const basketId = await basketOverLimit(emp.api, uniqueName('E2E afkeuren'));
    const request = await requestFor(emp.api, basketId);

    await emp.page.goto(`/winkelwagen/${basketId}`);
    await expect(emp.page.getByTestId('approval-banner')).toBeVisible();
    await noSidewaysScroll(emp.page);
    await expectNoAxeViolations(emp.page);

    await phone.page.goto('/mijnaccount/mijnorganisatie/mijnteam');
    await expect(phone.page.getByTestId('order-limits')).toBeVisible();
    await noSidewaysScroll(phone.page);
    await expectNoAxeViolations(phone.page);

    await phone.page.goto('/mijnaccount/goedtekeuren');
    await expect(phone.page.getByTestId('requests-to-decide')).toBeVisible();
    await noSidewaysScroll(phone.page);
    await expectNoAxeViolations(phone.page);
    await phone.page.locator(`a[href="/mijnaccount/goedtekeuren/${request.id}"]`).click();
    await expect(phone.page.getByTestId('request-lines')).toBeVisible();
    await noSidewaysScroll(phone.page);
    await expectNoAxeViolations(phone.page);

    await phone.page.getByRole('button', { name: 'Afkeuren' }).click();
    const dialog = phone.page.getByRole('dialog', { name: 'Verzoek afkeuren' });
    await dialog.getByRole('button', { name: 'Afkeuren' }).click();
    await expect(dialog.getByText('Vul een reden in.')).toBeVisible();
    await dialog.getByLabel(/^Reden/).fill('Eerst de offerte van de klant afwachten');
    await dialog.getByRole('button', { name: 'Afkeuren' }).click();
    await expect(phone.page).toHaveURL('/mijnaccount/goedtekeuren');

    expect(await mailTo(EMPLOYEE_MAIL)).toContain('Eerst de offerte van de klant afwachten');
    await emp.page.reload();
    await expect(emp.page.getByTestId('quantity-input')).toBeVisible();
    await expect(emp.page.getByTestId('approval-banner')).toHaveCount(0);
    await phone.page.context().close();
    await emp.page.context().close();
  });
});
