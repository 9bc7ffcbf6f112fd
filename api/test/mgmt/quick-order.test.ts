// Quick order as a buyer with a list uses it: every line checked at once with its Dutch message
// and a suggested quantity, the good lines added in one request, the wrong ones left out; lists
// from a .csv or .xlsx file read back as lines.
import ExcelJS from 'exceljs';
import { createTestApp, HOST, users, type TestApp } from '../helpers/app.js';

const B = '/mgmt/api/ecommerce/customerbaskets';

let t: TestApp;
let plain: { item_no: string; ean: string; unit: string };
let stepped: { item_no: string };
let gone: { item_no: string };
let unlisted: { item_no: string };

beforeAll(async () => {
  t = await createTestApp();
  plain = (await t.db.one("SELECT item_no, ean, order_unit AS unit FROM articles WHERE step_quantity = 1 AND min_order_quantity = 1 AND secret IS NULL AND is_active AND ean IS NOT NULL ORDER BY item_no LIMIT 1"))!;
  stepped = (await t.db.one(
    "UPDATE articles SET step_quantity = 5, min_order_quantity = 10, order_unit = 'ST' WHERE item_no = (SELECT item_no FROM articles WHERE secret IS NULL AND is_active AND item_no <> $1 ORDER BY item_no DESC LIMIT 1) RETURNING item_no",
    [plain.item_no],
  ))!;
  gone = (await t.db.one(
    'UPDATE articles SET is_active = false WHERE item_no = (SELECT item_no FROM articles WHERE secret IS NULL AND is_active AND item_no NOT IN ($1, $2) ORDER BY item_no LIMIT 1 OFFSET 3) RETURNING item_no',
    [plain.item_no, stepped.item_no],
  ))!;
  unlisted = (await t.db.one(
    "UPDATE articles SET secret = 'geheim-snelbestel-1' WHERE item_no = (SELECT item_no FROM articles WHERE secret IS NULL AND is_active AND item_no NOT IN ($1, $2) ORDER BY item_no LIMIT 1 OFFSET 7) RETURNING item_no",
    [plain.item_no, stepped.item_no],
  ))!;
});
afterAll(async () => t?.close());

/** Each basket its own name: a customer's basket names are unique. */
let baskets = 0;
async function basket(user = users.main) {
  return ((await t.call('POST', `${B}/createBasket`, user, { name: `Snel bestellen ${++baskets}` })).json() as { id: number }).id;
}

type Result = {
  basket: { basketItems: { itemNo: string; amount: number }[] } | null;
  lines: { index: number; ok: boolean; problem: string | null; message: string | null; suggestedQuantity: number | null; itemNo: string | null }[];
  added: number;
  rejected: number;
};

test('every kind of wrong line gets its Dutch message and, where it helps, a corrected quantity; the good lines are added in one request', async () => {
  const basketId = await basket();
  const res = await t.call('POST', `${B}/addLinesToBasket`, users.main, {
    basketId,
    lines: [
      { code: plain.item_no, quantity: '3' },
      { code: plain.ean, quantity: '2' },
      { code: '9999999', quantity: '1' },
      { code: gone.item_no, quantity: '1' },
      { code: unlisted.item_no, quantity: '1' },
      { code: '', quantity: '4' },
      { code: stepped.item_no, quantity: 'twee' },
      { code: stepped.item_no, quantity: '0' },
      { code: stepped.item_no, quantity: '1,5' },
      { code: stepped.item_no, quantity: '5' },
      { code: stepped.item_no, quantity: '12' },
      { code: stepped.item_no, quantity: '200000' },
      { code: stepped.item_no, quantity: '15' },
    ],
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as Result;
  const by = (i: number) => body.lines[i]!;
  expect(by(0)).toMatchObject({ ok: true, itemNo: plain.item_no, problem: null });
  expect(by(1)).toMatchObject({ ok: true, itemNo: plain.item_no });
  expect(by(2)).toMatchObject({ ok: false, problem: 'unknown', message: 'Artikelnummer 9999999 kennen wij niet.' });
  expect(by(3)).toMatchObject({ ok: false, problem: 'discontinued', message: `Artikel ${gone.item_no} wordt niet meer verkocht.` });
  expect(by(4)).toMatchObject({ ok: false, problem: 'unknown' });
  expect(by(5)).toMatchObject({ ok: false, problem: 'code-missing', message: 'Vul een artikelnummer in.' });
  expect(by(6)).toMatchObject({ ok: false, problem: 'quantity-invalid', message: 'Vul een heel aantal van minstens 1 in.', suggestedQuantity: 10 });
  expect(by(7)).toMatchObject({ ok: false, problem: 'quantity-invalid', suggestedQuantity: 10 });
  expect(by(8)).toMatchObject({ ok: false, problem: 'quantity-invalid' });
  expect(by(9)).toMatchObject({ ok: false, problem: 'below-minimum', message: 'Het minimale bestelaantal van dit artikel is 10 ST.', suggestedQuantity: 10 });
  expect(by(10)).toMatchObject({ ok: false, problem: 'not-step', message: 'Dit artikel bestelt u vanaf 10 ST in stappen van 5: 10, 15, 20 enzovoort.', suggestedQuantity: 15 });
  expect(by(11)).toMatchObject({ ok: false, problem: 'too-large' });
  expect(by(12)).toMatchObject({ ok: true, itemNo: stepped.item_no });
  expect(body.added).toBe(3);
  expect(body.rejected).toBe(10);
  // Lines of one article add up; nothing of the wrong lines went in.
  const items = new Map(body.basket!.basketItems.map((i) => [i.itemNo, i.amount]));
  expect(items).toEqual(new Map([[plain.item_no, 5], [stepped.item_no, 15]]));
  const stored = await t.db.query<{ item_no: string; amount: number; price_when_added: string | null }>('SELECT item_no, amount, price_when_added FROM basket_items WHERE basket_id = $1 ORDER BY item_no', [basketId]);
  expect(stored.map((s) => [s.item_no, s.amount])).toEqual([...items].sort());
  expect(stored.every((s) => s.price_when_added !== null)).toBe(true);
});

test('the corrected lines go in next to what is already there', async () => {
  const basketId = await basket();
  await t.call('POST', `${B}/addLinesToBasket`, users.main, { basketId, lines: [{ code: plain.item_no, quantity: '1' }] });
  const res = await t.call('POST', `${B}/addLinesToBasket`, users.main, { basketId, lines: [{ code: plain.item_no, quantity: '2' }, { code: stepped.item_no, quantity: '10' }] });
  const body = res.json() as Result;
  expect(body.rejected).toBe(0);
  expect(new Map(body.basket!.basketItems.map((i) => [i.itemNo, i.amount]))).toEqual(new Map([[plain.item_no, 3], [stepped.item_no, 10]]));
});

test('the quantity rule holds for what the basket line holds afterwards: minimum 3, then per 2', async () => {
  const basketId = await basket();
  const send = async (quantity: string) =>
    ((await t.call('POST', `${B}/addLinesToBasket`, users.main, { basketId, lines: [{ code: '9003002', quantity }] })).json() as Result).lines[0]!;
  expect(await send('4')).toMatchObject({ ok: false, problem: 'not-step', suggestedQuantity: 5 });
  expect(await send('2')).toMatchObject({ ok: false, problem: 'below-minimum', suggestedQuantity: 3 });
  expect(await send('3')).toMatchObject({ ok: true });
  // 3 in the basket: 3 more makes 6, which is refused; 4 more makes 7.
  expect(await send('3')).toMatchObject({
    ok: false,
    problem: 'not-step',
    message: 'Met de 3 ST in de winkelwagen wordt dit 6 ST. Dit artikel bestelt u vanaf 3 ST in stappen van 2: 3, 5, 7 enzovoort.',
    suggestedQuantity: 4,
  });
  expect(await send('2')).toMatchObject({ ok: true });
  const stored = await t.db.one<{ amount: number }>("SELECT amount FROM basket_items WHERE basket_id = $1 AND item_no = '9003002'", [basketId]);
  expect(stored!.amount).toBe(5);
});

test('dryRun checks and adds nothing', async () => {
  const basketId = await basket();
  const res = await t.call('POST', `${B}/addLinesToBasket`, users.main, { basketId, dryRun: true, lines: [{ code: plain.item_no, quantity: '1' }, { code: 'x', quantity: '1' }] });
  const body = res.json() as Result;
  expect(body.basket).toBeNull();
  expect(body.lines.map((l) => l.ok)).toEqual([true, false]);
  expect((await t.db.query('SELECT 1 FROM basket_items WHERE basket_id = $1', [basketId])).length).toBe(0);
});

test('another customer\'s basket is not found and is not changed; bad input is a 400', async () => {
  const other = await basket(users.otherMain);
  const res = await t.call('POST', `${B}/addLinesToBasket`, users.main, { basketId: other, lines: [{ code: plain.item_no, quantity: '1' }] });
  expect(res.statusCode).toBe(404);
  expect((await t.db.query('SELECT 1 FROM basket_items WHERE basket_id = $1', [other])).length).toBe(0);
  expect((await t.call('POST', `${B}/addLinesToBasket`, users.main, { basketId: other, lines: [] })).statusCode).toBe(400);
  const tooMany = Array.from({ length: 1001 }, () => ({ code: plain.item_no, quantity: '1' }));
  expect((await t.call('POST', `${B}/addLinesToBasket`, users.main, { basketId: other, lines: tooMany })).statusCode).toBe(400);
});

test('a .csv with a header and semicolons, and an .xlsx, read back as lines', async () => {
  const headers = async () => ({ host: HOST, ...(await t.bearer(users.main)) });
  const csv = `\ufeffArtikelnummer;Aantal\r\n${plain.item_no};3\r\n"${stepped.item_no}";"15"\r\n;\r\n`;
  const fromCsv = await t.inject({ method: 'POST', url: `${B}/quickOrderFile`, headers: { ...(await headers()), 'content-type': 'text/csv' }, payload: csv });
  expect(fromCsv.statusCode).toBe(200);
  expect(fromCsv.json().lines).toEqual([
    { code: plain.item_no, quantity: '3' },
    { code: stepped.item_no, quantity: '15' },
  ]);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Bestelling');
  sheet.addRow(['Artikel', 'Aantal']);
  sheet.addRow([Number(plain.item_no), 4]);
  sheet.addRow([stepped.item_no, 20]);
  const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
  const fromXlsx = await t.inject({
    method: 'POST',
    url: `${B}/quickOrderFile`,
    headers: { ...(await headers()), 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    payload: xlsx,
  });
  expect(fromXlsx.statusCode).toBe(200);
  expect(fromXlsx.json().lines).toEqual([
    { code: plain.item_no, quantity: '4' },
    { code: stepped.item_no, quantity: '20' },
  ]);
  const broken = await t.inject({
    method: 'POST',
    url: `${B}/quickOrderFile`,
    headers: { ...(await headers()), 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    payload: Buffer.from('geen excel'),
  });
  expect(broken.statusCode).toBe(400);
  expect(broken.json().error.message).toMatch(/Excel/);
});

test('a list of 500 lines is checked and added in one request (timed by scripts/bench-quick-order.ts)', async () => {
  const basketId = await basket();
  const articles = await t.db.query<{ item_no: string; step: number; min: number }>('SELECT item_no, step_quantity AS step, min_order_quantity AS min FROM articles WHERE secret IS NULL AND is_active ORDER BY item_no LIMIT 200');
  const lines = Array.from({ length: 500 }, (_, k) => {
    const a = articles[k % articles.length]!;
    return { code: a.item_no, quantity: String(Math.max(a.min, a.step)) };
  });
  const res = await t.call('POST', `${B}/addLinesToBasket`, users.main, { basketId, lines });
  expect(res.statusCode).toBe(200);
  const body = res.json() as Result;
  expect(body.added + body.rejected).toBe(500);
  expect(body.basket!.basketItems.length).toBe(new Set(body.lines.filter((l) => l.ok).map((l) => l.itemNo)).size);
});
