// Heavy requests within bounds: a quick-order file is read within limits (rows, lines, columns,
// cell length, inflated bytes of an .xlsx) and a file past one is a Dutch 400 that names it,
// without echoing the file back; an honest 500-line list still works. Each user and customer
// has a budget of concurrent heavy requests: past it a 429 with Retry-After, while another
// customer is served. Placing an order waits its turn with the heavy requests but is never
// refused; the discount export counts for the administrator its download link was issued to; the
// spend workbook is drawn in a worker. A refusal is answered after a pause (a client that retries
// at once sends a few requests a second, not thousands), and a customer's heavy requests go one
// after another with a pause in proportion to what each took.
import http from 'node:http';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { createTestApp, HOST, users, type TestApp } from '../helpers/app.js';
import { HEAVY_BUDGET, HEAVY_PAUSE_MAX_MS, HELD_REFUSALS, HeavyGate, heavyGateSize, heavyPace, REFUSAL_HOLD_MS } from '../../src/plugins/cost.js';
import { heavyWork } from '../../src/lib/workers/pool.js';

const B = '/mgmt/api/ecommerce/customerbaskets';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let t: TestApp;
let articles: string[];

beforeAll(async () => {
  t = await createTestApp();
  articles = (await t.db.query<{ item_no: string }>('SELECT item_no FROM articles WHERE secret IS NULL AND is_active AND step_quantity = 1 AND min_order_quantity = 1 ORDER BY item_no LIMIT 200')).map((a) => a.item_no);
});
afterAll(async () => t?.close());

async function upload(type: 'text/csv' | typeof XLSX, payload: Buffer | string, user = users.main) {
  return t.inject({ method: 'POST', url: `${B}/quickOrderFile`, headers: { host: HOST, ...(await t.bearer(user)), 'content-type': type }, payload });
}

/** A minimal .xlsx: its first worksheet's rows given as XML. */
function xlsx(rowsXml: string, shared: string[] = []) {
  const sst = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${shared.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      'xl/workbook.xml': strToU8(
        '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Bestelling" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/sharedStrings.xml': strToU8(sst),
      'xl/worksheets/sheet1.xml': strToU8(`<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowsXml}</sheetData></worksheet>`),
    }),
  );
}

const row = (r: number, cells: string) => `<row r="${r}">${cells}</row>`;
const num = (ref: string, v: string | number) => `<c r="${ref}"><v>${v}</v></c>`;

function expectLimit(res: { statusCode: number; json: () => unknown; body: string }, message: RegExp) {
  expect(res.statusCode).toBe(400);
  const { error } = res.json() as { error: { code: string; message: string; validationErrors: { members: string[] }[] } };
  expect(error.code).toBe('Validation');
  expect(error.message).toMatch(message);
  expect(error.validationErrors[0]!.members).toEqual(['file']);
  // Nothing of the file beyond a short excerpt comes back.
  expect(res.body.length).toBeLessThan(1000);
}

test('an honest list of 500 lines, as a .csv and as an .xlsx, reads back whole and goes into the basket', async () => {
  // 500 lines over the articles there are (an article on several lines adds up).
  const codes = Array.from({ length: 500 }, (_, i) => articles[i % articles.length]!);
  const csv = `Artikelnummer;Aantal\r\n${codes.map((a, i) => `${a};${(i % 7) + 1}`).join('\r\n')}\r\n`;
  const fromCsv = await upload('text/csv', csv);
  expect(fromCsv.statusCode).toBe(200);
  const lines = fromCsv.json().lines as { code: string; quantity: string }[];
  expect(lines).toHaveLength(500);
  expect(lines[499]).toEqual({ code: codes[499], quantity: String((499 % 7) + 1) });

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Bestelling');
  sheet.addRow(['Artikelnummer', 'Aantal']);
  for (const [i, a] of codes.entries()) sheet.addRow([a, (i % 7) + 1]);
  const fromXlsx = await upload(XLSX, Buffer.from(await workbook.xlsx.writeBuffer()));
  expect(fromXlsx.statusCode).toBe(200);
  expect(fromXlsx.json().lines).toEqual(lines);

  const basketId = ((await t.call('POST', `${B}/createBasket`, users.main, { name: 'Vijfhonderd regels' })).json() as { id: number }).id;
  const added = await t.call('POST', `${B}/addLinesToBasket`, users.main, { basketId, lines });
  expect(added.statusCode).toBe(200);
  expect(added.json()).toMatchObject({ added: 500, rejected: 0 });
});

test('rows past the limit: a 5 MB .csv of 480,000 lines, an .xlsx of 5,001 empty rows; lines past the quick order maximum', async () => {
  const big = `${articles[0]};1\n`.repeat(480_000).slice(0, 4_900_000);
  expectLimit(await upload('text/csv', big), /hoogstens 5\.000 rijen/);
  expectLimit(await upload('text/csv', '\n'.repeat(4_000_000)), /hoogstens 5\.000 rijen/);
  expectLimit(await upload(XLSX, xlsx(Array.from({ length: 5001 }, (_, i) => `<row r="${i + 1}"/>`).join(''))), /hoogstens 5\.000 rijen/);
  expectLimit(await upload('text/csv', `${articles[0]};1\n`.repeat(1002)), /hoogstens 1\.000 regels/);
  expectLimit(await upload(XLSX, xlsx(Array.from({ length: 1002 }, (_, i) => row(i + 1, num(`A${i + 1}`, articles[0]!) + num(`B${i + 1}`, 1))).join(''))), /hoogstens 1\.000 regels/);
});

test('columns past the limit', async () => {
  expectLimit(await upload('text/csv', `${articles[0]};1\n${articles[0]}${';1'.repeat(60)}\n`), /hoogstens 50 kolommen hebben \(rij 2\)/);
  expectLimit(await upload(XLSX, xlsx(row(1, num('A1', articles[0]!) + num('B1', 1)) + row(2, num('A2', articles[0]!) + num('BZ2', 1)))), /hoogstens 50 kolommen hebben \(rij 2\)/);
});

test('a cell past the length limit is named by its row and first characters, not echoed', async () => {
  const long = 'X'.repeat(100_000);
  const csv = await upload('text/csv', `${articles[0]};1\n${long};2\n`);
  expectLimit(csv, /hoogstens 200 tekens hebben \(rij 2\): "X{20}…"/);
  const sheet = await upload(XLSX, xlsx(row(1, num('A1', articles[0]!) + num('B1', 1)) + row(2, '<c r="A2" t="s"><v>0</v></c><c r="B2"><v>2</v></c>'), [long]));
  expectLimit(sheet, /hoogstens 200 tekens hebben \(rij 2\): "X{20}…"/);
});

test('an .xlsx whose worksheet inflates past the limit: 400,000 empty rows in a small file, and a zip that understates its sizes', async () => {
  const empty = xlsx(Array.from({ length: 400_000 }, (_, i) => `<row r="${i + 1}" spans="1:2"/>`).join(''));
  expect(empty.length).toBeLessThan(1_000_000);
  expectLimit(await upload(XLSX, empty), /Uitgepakt .* hoogstens 2 MB/);

  // A worksheet of one 3-million-digit cell whose size the zip's headers give as 1,000 bytes:
  // the bytes are counted while inflating.
  const lying = xlsx(row(1, num('A1', '1'.repeat(3_000_000))));
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  for (let at = lying.indexOf(name); at >= 0; at = lying.indexOf(name, at + 1)) {
    if (lying.readUInt32LE(at - 30) === 0x04034b50) lying.writeUInt32LE(1000, at - 30 + 22);
    else if (lying.readUInt32LE(at - 46) === 0x02014b50) lying.writeUInt32LE(1000, at - 46 + 24);
  }
  expectLimit(await upload(XLSX, lying), /Uitgepakt .* hoogstens 2 MB/);
});

test('past its budget of concurrent heavy requests a user, and a customer, get a 429 with Retry-After; another customer is served', async () => {
  const budget = t.app.heavyBudget;
  const csv = `${articles[0]};1\n`;
  const claims = (user: string) => t.bearer(user).then((h) => JSON.parse(Buffer.from(h.authorization.split('.')[1]!, 'base64url').toString()) as { sub: string; customer_number: string });
  const main = await claims(users.main);

  // The user's own heavy requests still running (as many as the budget holds).
  const running = Array.from({ length: HEAVY_BUDGET.perUser }, () => budget.take([{ key: `user:${main.sub}`, limit: HEAVY_BUDGET.perUser }])!);
  const refused = await upload('text/csv', csv);
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('2');
  expect(refused.headers['cache-control']).toBe('no-store');
  expect(refused.json().error).toMatchObject({ code: 'TooManyRequests', message: expect.stringMatching(/te veel zware aanvragen/) });
  // A light request of the same user, and the other customer's heavy one, are served.
  expect((await t.call('GET', B, users.main)).statusCode).toBe(200);
  expect((await upload('text/csv', csv, users.otherMain)).statusCode).toBe(200);
  // The same user's colleague is served too: the customer's budget has room.
  expect((await upload('text/csv', csv, users.employee)).statusCode).toBe(200);
  running.forEach((release) => release());
  expect((await upload('text/csv', csv)).statusCode).toBe(200);

  // The customer's budget full (its other users' requests): every user of it waits.
  const customerWide = Array.from({ length: HEAVY_BUDGET.perCustomer }, () => budget.take([{ key: `customer:${main.customer_number}`, limit: HEAVY_BUDGET.perCustomer }])!);
  expect((await upload('text/csv', csv, users.employee)).statusCode).toBe(429);
  expect((await t.call('GET', '/erp/api/app/order/order-overview?MaxResultCount=1000&Search=a', users.employee)).statusCode).toBe(429);
  expect((await upload('text/csv', csv, users.otherMain)).statusCode).toBe(200);
  customerWide.forEach((release) => release());
  expect((await upload('text/csv', csv, users.employee)).statusCode).toBe(200);
  // Every request gave its share back.
  expect(budget.runningFor(`customer:${main.customer_number}`)).toBe(0);
});

test('a refused heavy request gets its 429 after a pause; past the refusals held at once, the others get it at once', async () => {
  const main = await claimsOf(users.main);
  const budget = t.app.heavyBudget;
  const running = Array.from({ length: HEAVY_BUDGET.perUser }, () => budget.take([{ key: `user:${main.sub}`, limit: HEAVY_BUDGET.perUser }])!);
  try {
    const started = Date.now();
    const refused = await upload('text/csv', `${articles[0]};1\n`);
    expect(refused.statusCode).toBe(429);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REFUSAL_HOLD_MS - 20);

    const headers = { host: HOST, ...(await t.bearer(users.main)) };
    const sent = Date.now();
    const after = await Promise.all(
      Array.from({ length: HELD_REFUSALS + 4 }, () =>
        t.inject({ method: 'GET', url: '/erp/api/app/order/order-overview?MaxResultCount=1000&Search=a', headers }).then((res) => {
          expect(res.statusCode).toBe(429);
          return Date.now() - sent;
        }),
      ),
    );
    expect(after.filter((ms) => ms < REFUSAL_HOLD_MS / 2)).toHaveLength(4);
    expect(after.filter((ms) => ms >= REFUSAL_HOLD_MS - 20)).toHaveLength(HELD_REFUSALS);
  } finally {
    running.forEach((release) => release());
  }
});

test('a caller who goes away before the answer gives back his share, his place in line and his turn', async () => {
  const main = await claimsOf(users.main);
  const budget = t.app.heavyBudget;
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { authorization } = await t.bearer(users.main);
  /** Sends a request and closes the connection after `ms`, (with a body) before the body is whole. */
  const goAway = (method: string, path: string, ms: number, body?: { type: string; length: number }) =>
    new Promise<void>((resolve) => {
      const req = http.request(`${origin}${path}`, { method, headers: { host: HOST, authorization, ...(body ? { 'content-type': body.type, 'content-length': body.length } : {}) } });
      req.on('error', () => undefined);
      if (body) req.write('x'.repeat(1000));
      else req.end();
      setTimeout(() => (req.destroy(), resolve()), ms);
    });
  const given = async () => {
    for (let i = 0; i < 100 && budget.runningFor(`customer:${main.customer_number}`) > 0; i++) await sleep(50);
    return budget.runningFor(`customer:${main.customer_number}`);
  };
  // Gone while the order search runs (its handler still answers, into the void), and while an
  // upload's body was still coming.
  await goAway('GET', '/erp/api/app/order/order-overview?MaxResultCount=1000&Search=a', 5);
  expect(await given()).toBe(0);
  await goAway('POST', `${B}/quickOrderFile`, 50, { type: 'text/csv', length: 1_000_000 });
  expect(await given()).toBe(0);
  // The customer's line and the gate are free again: his next heavy request is answered.
  expect((await upload('text/csv', `${articles[0]};1\n`)).statusCode).toBe(200);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("a customer's heavy requests go one after another, each after a pause of pace × what the last took; another customer's do not wait for it", async () => {
  expect(heavyPace('pglite')).toBe(12);
  expect(heavyPace('postgres')).toBe(3);
  expect(t.app.heavyGate.pace).toBe(heavyPace(t.app.db.driver));

  const gate = new HeavyGate(1, 4);
  const first = await gate.line('klant-a');
  // A second request of the same customer waits in line until the first is answered.
  let inTurn = false;
  const waiting = gate.line('klant-a').then((leave) => ((inTurn = true), leave));
  await sleep(60);
  expect(inTurn).toBe(false);
  first(); // took ~60 ms: a pause of ~240 ms
  const answered = Date.now();
  const second = await waiting;
  expect(Date.now() - answered).toBeGreaterThanOrEqual(200);
  // Another customer is not held up by it.
  const other = Date.now();
  (await gate.line('klant-b'))();
  expect(Date.now() - other).toBeLessThan(50);

  // What a request waited at the gate for other customers' work does not count.
  second(Number.MAX_SAFE_INTEGER);
  const next = Date.now();
  (await gate.line('klant-a'))();
  expect(Date.now() - next).toBeLessThan(50);

  // A long request's pause is at most HEAVY_PAUSE_MAX_MS.
  const slow = new HeavyGate(1, 1000);
  const long = await slow.line('klant-c');
  await sleep(20);
  long();
  const capped = Date.now();
  (await slow.line('klant-c'))();
  expect(Date.now() - capped).toBeLessThanOrEqual(HEAVY_PAUSE_MAX_MS + 100);
  expect(Date.now() - capped).toBeGreaterThanOrEqual(HEAVY_PAUSE_MAX_MS - 50);
}, 20_000);

const claimsOf = (user: string) => t.bearer(user).then((h) => JSON.parse(Buffer.from(h.authorization.split('.')[1]!, 'base64url').toString()) as { sub: string; customer_number: string });

function aMonday(): string {
  const d = new Date(Date.now() + 14 * 86_400_000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A basket of the other customer's main user (no cost centres, no limits) with one line of each article, and the body that orders it. */
async function basketOf(lines: string[]) {
  const user = users.otherMain;
  const basket = (await t.call('POST', `${B}/createBasket`, user, { name: `Zwaar ${Date.now()} ${lines.length}` })).json() as { id: number };
  for (const itemNo of lines) expect((await t.call('POST', `${B}/addToBasket`, user, { basketId: basket.id, itemNo, amount: 1 })).statusCode).toBe(200);
  const { revision } = (await t.call('GET', `${B}/basketWithRealtimeData?basketId=${basket.id}`, user)).json() as { revision: string };
  return { basketId: basket.id, idempotencyKey: `zware-bestelling-${basket.id}`, basketRevision: revision, deliveryMethod: 'afhalen', deliveryDate: aMonday() };
}

test('placing an order is never refused for the budget: with the user\'s and the customer\'s budget full an order of 200 lines is placed', async () => {
  const buyer = await claimsOf(users.otherMain);
  const order = await basketOf(articles.slice(0, 200));
  const budget = t.app.heavyBudget;
  const running = [
    ...Array.from({ length: HEAVY_BUDGET.perUser }, () => budget.take([{ key: `user:${buyer.sub}`, limit: HEAVY_BUDGET.perUser }])!),
    ...Array.from({ length: HEAVY_BUDGET.perCustomer }, () => budget.take([{ key: `customer:${buyer.customer_number}`, limit: HEAVY_BUDGET.perCustomer }])!),
  ];
  try {
    // A heavy request of the same user is refused meanwhile; the order is placed.
    expect((await upload('text/csv', `${articles[0]};1\n`, users.otherMain)).statusCode).toBe(429);
    const placed = await t.call('POST', '/mgmt/api/ecommerce/customerorders', users.otherMain, order);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().lines).toHaveLength(200);
  } finally {
    running.forEach((release) => release());
  }
});

test('heavy requests run one at a time on the embedded database; on PostgreSQL on all cores but one, at most 4', () => {
  expect(heavyGateSize('pglite', 8)).toBe(1);
  expect([1, 2, 3, 8].map((cores) => heavyGateSize('postgres', cores))).toEqual([1, 1, 2, 4]);
  expect(t.app.heavyGate.size).toBe(heavyGateSize(t.app.db.driver));
});

test('placing an order waits its turn while the heavy requests hold every turn, and is placed once one ends', async () => {
  const order = await basketOf(articles.slice(0, 3));
  const gate = t.app.heavyGate;
  const turns = await Promise.all(Array.from({ length: gate.size }, () => gate.enter('een andere klant')));
  let answered = false;
  const placing = t.call('POST', '/mgmt/api/ecommerce/customerorders', users.otherMain, order).then((res) => ((answered = true), res));
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
  } finally {
    turns.forEach((leave) => leave());
  }
  expect((await placing).statusCode).toBe(200);
});

test('the discount export counts for the administrator its link was issued to: past his budget a 429 that leaves the link valid', async () => {
  const admin = await claimsOf(users.admin);
  const { token } = (await t.call('GET', '/mgmt/api/app/discounts/download-token', users.admin)).json() as { token: string };
  const url = `/mgmt/api/app/discounts/as-excel-file?DownloadToken=${token}&CustomerNumber=100001`;
  const running = Array.from({ length: HEAVY_BUDGET.perUser }, () => t.app.heavyBudget.take([{ key: `user:${admin.sub}`, limit: HEAVY_BUDGET.perUser }])!);
  try {
    const refused = await t.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json().error.code).toBe('TooManyRequests');
  } finally {
    running.forEach((release) => release());
  }
  const file = await t.inject({ method: 'GET', url });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toMatch(/spreadsheetml/);
  expect(t.app.heavyBudget.runningFor(`user:${admin.sub}`)).toBe(0);
  // The link is used up now.
  expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
});

test('the spend workbook is drawn in a worker of the heavy-work pool, not on the event loop', async () => {
  const tasks: string[] = [];
  const run = heavyWork.run.bind(heavyWork);
  heavyWork.run = ((task, input, opts) => {
    tasks.push(task);
    return run(task, input, opts);
  }) as typeof heavyWork.run;
  try {
    const file = await t.call('GET', '/mgmt/api/app/spend/excel', users.main);
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Per kostenplaats', 'Per teamlid']);
  } finally {
    heavyWork.run = run;
  }
  expect(tasks).toEqual(['spendWorkbook']);
});
