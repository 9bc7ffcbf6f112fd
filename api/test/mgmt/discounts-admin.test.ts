// The administrators' side of the customer discounts: create, read, update, delete, the filtered
// list, and the Excel export through a one-time download token; customers get 403; a changed
// discount is in the customer's net price at the next fetch.
import ExcelJS from 'exceljs';
import { createTestApp, users, type TestApp } from '../helpers/app.js';

const D = '/mgmt/api/app/discounts';
const B = '/mgmt/api/ecommerce/customerbaskets';
let t: TestApp;
let itemNo: string;
beforeAll(async () => {
  t = await createTestApp();
  itemNo = (await t.db.one<{ item_no: string }>(
    "SELECT item_no FROM articles a WHERE is_active AND secret IS NULL AND step_quantity = 1 AND min_order_quantity = 1 AND NOT EXISTS (SELECT 1 FROM customer_discounts d WHERE d.item_no = a.item_no) ORDER BY item_no LIMIT 1",
  ))!.item_no;
});
afterAll(async () => t?.close());

/** Each basket its own name: a customer's basket names are unique. */
let baskets = 0;
async function netDiscountOf(user: string) {
  const basket = (await t.call('POST', `${B}/createBasket`, user, { name: `Prijs ${++baskets}` })).json();
  await t.call('POST', `${B}/addToBasket`, user, { basketId: basket.id, itemNo, amount: 1 });
  const line = (await t.call('GET', `${B}/basketWithRealtimeData?basketId=${basket.id}`, user)).json().basketItems[0];
  await t.call('POST', `${B}/removeBasket?basketId=${basket.id}`, user);
  return line as { discountPercentage: number; netPrice: number; grossPrice: number };
}

test('create, read, update and delete a discount; the customer\'s net price follows each change', async () => {
  const before = await netDiscountOf(users.otherMain);
  const created = await t.call('POST', D, users.admin, { customerNumber: '100002', itemNumber: itemNo, percentage: 55, blueGreenIndex: 3 });
  expect(created.statusCode).toBe(200);
  const d = created.json();
  expect(d).toMatchObject({ customerNumber: '100002', itemNumber: itemNo, discountGroup: null, percentage: 55, blueGreenIndex: 3, itemDescription: expect.any(String) });
  expect((await t.call('GET', `${D}/${d.id}`, users.admin)).json()).toEqual(d);
  const with55 = await netDiscountOf(users.otherMain);
  expect(with55.discountPercentage).toBe(55);
  expect(with55.netPrice).toBeCloseTo(before.grossPrice * 0.45, 2);

  const changed = await t.call('PUT', `${D}/${d.id}`, users.admin, { customerNumber: '100002', itemNumber: itemNo, percentage: 60 });
  expect(changed.json().percentage).toBe(60);
  expect((await netDiscountOf(users.otherMain)).discountPercentage).toBe(60);
  // Only that customer: another customer's price does not move.
  expect((await netDiscountOf(users.main)).discountPercentage).not.toBe(60);

  const list = (await t.call('GET', `${D}?CustomerNumber=100002&ItemNumber=${itemNo}`, users.admin)).json();
  expect(list).toEqual({ totalCount: 1, items: [expect.objectContaining({ id: d.id, percentage: 60 })] });

  expect((await t.call('DELETE', `${D}/${d.id}`, users.admin)).statusCode).toBe(204);
  expect((await t.call('GET', `${D}/${d.id}`, users.admin)).statusCode).toBe(404);
  expect((await t.call('DELETE', `${D}/${d.id}`, users.admin)).statusCode).toBe(404);
  expect((await netDiscountOf(users.otherMain)).discountPercentage).toBe(before.discountPercentage);
});

test('bad input is a 400 that changes nothing; customers get 403', async () => {
  const { n: count } = (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM customer_discounts'))!;
  for (const body of [
    { customerNumber: '100002', percentage: 5 },
    { customerNumber: '999999', itemNumber: itemNo, percentage: 5 },
    { customerNumber: '100002', discountGroup: 'BESTAATNIET', percentage: 5 },
    { customerNumber: '100002', itemNumber: 'BESTAATNIET', percentage: 5 },
    { customerNumber: '100002', itemNumber: itemNo, percentage: 101 },
    { customerNumber: '100002', itemNumber: itemNo, percentage: 5, extra: 1 },
  ]) {
    const res = await t.call('POST', D, users.admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toEqual(expect.any(String));
  }
  expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM customer_discounts'))!.n).toBe(count);
  const any = (await t.db.one<{ id: number }>('SELECT id FROM customer_discounts ORDER BY id LIMIT 1'))!;
  for (const user of [users.main, users.employee, users.warehouse]) {
    expect((await t.call('GET', `${D}/${any.id}`, user)).statusCode).toBe(403);
    expect((await t.call('POST', D, user, { customerNumber: '100001', itemNumber: itemNo, percentage: 99 })).statusCode).toBe(403);
    expect((await t.call('DELETE', `${D}/${any.id}`, user)).statusCode).toBe(403);
    expect((await t.call('GET', `${D}/download-token`, user)).statusCode).toBe(403);
  }
  expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM customer_discounts'))!.n).toBe(count);
});

test('as-excel-file: a real workbook of the filtered list with a one-time token; no or a used token is refused', async () => {
  const token = (await t.call('GET', `${D}/download-token`, users.admin)).json();
  expect(token).toEqual({ token: expect.any(String), expiresAt: expect.any(String) });
  const url = `${D}/as-excel-file?DownloadToken=${token.token}&CustomerNumber=100001&Sorting=percentage desc`;
  const res = await t.inject({ method: 'GET', url: encodeURI(url) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  expect(res.headers['content-disposition']).toContain('kortingen.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  expect(sheet.getRow(1).getCell(2).value).toBe('Klantnummer');
  const expected = await t.db.query<{ percentage: number }>("SELECT percentage::float8 AS percentage FROM customer_discounts WHERE customer_number = '100001' ORDER BY percentage DESC, id");
  expect(sheet.rowCount).toBe(expected.length + 1);
  expect(sheet.getRow(2).getCell(2).value).toBe('100001');
  expect(sheet.getRow(2).getCell(7).value).toBe(expected[0]!.percentage);

  const again = await t.inject({ method: 'GET', url: encodeURI(url) });
  expect(again.statusCode).toBe(401);
  expect(again.json().error.message).toContain('verlopen of al gebruikt');
  expect((await t.inject({ method: 'GET', url: `${D}/as-excel-file` })).statusCode).toBe(400);
  await t.db.query("INSERT INTO discount_download_tokens (token, issued_to, expires_at) VALUES ('oud', 'x', now() - interval '1 minute')");
  expect((await t.inject({ method: 'GET', url: `${D}/as-excel-file?DownloadToken=oud` })).statusCode).toBe(401);
});
