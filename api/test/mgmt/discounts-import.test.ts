// The discount import: an Excel workbook in the export's layout previewed per row (add, change,
// unchanged, errors in Dutch) without saving; a file with one bad row is refused whole and nothing
// changes; the fixed file is saved once in one transaction; the export's own file reads back as
// unchanged; limits and non-workbooks are 400s; customers get 403.
import ExcelJS from 'exceljs';
import { createTestApp, HOST, users, type TestApp } from '../helpers/app.js';

const D = '/mgmt/api/app/discounts';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let t: TestApp;
let items: string[];
let group: string;
beforeAll(async () => {
  t = await createTestApp();
  items = (await t.db.query<{ item_no: string }>('SELECT item_no FROM articles a WHERE NOT EXISTS (SELECT 1 FROM customer_discounts d WHERE d.item_no = a.item_no) ORDER BY item_no LIMIT 2')).map((r) => r.item_no);
  group = (await t.db.one<{ code: string }>('SELECT code FROM discount_groups ORDER BY code LIMIT 1'))!.code;
});
afterAll(async () => t?.close());

const HEADER = ['Id', 'Klantnummer', 'Kortingsgroep', 'Omschrijving kortingsgroep', 'Artikelnummer', 'Omschrijving artikel', 'Korting %', 'Blauw-groen-index'];

async function workbook(rows: (string | number | null)[][], header = HEADER): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Kortingen');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function send(path: 'import-preview' | 'import', file: Buffer, user = users.admin, type = XLSX) {
  return t.inject({ method: 'POST', url: `${D}/${path}`, headers: { host: HOST, ...(await t.bearer(user)), 'content-type': type }, payload: file });
}

const count = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM customer_discounts'))!.n;

test('a preview says per row what saving would do; one bad row refuses the file and nothing changes; fixed, it is saved once', async () => {
  const existing = (await t.db.one<{ id: number; customer_number: string; discount_group_code: string | null; item_no: string | null; percentage: number }>(
    "SELECT id, customer_number, discount_group_code, item_no, percentage::float8 AS percentage FROM customer_discounts WHERE customer_number = '100001' ORDER BY id LIMIT 1",
  ))!;
  const before = await count();
  const rows = (bad: string) => [
    [null, '100002', null, null, items[0]!, null, 12.5, 2],
    [existing.id, existing.customer_number, existing.discount_group_code, null, existing.item_no, null, existing.percentage === 33 ? 34 : 33, 0],
    [null, '100002', group, null, null, null, bad, null],
  ];
  const preview = await send('import-preview', await workbook(rows('abc')));
  expect(preview.statusCode).toBe(200);
  const body = preview.json();
  expect(body).toMatchObject({ adds: 1, changes: 1, unchanged: 0, errors: 1, saved: false });
  expect(body.rows.map((r: { row: number; action: string }) => [r.row, r.action])).toEqual([
    [2, 'add'],
    [3, 'change'],
    [4, 'error'],
  ]);
  expect(body.rows[2].errors).toEqual(["Korting 'abc' is geen getal van 0 tot en met 100 (hoogstens twee decimalen)."]);
  expect(await count()).toBe(before);

  const refused = await send('import', await workbook(rows('abc')));
  expect(refused.statusCode).toBe(400);
  expect(refused.json().error.message).toBe('1 rij heeft een fout; er is niets opgeslagen.');
  expect(refused.json().error.validationErrors).toEqual([{ message: expect.stringMatching(/^Rij 4: Korting 'abc'/), members: ['row4'] }]);
  expect(await count()).toBe(before);
  expect((await t.db.one<{ p: number }>('SELECT percentage::float8 AS p FROM customer_discounts WHERE id = $1', [existing.id]))!.p).toBe(existing.percentage);

  const saved = await send('import', await workbook(rows('7,5')));
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ adds: 2, changes: 1, errors: 0, saved: true });
  expect(await count()).toBe(before + 2);
  expect((await t.db.one<{ p: number }>('SELECT percentage::float8 AS p FROM customer_discounts WHERE id = $1', [existing.id]))!.p).toBe(existing.percentage === 33 ? 34 : 33);
  expect((await t.db.one<{ p: number }>("SELECT percentage::float8 AS p FROM customer_discounts WHERE customer_number = '100002' AND discount_group_code = $1 AND item_no IS NULL ORDER BY id DESC LIMIT 1", [group]))!.p).toBe(7.5);

  // The same file again: the rows without an id find the discounts just added; nothing is added twice.
  const again = await send('import-preview', await workbook(rows('7,5')));
  expect(again.json()).toMatchObject({ adds: 0, changes: 0, unchanged: 3, errors: 0 });
});

test('every kind of bad row is named in Dutch, rows in the file twice included', async () => {
  const res = await send(
    'import-preview',
    await workbook([
      [null, '', group, null, null, null, 5, null],
      [null, '999999', group, null, null, null, 5, null],
      [null, '100002', 'GEENGROEP', null, 'GEENARTIKEL', null, 5, null],
      [null, '100002', null, null, null, null, 5, null],
      [2147483000, '100002', group, null, null, null, 101, 'x'],
      [null, '100003', null, null, items[1]!, null, 5, null],
      [null, '100003', null, null, items[1]!, null, 6, null],
    ]),
  );
  expect(res.statusCode).toBe(200);
  const errors = res.json().rows.map((r: { errors: string[] }) => r.errors);
  expect(errors[0]).toEqual(['Vul een klantnummer in.']);
  expect(errors[1]).toEqual(['Klant 999999 bestaat niet.']);
  expect(errors[2]).toEqual(['Kortingsgroep GEENGROEP bestaat niet.', 'Artikel GEENARTIKEL bestaat niet.']);
  expect(errors[3]).toEqual(['Vul een kortingsgroep of een artikelnummer in.']);
  expect(errors[4]).toEqual([
    "Korting '101' is geen getal van 0 tot en met 100 (hoogstens twee decimalen).",
    "Blauw-groen-index 'x' is geen heel getal van -1000 tot en met 1000.",
    'Korting 2147483000 bestaat niet (laat Id leeg voor een nieuwe korting).',
  ]);
  expect(errors[5]).toEqual([]);
  expect(errors[6]).toEqual(['Dezelfde klant met dezelfde kortingsgroep en hetzelfde artikel staat ook in rij 7.']);
});

test("the export's own workbook reads back as unchanged", async () => {
  const token = (await t.call('GET', `${D}/download-token`, users.admin)).json().token;
  const file = await t.inject({ method: 'GET', url: `${D}/as-excel-file?DownloadToken=${token}&CustomerNumber=100001` });
  const res = await send('import-preview', file.rawPayload);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.errors).toBe(0);
  expect(body.unchanged).toBe(body.rows.length);
  expect(body.rows.length).toBeGreaterThan(0);
});

test('no header, no rows, too many rows, not a workbook, another content type: a 400 or 415 that saves nothing; customers get 403', async () => {
  const before = await count();
  const noHeader = await send('import', await workbook([['100002', group, 5]], ['Klant', 'Groep', 'Pct']));
  expect(noHeader.statusCode).toBe(400);
  expect(noHeader.json().error.message).toMatch(/^De eerste rij moet de kolomkoppen hebben/);
  expect((await send('import', await workbook([]))).json().error.message).toBe('In dit bestand staan geen kortingen onder de kolomkoppen.');
  const many = await send('import', await workbook(Array.from({ length: 2001 }, () => [null, '100002', group, null, null, null, 5, null])));
  expect(many.statusCode).toBe(400);
  expect(many.json().error.message).toBe('Een bestand kan hoogstens 2.000 kortingen hebben; dit bestand heeft er 2.001.');
  const junk = await send('import', Buffer.from('geen excel'));
  expect(junk.statusCode).toBe(400);
  expect(junk.json().error.message).toBe('Dit bestand kunnen wij niet lezen als Excel-bestand (.xlsx).');
  expect((await send('import', Buffer.from('a;b'), users.admin, 'text/csv')).statusCode).toBe(415);
  for (const user of [users.main, users.employee]) expect((await send('import', await workbook([[null, '100001', group, null, null, null, 99, null]]), user)).statusCode).toBe(403);
  expect(await count()).toBe(before);
});

test('two saves of the same file at once add each discount once: the second finds them there', async () => {
  const fresh = (await t.db.query<{ item_no: string }>(
    "SELECT item_no FROM articles a WHERE NOT EXISTS (SELECT 1 FROM customer_discounts d WHERE d.item_no = a.item_no AND d.customer_number = '100003') ORDER BY item_no DESC LIMIT 2",
  )).map((r) => r.item_no);
  const file = await workbook(fresh.map((item) => [null, '100003', null, null, item, null, 11, 0]));
  const answers = await Promise.all([send('import', file), send('import', file)]);
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
  const results = answers.map((a) => a.json()).map((b: { adds: number; unchanged: number }) => [b.adds, b.unchanged]).sort();
  expect(results).toEqual([
    [0, 2],
    [2, 0],
  ]);
  const saved = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM customer_discounts WHERE customer_number = '100003' AND item_no = ANY($1::text[]) GROUP BY item_no", [fresh]);
  expect(saved.map((r) => r.n)).toEqual([1, 1]);
});

test('the key (customer, group, article) is unique with an empty group or article too; a second discount on it is a Dutch 400', async () => {
  const one = (await t.db.one<{ customer_number: string; discount_group_code: string }>(
    'SELECT customer_number, discount_group_code FROM customer_discounts WHERE item_no IS NULL ORDER BY id LIMIT 1',
  ))!;
  await expect(t.db.query('INSERT INTO customer_discounts (customer_number, discount_group_code, percentage) VALUES ($1, $2, 5)', [one.customer_number, one.discount_group_code])).rejects.toMatchObject({
    code: '23505',
  });
  const before = await count();
  const again = await t.call('POST', D, users.admin, { customerNumber: one.customer_number, discountGroup: one.discount_group_code, percentage: 5 });
  expect(again.statusCode).toBe(400);
  expect(again.json().error.message).toBe(`Klant ${one.customer_number} heeft al een korting op kortingsgroep ${one.discount_group_code}; wijzig die korting.`);
  expect(await count()).toBe(before);
});
