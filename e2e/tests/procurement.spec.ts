// Procurement in the real shop: a small fake procurement system (an HTTP server this test starts)
// punches in over OCI and over cXML, the buyer searches and adds two articles at the customer's
// prices and transfers the basket, and the fake system receives exactly those lines and prices,
// posted by the buyer's browser. And quick order: ten lines pasted from 'Excel', two of them
// wrong, fixed in place, and all ten in the basket.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import type { Page } from '@playwright/test';
import { shopApi, type ShopApi } from '../fixtures/api';
import { catalogArticles, newCurrentBasket, searchAndAdd, soldPerPiece } from '../fixtures/basket';
import { expect, test } from '../fixtures/test';
import { uniqueName } from '../fixtures/unique';
import { loginAs } from '../fixtures/auth';
import { expectNoAxeViolations } from '../fixtures/axe';

/** The demo punch-out login of customer 100001 (api README). */
const PUNCHOUT = { userName: 'inkoopsysteem-100001', secret: 'Punchout-Demo-2026' };

interface Received {
  path: string;
  fields: URLSearchParams;
  origin: string | undefined;
}

/** The procurement system's side: it receives what the buyer's browser posts back. */
async function fakeProcurementSystem() {
  const received: Received[] = [];
  let notify: (() => void) | null = null;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST') {
        received.push({ path: req.url ?? '', fields: new URLSearchParams(body), origin: req.headers.origin });
        notify?.();
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Inkoopsysteem</title><h1>Winkelwagen ontvangen</h1>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** The first post, once it has arrived. */
    next: () => new Promise<Received>((resolve) => (received.length ? resolve(received[0]!) : (notify = () => resolve(received[0]!)))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A PunchOutSetupRequest of the fake procurement system (create, edit or inspect with ItemOut lines). */
function cxmlSetup(formPost: string, o: { cookie: string; operation?: string; items?: [string, number][] }) {
  const itemOut = (o.items ?? []).map(([id, n]) => `<ItemOut quantity="${n}"><ItemID><SupplierPartID>${id}</SupplierPartID></ItemID></ItemOut>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.069/cXML.dtd">
<cXML payloadID="${Date.now()}.e2e@inkoop.example.nl" timestamp="${new Date().toISOString()}" xml:lang="nl-NL" version="1.2.069">
  <Header>
    <From><Credential domain="NetworkID"><Identity>AN-KOPER-1</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>KRAANVOGEL</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>${PUNCHOUT.userName}</Identity><SharedSecret>${PUNCHOUT.secret}</SharedSecret></Credential><UserAgent>Fake Procurement 1.0</UserAgent></Sender>
  </Header>
  <Request><PunchOutSetupRequest operation="${o.operation ?? 'create'}">
    <BuyerCookie>${o.cookie}</BuyerCookie>
    <Extrinsic name="UserEmail">inkoper@devries-installatie.nl</Extrinsic>
    <BrowserFormPost><URL>${formPost}</URL></BrowserFormPost>${itemOut}
  </PunchOutSetupRequest></Request>
</cXML>`;
}

/** Two listed articles sold per piece, each found by its code. */
async function twoArticles(api: ShopApi, offset: number) {
  const singles = (await catalogArticles(api, 200)).filter(soldPerPiece);
  expect(singles.length).toBeGreaterThan(offset + 1);
  return [singles[offset]!, singles[offset + 1]!];
}

/** The punch-out session's own basket, as the shop names it. */
async function sessionBasket(page: Page) {
  return (await shopApi(page).get<{ basketId: number; operation: string }>('/mgmt/api/app/punchout/url')).basketId;
}

/** In the shop as the punched-in buyer: the marker in the header, the session's own empty basket, two articles added. */
async function fillBasketAsBuyer(page: Page, offset: number) {
  await expect(page.getByTestId('punchout-marker')).toHaveText('Punch-out');
  const api = shopApi(page);
  await page.goto('/winkelwagen');
  await expect(page.getByTestId('basket-empty')).toBeVisible();
  const articles = await twoArticles(api, offset);
  for (const a of articles) await searchAndAdd(page, a);
  await page.goto('/winkelwagen');
  await expect(page.getByTestId('basket-line')).toHaveCount(2);
  // Punch-out mode: no 'Bestellen', the basket goes back instead.
  await expect(page.getByTestId('order-button')).toHaveCount(0);
  const basketId = await sessionBasket(page);
  const realtime = await api.get<{ id: number; basketItems: { itemNo: string; amount: number; netPrice: number; grossPrice: number }[] }>(
    `/mgmt/api/ecommerce/customerbaskets/basketWithRealtimeData?basketId=${basketId}`,
  );
  return { articles, lines: realtime.basketItems };
}

test('OCI: punch-in, search, add two articles at the customer\'s price, transfer; the procurement system receives exactly those lines', async ({ page, baseURL }) => {
  const system = await fakeProcurementSystem();
  try {
    const hook = `${system.origin}/sap/bc/oci-hook?sap-client=100`;
    const punchIn = new URLSearchParams({ USERNAME: PUNCHOUT.userName, PASSWORD: PUNCHOUT.secret, HOOK_URL: hook, OCI_VERSION: '4.0', '~OkCode': 'ADDI', '~TARGET': '_top', '~CALLER': 'CTLG' });
    await page.goto(`/mgmt/api/app/punchout/oci?${punchIn}`);
    // Signed in without a login form; nothing of the login or the hook in the shop's address.
    await expect(page.getByTestId('punchout-marker')).toBeVisible();
    expect(page.url()).not.toContain(PUNCHOUT.secret);
    expect(page.url()).not.toContain('127.0.0.1');
    const { articles, lines } = await fillBasketAsBuyer(page, 0);
    await page.getByRole('button', { name: 'Overbrengen naar inkoopsysteem' }).click();
    const got = await system.next();
    expect(got.path).toBe('/sap/bc/oci-hook?sap-client=100');
    // The return form carries the shop's origin (its own referrer policy), not Origin: null.
    expect(got.origin).toBe(new URL(baseURL!).origin);
    // The browser went on to the procurement system's page.
    await expect(page.getByRole('heading', { name: 'Winkelwagen ontvangen' })).toBeVisible();
    const f = got.fields;
    expect(f.get('~OkCode')).toBe('ADDI');
    expect(f.has('NEW_ITEM-VENDORMAT[3]')).toBe(false);
    const sent = [1, 2].map((n) => ({
      itemNo: f.get(`NEW_ITEM-VENDORMAT[${n}]`),
      quantity: f.get(`NEW_ITEM-QUANTITY[${n}]`),
      price: f.get(`NEW_ITEM-PRICE[${n}]`),
      priceUnit: f.get(`NEW_ITEM-PRICEUNIT[${n}]`),
      currency: f.get(`NEW_ITEM-CURRENCY[${n}]`),
      unit: f.get(`NEW_ITEM-UNIT[${n}]`),
      description: f.get(`NEW_ITEM-DESCRIPTION[${n}]`)!,
    }));
    expect(sent.map((s) => s.itemNo).sort()).toEqual(articles.map((a) => a.itemNo).sort());
    for (const s of sent) {
      const line = lines.find((l) => l.itemNo === s.itemNo)!;
      expect(s).toMatchObject({ quantity: String(line.amount), price: line.netPrice.toFixed(2), priceUnit: '1', currency: 'EUR' });
      expect(s.unit).toMatch(/^[A-Z]{2,3}$/);
      expect(s.description.length).toBeLessThanOrEqual(40);
      expect(s.description).not.toContain('…');
      expect(articles.find((a) => a.itemNo === s.itemNo)!.description.startsWith(s.description.replace(/\.\.\.$/, ''))).toBe(true);
    }
    expect(system.received).toHaveLength(1);
  } finally {
    await system.close();
  }
});

test('cXML: setup request, start page, add two articles, transfer; the procurement system receives a PunchOutOrderMessage with exactly those lines', async ({ page, request }) => {
  const system = await fakeProcurementSystem();
  try {
    const formPost = `${system.origin}/coupa/punchout/return`;
    const setup = cxmlSetup(formPost, { cookie: 'e2e-cookie-42' });
    const res = await request.post('/mgmt/api/app/punchout/cxml', { headers: { 'content-type': 'text/xml; charset=utf-8' }, data: setup });
    expect(res.status()).toBe(200);
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, isArray: (n) => n === 'ItemIn' || n === 'Classification' });
    const answer = parser.parse(await res.text()).cXML;
    expect(answer.Response.Status['@code']).toBe('200');
    await page.goto(answer.Response.PunchOutSetupResponse.StartPage.URL as string);
    const { articles, lines } = await fillBasketAsBuyer(page, 2);
    await page.getByRole('button', { name: 'Overbrengen naar inkoopsysteem' }).click();
    const got = await system.next();
    expect(got.path).toBe('/coupa/punchout/return');
    await expect(page.getByRole('heading', { name: 'Winkelwagen ontvangen' })).toBeVisible();
    const message = parser.parse(got.fields.get('cXML-urlencoded')!).cXML;
    const order = message.Message.PunchOutOrderMessage;
    expect(order.BuyerCookie).toBe('e2e-cookie-42');
    expect(order.ItemIn).toHaveLength(2);
    expect((order.ItemIn as { ItemID: { SupplierPartID: string } }[]).map((i) => i.ItemID.SupplierPartID).sort()).toEqual(articles.map((a) => a.itemNo).sort());
    let total = 0;
    type ItemIn = { '@quantity': string; ItemID: { SupplierPartID: string }; ItemDetail: { UnitPrice: { Money: { '@currency': string; '#text': string } }; Classification: { '@domain': string }[] } };
    for (const item of order.ItemIn as ItemIn[]) {
      const line = lines.find((l) => l.itemNo === item.ItemID.SupplierPartID)!;
      expect(item['@quantity']).toBe(String(line.amount));
      expect(item.ItemDetail.UnitPrice.Money['@currency']).toBe('EUR');
      expect(item.ItemDetail.UnitPrice.Money['#text']).toBe(line.netPrice.toFixed(2));
      expect(item.ItemDetail.Classification[0]?.['@domain']).toBe('UNSPSC');
      total += line.netPrice * line.amount;
    }
    expect(order.PunchOutOrderMessageHeader.Total.Money['#text']).toBe(total.toFixed(2));
    expect(system.received).toHaveLength(1);
  } finally {
    await system.close();
  }
});

test("a punch-out session has its own basket: empty at punch-in, the employee's baskets untouched; cXML create starts empty, edit holds the ItemOut lines, inspect offers no transfer", async ({ page, browser, baseURL, request }) => {
  test.slow();
  const system = await fakeProcurementSystem();
  // The employee, signed in as himself in another browser, with a line in his own basket.
  const own = await browser.newContext({ baseURL });
  const employee = await own.newPage();
  try {
    await loginAs(employee, 'employee');
    const employeeApi = shopApi(employee);
    const singles = (await catalogArticles(employeeApi, 200)).filter(soldPerPiece);
    const everyday = await employeeApi.get<{ id: number }>('/mgmt/api/ecommerce/customerbaskets/default');
    await employeeApi.post('/mgmt/api/ecommerce/customerbaskets/addToBasket', { basketId: everyday.id, itemNo: singles[6]!.itemNo, amount: 1 });
    const basketsOf = async () =>
      (await employeeApi.get<{ id: number; name: string; basketItems: { itemNo: string; amount: number }[] }[]>('/mgmt/api/ecommerce/customerbaskets')).map((b) => [b.id, b.name, b.basketItems.map((i) => `${i.itemNo}×${i.amount}`).join(',')]);
    const before = await basketsOf();

    // OCI punch-in: the session's own, empty basket is current; the employee's are not offered.
    const punchIn = new URLSearchParams({ USERNAME: PUNCHOUT.userName, PASSWORD: PUNCHOUT.secret, HOOK_URL: `${system.origin}/oci?sap-client=100&x=1`, '~OkCode': 'ADDI', '~TARGET': '_top' });
    await page.goto(`/mgmt/api/app/punchout/oci?${punchIn}`);
    await expect(page.getByTestId('punchout-marker')).toBeVisible();
    await page.goto('/winkelwagen');
    await expect(page.getByTestId('basket-empty')).toBeVisible();
    const listed = await shopApi(page).get<{ id: number; name: string }[]>('/mgmt/api/ecommerce/customerbaskets');
    expect(listed.map((b) => b.id)).toEqual([await sessionBasket(page)]);
    expect(listed[0]!.name).toMatch(/^Punch-out inkoopsysteem-100001 /);
    await searchAndAdd(page, singles[7]!);
    await page.goto('/winkelwagen');
    await page.getByRole('button', { name: 'Overbrengen naar inkoopsysteem' }).click();
    const got = await system.next();
    expect(got.path).toBe('/oci?sap-client=100&x=1');
    expect(got.fields.get('NEW_ITEM-VENDORMAT[1]')).toBe(singles[7]!.itemNo);
    // The employee's baskets are as before; the transferred one is kept, read-only, outside the session.
    expect(await basketsOf()).toEqual(before);
    const transferred = await employeeApi.get<{ items: { basketId: number; lineCount: number }[] }>('/mgmt/api/app/punchout/transferred-baskets');
    expect(transferred.items[0]).toMatchObject({ basketId: listed[0]!.id, lineCount: 1 });
    // Mijn winkelwagens lists it under Overgedragen (at 1280 and 360 px); opened it is read-only.
    await employee.goto('/mijnaccount/mijnwinkelwagens');
    const section = employee.getByTestId('transferred-baskets');
    await expect(section.getByRole('heading', { name: 'Overgedragen' })).toBeVisible();
    await expectNoAxeViolations(employee);
    await employee.setViewportSize({ width: 360, height: 780 });
    await expectNoAxeViolations(employee);
    expect(await employee.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await section.getByRole('link', { name: listed[0]!.name }).first().click();
    await expect(employee.getByTestId('punchout-readonly')).toBeVisible();
    await expect(employee.getByTestId('order-button')).toHaveCount(0);

    const cxml = async (o: Parameters<typeof cxmlSetup>[1]) => {
      const res = await request.post('/mgmt/api/app/punchout/cxml', { headers: { 'content-type': 'text/xml; charset=utf-8' }, data: cxmlSetup(`${system.origin}/cxml`, o) });
      const url = /<URL>([^<]+)<\/URL>\s*<\/StartPage>/.exec(await res.text())![1]!.replace(/&amp;/g, '&');
      await page.goto(url);
      await expect(page.getByTestId('punchout-marker')).toBeVisible();
      await page.goto('/winkelwagen');
    };
    // cXML create after that: empty again.
    await cxml({ cookie: uniqueName('create') });
    await expect(page.getByTestId('basket-empty')).toBeVisible();
    // edit with two ItemOut lines: exactly those.
    await cxml({ cookie: uniqueName('edit'), operation: 'edit', items: [[singles[8]!.itemNo, 2], [singles[9]!.itemNo, 3]] });
    await expect(page.getByTestId('basket-line')).toHaveCount(2);
    const edited = await shopApi(page).get<{ basketItems: { itemNo: string; amount: number }[] }>(`/mgmt/api/ecommerce/customerbaskets/basketWithRealtimeData?basketId=${await sessionBasket(page)}`);
    expect(edited.basketItems.map((i) => [i.itemNo, i.amount])).toEqual([[singles[8]!.itemNo, 2], [singles[9]!.itemNo, 3]]);
    await expect(page.getByRole('button', { name: 'Overbrengen naar inkoopsysteem' })).toBeVisible();
    // inspect: the lines, read-only, and no transfer.
    await cxml({ cookie: uniqueName('inspect'), operation: 'inspect', items: [[singles[8]!.itemNo, 2]] });
    await expect(page.getByTestId('basket-line')).toHaveCount(1);
    await expect(page.getByTestId('punchout-readonly')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Overbrengen naar inkoopsysteem' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(await basketsOf()).toEqual(before);
  } finally {
    await own.close();
    await system.close();
  }
});

test("in one browser, a punch-in in another tab leaves the employee's chosen basket current in his own tab", async ({ page, context }) => {
  const system = await fakeProcurementSystem();
  try {
    await loginAs(page, 'employee');
    await page.goto('/');
    const name = uniqueName('Eigen keuze');
    await newCurrentBasket(page, name);
    // The procurement system opens the shop in a second tab of the same browser.
    const punchout = await context.newPage();
    const punchIn = new URLSearchParams({ USERNAME: PUNCHOUT.userName, PASSWORD: PUNCHOUT.secret, HOOK_URL: `${system.origin}/oci` });
    await punchout.goto(`/mgmt/api/app/punchout/oci?${punchIn}`);
    await expect(punchout.getByTestId('punchout-marker')).toBeVisible();
    await expect(punchout.getByTestId('basket-selector').first()).toHaveAccessibleName(/^Winkelwagen Punch-out inkoopsysteem-100001 /);
    // The employee's tab, reloaded, still has his own basket current; the punch-out tab keeps the session's.
    await page.reload();
    await expect(page.getByTestId('basket-selector').first()).toHaveAccessibleName(new RegExp(`^Winkelwagen ${name}, `));
    await punchout.reload();
    await expect(punchout.getByTestId('basket-selector').first()).toHaveAccessibleName(/^Winkelwagen Punch-out inkoopsysteem-100001 /);
  } finally {
    await system.close();
  }
});

test('quick order: ten lines pasted from Excel, two wrong; fixed in place, all ten are in the basket', async ({ page, loginAs, api }) => {
  await loginAs('employee');
  const name = uniqueName('Snel');
  await newCurrentBasket(page, name);
  const items = await catalogArticles(api, 300);
  const singles = items.filter(soldPerPiece).slice(10, 19);
  const stepped = items.find((a) => a.stepQuantity > 1 && a.minOrderQuantity <= a.stepQuantity && !singles.includes(a))!;
  expect(singles).toHaveLength(9);
  expect(stepped).toBeTruthy();
  // Nine good lines as Excel copies them (tabs, a header), one unknown code instead of the
  // eighth, and the stepped article at a quantity off its step.
  const rows = singles.map((a, k) => [k === 7 ? '9999999' : a.itemNo, String(k + 1)]);
  rows.push([stepped.itemNo, String(stepped.stepQuantity + 1)]);
  const clipboard = ['Artikelnummer\tAantal', ...rows.map((r) => r.join('\t'))].join('\r\n');

  await page.goto('/winkelwagen');
  const panel = page.getByTestId('quick-order');
  await panel.getByTestId('quick-order-paste').evaluate((el, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, clipboard);
  await expect(panel.getByText('10 regels overgenomen.')).toBeVisible();
  await panel.getByRole('button', { name: 'Toevoegen aan winkelwagen' }).click();
  await expect(panel.getByTestId('quick-order-summary')).toHaveText(`8 regels toegevoegd aan winkelwagen ${name}. 2 regels kloppen nog niet: pas ze hieronder aan.`);
  await expect(page.getByTestId('basket-line')).toHaveCount(8);
  const alerts = panel.getByRole('alert');
  await expect(alerts).toHaveCount(2);
  await expect(alerts.nth(0)).toHaveText(/Artikelnummer 9999999 kennen wij niet\./);
  await expect(alerts.nth(1)).toContainText(`in stappen van ${stepped.stepQuantity}:`);

  // Fix them: the right code typed over the unknown one, the suggested quantity taken over.
  await panel.getByRole('textbox', { name: 'Artikelnummer regel 1' }).fill(singles[7]!.itemNo);
  await alerts.nth(1).getByRole('button', { name: `Neem ${stepped.stepQuantity * 2} over` }).click();
  await expect(panel.getByRole('textbox', { name: 'Aantal regel 2' })).toHaveValue(String(stepped.stepQuantity * 2));
  await panel.getByRole('button', { name: 'Toevoegen aan winkelwagen' }).click();
  await expect(panel.getByTestId('quick-order-summary')).toHaveText(/^2 regels toegevoegd/);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('basket-line')).toHaveCount(10);
  await expect(page.getByTestId('line-count')).toHaveText('10 regels');
});
