// Customer article numbers (klantartikelnummers): the main user gives an article his own number
// (one at a time or with an Excel upload, round trip with the export); every user of the customer
// reads them, quick order takes them, the realtime basket and its Excel export carry them, and no
// other customer sees or uses them.
import ExcelJS from 'exceljs';
import { createTestApp, HOST, users, type TestApp } from '../helpers/app.js';
import { MAX_CUSTOMER_ARTICLE_NUMBERS } from '../../src/modules/customer-articles/repository.js';

const C = '/mgmt/api/app/customer-article-numbers';
const B = '/mgmt/api/ecommerce/customerbaskets';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestApp;
let articles: string[];

beforeAll(async () => {
  t = await createTestApp();
  articles = (await t.db.query<{ item_no: string }>('SELECT item_no FROM articles WHERE secret IS NULL AND is_active AND step_quantity = 1 AND min_order_quantity = 1 ORDER BY item_no LIMIT 5')).map((a) => a.item_no);
});
afterAll(async () => t?.close());

interface Numbered {
  itemNo: string;
  customerItemNo: string;
  description: string;
}

async function list(user: string): Promise<Numbered[]> {
  const res = await t.call('GET', C, user);
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: Numbered[] }).items;
}

async function upload(type: 'text/csv' | typeof XLSX, payload: Buffer | string, user = users.main) {
  return t.inject({ method: 'POST', url: `${C}/excel`, headers: { host: HOST, ...(await t.bearer(user)), 'content-type': type }, payload });
}

test('the main user gives an article his number; every user of the customer reads it, another customer does not', async () => {
  const [a] = articles;
  const res = await t.call('PUT', `${C}/${a}`, users.main, { customerItemNo: '  KV-kraan-01 ' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ itemNo: a, customerItemNo: 'KV-kraan-01' });
  expect(await list(users.employee)).toContainEqual(expect.objectContaining({ itemNo: a, customerItemNo: 'KV-kraan-01' }));
  expect(await list(users.warehouse)).toContainEqual(expect.objectContaining({ itemNo: a }));
  expect((await list(users.otherMain)).map((n) => n.customerItemNo)).not.toContain('KV-kraan-01');
  // An employee may not change them.
  expect((await t.call('PUT', `${C}/${a}`, users.employee, { customerItemNo: 'X' })).statusCode).toBe(403);
  // Another customer may use the same number for his own article.
  expect((await t.call('PUT', `${C}/${articles[1]}`, users.otherMain, { customerItemNo: 'KV-KRAAN-01' })).statusCode).toBe(200);
  expect((await list(users.main)).find((n) => n.itemNo === articles[1])).toBeUndefined();
});

test('a number of another article of the customer, an unknown article or a number too long is a Dutch 400 that changes nothing', async () => {
  const [a, b] = articles;
  await t.call('PUT', `${C}/${a}`, users.main, { customerItemNo: 'DUBBEL-1' });
  const taken = await t.call('PUT', `${C}/${b}`, users.main, { customerItemNo: 'dubbel-1' });
  expect(taken.statusCode).toBe(400);
  expect(taken.json().error.message).toBe(`Uw artikelnummer dubbel-1 hoort al bij artikel ${a}.`);
  const unknown = await t.call('PUT', `${C}/GEEN-ARTIKEL`, users.main, { customerItemNo: 'X-1' });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().error.message).toBe('Artikel GEEN-ARTIKEL kennen wij niet.');
  const long = await t.call('PUT', `${C}/${b}`, users.main, { customerItemNo: 'x'.repeat(41) });
  expect(long.statusCode).toBe(400);
  expect(long.json().error.message).toMatch(/ten hoogste 40 tekens/);
  expect((await list(users.main)).find((n) => n.itemNo === b)).toBeUndefined();
});

test('quick order takes the customer’s own number (case ignored), the basket line and its Excel export show it; another customer’s number is unknown', async () => {
  const [, , c] = articles;
  expect((await t.call('PUT', `${C}/${c}`, users.main, { customerItemNo: 'EIGEN-77' })).statusCode).toBe(200);
  const basketId = ((await t.call('POST', `${B}/createBasket`, users.main, { name: 'Eigen nummers' })).json() as { id: number }).id;
  const added = await t.call('POST', `${B}/addLinesToBasket`, users.main, { basketId, lines: [{ code: 'eigen-77', quantity: '2' }] });
  expect(added.statusCode).toBe(200);
  expect(added.json()).toMatchObject({ added: 1, lines: [{ ok: true, itemNo: c, amount: 2 }] });
  const realtime = await t.call('GET', `${B}/basketWithRealtimeData?basketId=${basketId}`, users.main);
  expect(realtime.json().basketItems).toEqual([expect.objectContaining({ itemNo: c, customerItemNo: 'EIGEN-77' })]);

  const file = await t.inject({ method: 'GET', url: `${B}/excelExport?basketId=${basketId}`, headers: { host: HOST, ...(await t.bearer(users.main)) } });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  expect(sheet.getRow(1).getCell(9).value).toBe('Uw artikelnummer');
  expect(sheet.getRow(2).getCell(9).value).toBe('EIGEN-77');

  // The other customer's main user does not know this customer's number.
  const otherBasket = ((await t.call('POST', `${B}/createBasket`, users.otherMain, { name: 'Niet van mij' })).json() as { id: number }).id;
  const theirs = await t.call('POST', `${B}/addLinesToBasket`, users.otherMain, { basketId: otherBasket, lines: [{ code: 'EIGEN-77', quantity: '1' }], dryRun: true });
  expect(theirs.json()).toMatchObject({ rejected: 1, lines: [{ ok: false, problem: 'unknown' }] });
});

test('Excel: the export comes back as an upload; an empty number removes, a wrong row is named and the others are stored', async () => {
  const [a, b, c, d] = articles;
  await t.call('PUT', `${C}/${d}`, users.main, { customerItemNo: 'WEG-1' });
  const exported = await t.inject({ method: 'GET', url: `${C}/excel`, headers: { host: HOST, ...(await t.bearer(users.employee)) } });
  expect(exported.statusCode).toBe(200);
  expect(exported.headers['content-type']).toBe(XLSX);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Artikelnummer', 'Uw artikelnummer', 'Omschrijving']);
  const rows = sheet.getRows(2, sheet.rowCount - 1)!.map((r) => [r.getCell(1).value, r.getCell(2).value]);
  expect(rows).toContainEqual([d, 'WEG-1']);

  // Changed in Excel: b gets a number, d loses his, an unknown article is refused.
  const upload1 = new ExcelJS.Workbook();
  const s = upload1.addWorksheet('Uw artikelnummers');
  s.addRow(['Artikelnummer', 'Uw artikelnummer', 'Omschrijving']);
  s.addRow([b, 'NIEUW-B']);
  s.addRow([d, '']);
  s.addRow(['BESTAAT-NIET', 'X-9']);
  s.addRow([c, 'EIGEN-77']);
  const res = await upload(XLSX, Buffer.from(await upload1.xlsx.writeBuffer()));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ saved: 2, removed: 1, rejected: [{ row: 4, itemNo: 'BESTAAT-NIET', message: 'Artikel BESTAAT-NIET kennen wij niet.' }] });
  const now = await list(users.main);
  expect(now).toContainEqual(expect.objectContaining({ itemNo: b, customerItemNo: 'NIEUW-B' }));
  expect(now.find((n) => n.itemNo === d)).toBeUndefined();
  expect(now.find((n) => n.itemNo === a)).toBeDefined();

  // Only the main user uploads; a file that is no workbook is a 400.
  expect((await upload('text/csv', `${a};X`, users.employee)).statusCode).toBe(403);
  const broken = await upload(XLSX, Buffer.from('geen excel'));
  expect(broken.statusCode).toBe(400);
});

test('a refused row is named by its row number in the sheet or the .csv file (the header row and empty rows counted)', async () => {
  const [a] = articles;
  const csv = ['Artikelnummer;Uw artikelnummer', '', `${a};RIJ-1`, 'ONBEKEND-1;X-1'].join('\n');
  const res = await upload('text/csv', csv);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ saved: 1, removed: 0, rejected: [{ row: 4, itemNo: 'ONBEKEND-1', message: 'Artikel ONBEKEND-1 kennen wij niet.' }] });
  // Two articles with one number in one file: the later row is refused, as it would be one by one.
  const twice = await upload('text/csv', `${articles[1]};TWEE-1\n${articles[2]};twee-1`);
  expect(twice.json()).toEqual({ saved: 1, removed: 0, rejected: [{ row: 2, itemNo: articles[2], message: `Uw artikelnummer twee-1 hoort al bij artikel ${articles[1]}.` }] });
});

test('the upload takes what the export of the most numbers a customer may have produces (far more than a quick order’s 1,000 lines), within its own limit', async () => {
  const all = (await t.db.query<{ item_no: string; description: string }>('SELECT item_no, description FROM articles WHERE secret IS NULL ORDER BY item_no LIMIT 1500')).map((r) => r);
  expect(all.length).toBeGreaterThan(100);
  const { customerNumbersWorkbook } = await import('../../src/lib/customer-numbers-excel.js');
  // The export's own layout (header, three columns) with every row of the largest list: the seed's
  // articles first, then rows naming articles that do not exist (refused, each with its row).
  const rows = Array.from({ length: MAX_CUSTOMER_ARTICLE_NUMBERS }, (_, i) =>
    i < all.length ? { itemNo: all[i]!.item_no, customerItemNo: `GROOT-${i}`, description: all[i]!.description } : { itemNo: `GEEN-${i}`, customerItemNo: `GROOT-${i}`, description: 'Omschrijving van een artikel van gemiddelde lengte' },
  );
  const file = await customerNumbersWorkbook(rows);
  const res = await upload(XLSX, file, users.otherMain);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { saved: number; removed: number; rejected: { row: number; itemNo: string }[] };
  expect(body.saved).toBe(all.length);
  expect(body.rejected).toHaveLength(MAX_CUSTOMER_ARTICLE_NUMBERS - all.length);
  expect(body.rejected[0]).toMatchObject({ row: all.length + 2, itemNo: `GEEN-${all.length}` });
  expect((await t.call('GET', C, users.otherMain)).json().items).toHaveLength(all.length);
  // One line more than that limit is a Dutch 400 that names it, and changes nothing.
  const over = Array.from({ length: MAX_CUSTOMER_ARTICLE_NUMBERS + 1 }, (_, i) => `99${i};TE-VEEL-${i}`).join('\n');
  const refused = await upload('text/csv', over, users.otherMain);
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.message).toBe('Een bestand kan hoogstens 20.000 regels met een artikelnummer hebben.');
  expect((await t.call('GET', C, users.otherMain)).json().items).toHaveLength(all.length);
  await t.db.query("DELETE FROM customer_article_numbers WHERE customer_item_no LIKE 'GROOT-%'");
}, 120_000);

test('removing: the main user removes a number (204); a second time, or another customer, is a 404', async () => {
  const [, , , , e] = articles;
  await t.call('PUT', `${C}/${e}`, users.main, { customerItemNo: 'WEG-2' });
  expect((await t.call('DELETE', `${C}/${e}`, users.otherMain)).statusCode).toBe(404);
  expect((await t.call('DELETE', `${C}/${e}`, users.main)).statusCode).toBe(204);
  expect((await t.call('DELETE', `${C}/${e}`, users.main)).statusCode).toBe(404);
});
