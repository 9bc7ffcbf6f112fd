// The back office over a clock the test moves: orders go received → in process → (partly)
// delivered, deliveries are invoiced, returns become return orders with a credit note; the
// overview's InformationFilter tabs, the invoice filters and the invoice PDF.
import { inflateSync } from 'node:zlib';
import { COMPANY, companyLetterhead } from '@kraanvogel/rules';
import { addWorkingDays, advanceOrders, createReturnOrder, isBackOrdered } from '../../src/modules/erp/back-office.js';
import { createTestApp, users, type TestApp } from '../helpers/app.js';

const E = '/erp/api/app';
// A Monday morning.
const START = new Date('2026-11-23T08:00:00Z');
let now = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { erpClock: () => now });
});
afterAll(async () => t?.close());

/** The text of a pdfkit PDF: its content streams inflated, the strings of the text operators joined. */
function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  for (let i = raw.indexOf('stream\n'); i !== -1; i = raw.indexOf('stream\n', i + 1)) {
    const end = raw.indexOf('\nendstream', i);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(i + 'stream\n'.length, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const m of body.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      out.push([...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return out.join('\n');
}

async function placeOrder(orderNo: string, lines: [itemNo: string, amount: number][]) {
  await t.db.query(
    "INSERT INTO orders (order_no, customer_number, order_date, status, delivery_method, reference, total_net) VALUES ($1, '100001', $2, 100, 'bezorgen', 'Test', 100)",
    [orderNo, START.toISOString()],
  );
  let n = 1;
  for (const [itemNo, amount] of lines) {
    await t.db.query("INSERT INTO order_lines (order_no, line_no, item_no, description, amount, unit_price, discount_pct) SELECT $1, $2, item_no, description, $3, 10, 20 FROM articles WHERE item_no = $4", [
      orderNo,
      n++,
      amount,
      itemNo,
    ]);
  }
}

test('an order moves through its states as the clock passes, each delivery invoiced once', async () => {
  const items = (await t.db.query<{ item_no: string }>('SELECT item_no FROM articles ORDER BY item_no LIMIT 3')).map((a) => a.item_no);
  // An order number of which line 2 waits for stock at the first delivery.
  let k = 0;
  while (!isBackOrdered(`ORDT${k}`, 2, 4) || isBackOrdered(`ORDT${k}`, 1, 4)) k++;
  const orderNo = `ORDT${k}`;
  await placeOrder(orderNo, [
    [items[0]!, 4],
    [items[1]!, 4],
  ]);
  const get = async () => (await t.call('GET', `${E}/order?OrderNo=${orderNo}`, users.main)).json();
  const tab = async (f: string) => (await t.call('GET', `${E}/order/order-overview?InformationFilter=${f}&MaxResultCount=1000`, users.main)).json().items.map((o: { orderNo: string }) => o.orderNo);

  now = new Date(START.getTime() + 60 * 60_000);
  expect((await get()).status).toBe(100);
  expect(await tab('ToBeProcessed')).toContain(orderNo);

  now = new Date(START.getTime() + 3 * 3_600_000);
  const inProcess = await get();
  expect(inProcess).toMatchObject({ status: 200, statusName: 'In behandeling', plannedDeliveryDate: '2026-11-24', invoices: [] });
  expect(await tab('OfferedForDelivery')).toContain(orderNo);
  expect(await tab('ToBeProcessed')).not.toContain(orderNo);

  now = new Date('2026-11-24T10:00:00Z');
  expect(await tab('ExpectedToday')).toContain(orderNo);
  // Delivered at the delivery hour (16:00 UTC) of the planned day, not a minute before.
  now = new Date('2026-11-24T15:59:00Z');
  expect((await get()).status).toBe(200);

  now = new Date('2026-11-24T16:00:00Z');
  const partly = await get();
  expect(partly.status).toBe(250);
  expect(partly.lines.map((l: { delivered: number; backOrder: number }) => [l.delivered, l.backOrder])).toEqual([
    [4, 0],
    [2, 2],
  ]);
  expect(partly.invoices).toHaveLength(1);
  expect(partly.invoices[0].totalNet).toBe(48); // 6 × 10 × 0.8
  expect(partly.plannedDeliveryDate).toBe(addWorkingDays(new Date('2026-11-24'), 3).toISOString().slice(0, 10));
  expect(await tab('BackOrder')).toContain(orderNo);

  // The same clock again changes nothing.
  expect(await advanceOrders(t.db, now, '100001')).toBe(0);

  now = new Date('2026-11-30T12:00:00Z');
  const delivered = await get();
  expect(delivered.status).toBe(300);
  expect(delivered.lines.every((l: { amount: number; delivered: number }) => l.amount === l.delivered)).toBe(true);
  expect(delivered.invoices.map((i: { totalNet: number }) => i.totalNet)).toEqual([48, 16]);
  expect(await tab('BackOrder')).not.toContain(orderNo);
});

test('a return becomes a return order with a credit note; more than delivered, or another customer\'s order, is refused', async () => {
  const order = (await t.db.one<{ order_no: string; line_no: number; delivered: number }>(
    "SELECT o.order_no, l.line_no, l.delivered FROM orders o JOIN order_lines l USING (order_no) WHERE o.customer_number = '100001' AND o.status = 300 AND o.order_type = 'Order' AND l.delivered >= 2 ORDER BY o.order_no LIMIT 1",
  ))!;
  const before = await t.db.one('SELECT count(*)::int AS n FROM orders');
  await expect(createReturnOrder(t.db, { customerNumber: '100001', orderNo: order.order_no, lines: [{ lineNo: order.line_no, amount: order.delivered + 1 }] })).rejects.toMatchObject({ statusCode: 400 });
  await expect(createReturnOrder(t.db, { customerNumber: '100002', orderNo: order.order_no, lines: [{ lineNo: order.line_no, amount: 1 }] })).rejects.toMatchObject({ statusCode: 404 });
  expect(await t.db.one('SELECT count(*)::int AS n FROM orders')).toEqual(before);

  const ret = await createReturnOrder(t.db, { customerNumber: '100001', orderNo: order.order_no, lines: [{ lineNo: order.line_no, amount: 1 }], now });
  expect(ret.totalNet).toBeLessThan(0);
  const returns = (await t.call('GET', `${E}/order/order-overview?InformationFilter=ReturnOrdersOrComplaints&MaxResultCount=1000`, users.main)).json();
  expect(returns.items.every((o: { orderType: string }) => o.orderType === 'Return')).toBe(true);
  expect(returns.items.map((o: { orderNo: string }) => o.orderNo)).toContain(ret.returnOrderNo);
  const detail = (await t.call('GET', `${E}/order?OrderNo=${ret.returnOrderNo}`, users.main)).json();
  expect(detail).toMatchObject({ orderType: 'Return', returnOf: order.order_no, status: 100 });
  expect(detail.invoices).toEqual([expect.objectContaining({ invoiceType: 'Credit', invoiceNo: ret.creditNoteNo, totalNet: ret.totalNet })]);
  // Returned is returned: the rest of the line only.
  await expect(createReturnOrder(t.db, { customerNumber: '100001', orderNo: order.order_no, lines: [{ lineNo: order.line_no, amount: order.delivered }] })).rejects.toMatchObject({ statusCode: 400 });
});

test('order overview: search by article number and free text, sorting, paging; bad filters are 400s', async () => {
  const line = (await t.db.one<{ item_no: string; n: number }>(
    "SELECT l.item_no, count(DISTINCT o.order_no)::int AS n FROM orders o JOIN order_lines l USING (order_no) WHERE o.customer_number = '100001' GROUP BY l.item_no ORDER BY 2 DESC, 1 LIMIT 1",
  ))!;
  const byItem = (await t.call('GET', `${E}/order/order-overview?ItemNo=${line.item_no}&MaxResultCount=100`, users.main)).json();
  expect(byItem.totalCount).toBe(line.n);
  const page2 = (await t.call('GET', `${E}/order/order-overview?Sorting=orderNo asc&SkipCount=2&MaxResultCount=2`, users.main)).json();
  const all = (await t.call('GET', `${E}/order/order-overview?Sorting=orderNo asc&MaxResultCount=4`, users.main)).json();
  expect(page2.items.map((o: { orderNo: string }) => o.orderNo)).toEqual(all.items.slice(2).map((o: { orderNo: string }) => o.orderNo));
  expect(all.totalCount).toBeGreaterThan(40);
  const free = (await t.call('GET', `${E}/order/order-overview?Search=${line.item_no}&MaxResultCount=100`, users.main)).json();
  expect(free.totalCount).toBeGreaterThanOrEqual(line.n);
  // A page of a search, and a page past its end, still count everything the search finds.
  const searched = async (q: string) => (await t.call('GET', `${E}/order/order-overview?Search=${line.item_no}&Sorting=orderNo asc&${q}`, users.main)).json();
  const everything = await searched('MaxResultCount=100');
  expect(everything.totalCount).toBeGreaterThanOrEqual(2);
  const second = await searched('SkipCount=1&MaxResultCount=1');
  expect(second).toEqual({ totalCount: everything.totalCount, items: [everything.items[1]] });
  expect(await searched('SkipCount=1000&MaxResultCount=10')).toEqual({ totalCount: everything.totalCount, items: [] });
  const deep = (await t.call('GET', `${E}/order/order-overview?Sorting=totalNet desc&SkipCount=3&MaxResultCount=2`, users.main)).json();
  const top = (await t.call('GET', `${E}/order/order-overview?Sorting=totalNet desc&MaxResultCount=5`, users.main)).json();
  expect(deep.items).toEqual(top.items.slice(3));
  expect((await t.call('GET', `${E}/order/order-overview?InformationFilter=Alles`, users.main)).statusCode).toBe(400);
  expect((await t.call('GET', `${E}/order/order-overview?Sorting=secret`, users.main)).statusCode).toBe(400);
});

test('order overview: the free-text search finds a line\'s description and the reference, never across two fields; line counts follow the lines', async () => {
  const order = (await t.db.one<{ order_no: string; reference: string | null; n: number }>(
    "SELECT o.order_no, o.reference, (SELECT count(*)::int FROM order_lines l WHERE l.order_no = o.order_no) AS n FROM orders o WHERE o.customer_number = '100001' AND o.order_type = 'Order' ORDER BY o.order_date DESC LIMIT 1",
  ))!;
  const search = async (text: string) =>
    (await t.call('GET', `${E}/order/order-overview?Search=${encodeURIComponent(text)}&MaxResultCount=1000`, users.main)).json() as { items: { orderNo: string; lineCount: number }[] };
  const listed = (await search(order.order_no)).items.find((o) => o.orderNo === order.order_no);
  expect(listed?.lineCount).toBe(order.n);

  await t.db.query('UPDATE orders SET reference = $2, po_number = $3 WHERE order_no = $1', [order.order_no, 'Badkamer Zeestraat 12', 'PO-777']);
  await t.db.query(
    "INSERT INTO order_lines (order_no, line_no, item_no, description, amount, unit_price) SELECT $1, 90, item_no, 'Thermostaatkraan Zeldzaam Chroom', 1, 10 FROM articles LIMIT 1",
    [order.order_no],
  );
  expect((await search('zeldzaam chroom')).items.map((o) => o.orderNo)).toEqual([order.order_no]);
  expect((await search('zeestraat')).items.map((o) => o.orderNo)).toContain(order.order_no);
  expect((await search(order.order_no)).items.find((o) => o.orderNo === order.order_no)?.lineCount).toBe(order.n + 1);
  // The end of the reference and the start of the next field are not one text.
  expect((await search('po-777')).items.map((o) => o.orderNo)).toEqual([order.order_no]);
  expect((await search('Zeestraat 12 PO-777')).items).toEqual([]);

  // The same article text in another customer's order: that order stays out of this customer's results.
  const foreign = (await t.db.one<{ order_no: string }>("SELECT order_no FROM orders WHERE customer_number = '100002' ORDER BY order_date DESC LIMIT 1"))!;
  await t.db.query(
    "INSERT INTO order_lines (order_no, line_no, item_no, description, amount, unit_price) SELECT $1, 90, item_no, 'Thermostaatkraan Zeldzaam Chroom', 1, 10 FROM articles LIMIT 1",
    [foreign.order_no],
  );
  await t.db.query(
    "INSERT INTO order_lines (order_no, line_no, item_no, description, amount, unit_price) SELECT $1, 91, item_no, 'Alleen Bij Klant Twee', 1, 10 FROM articles LIMIT 1",
    [foreign.order_no],
  );
  expect((await search('zeldzaam chroom')).items.map((o) => o.orderNo)).toEqual([order.order_no]);
  expect((await search('alleen bij klant twee')).items).toEqual([]);

  await t.db.query('DELETE FROM order_lines WHERE order_no = $1 AND line_no = 90', [order.order_no]);
  expect((await search('zeldzaam chroom')).items).toEqual([]);
  expect((await search(order.order_no)).items.find((o) => o.orderNo === order.order_no)?.lineCount).toBe(order.n);
});

test('invoice overview: type, period, open/paid and search filters with totals', async () => {
  const all = (await t.call('POST', `${E}/invoice/invoice-overview`, users.main, { MaxResultCount: 1000 })).json();
  const credits = (await t.call('POST', `${E}/invoice/invoice-overview`, users.main, { InvoiceType: 'Credit', MaxResultCount: 1000 })).json();
  expect(credits.totalCount).toBeGreaterThan(0);
  expect(credits.totals.totalNet).toBeLessThan(0);
  const sum = all.items.reduce((s: number, i: { totalNet: number }) => s + i.totalNet, 0);
  expect(all.totals.totalNet).toBeCloseTo(sum, 2);
  const period = (await t.call('POST', `${E}/invoice/invoice-overview`, users.main, { DateFrom: '2026-01-01', DateTo: '2026-03-31', MaxResultCount: 1000 })).json();
  expect(period.items.every((i: { invoiceDate: string }) => i.invoiceDate >= '2026-01-01' && i.invoiceDate <= '2026-03-31')).toBe(true);
  const open = (await t.call('POST', `${E}/invoice/invoice-overview`, users.main, { IsPaid: false, MaxResultCount: 1000 })).json();
  expect(open.items.every((i: { isPaid: boolean }) => !i.isPaid)).toBe(true);
  const one = all.items[3];
  const search = (await t.call('POST', `${E}/invoice/invoice-overview`, users.main, { Search: one.invoiceNo })).json();
  expect(search.items.map((i: { invoiceNo: string }) => i.invoiceNo)).toContain(one.invoiceNo);
  expect((await t.call('POST', `${E}/invoice/invoice-overview`, users.main, { DateFrom: '2026-05-01', DateTo: '2026-04-01' })).statusCode).toBe(400);
});

test('the invoice PDF is a real PDF with the number, the total and VAT; a credit note says so', async () => {
  const inv = (await t.call('POST', `${E}/invoice/invoice-overview`, users.main, { InvoiceType: 'Invoice' })).json().items[0];
  const res = await t.call('GET', `${E}/invoice/pdf?InvoiceType=Invoice&InvoiceNo=${inv.invoiceNo}`, users.main);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ fileName: `factuur-${inv.invoiceNo}.pdf`, mimeType: 'application/pdf' });
  const pdf = Buffer.from(body.content, 'base64');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.subarray(-6).toString()).toContain('%%EOF');
  const text = pdfText(pdf);
  const euro = (n: number) => n.toLocaleString('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  expect(text).toContain(`Factuur ${inv.invoiceNo}`);
  expect(text).toContain(euro(inv.totalInclVat));
  expect(text).toContain('Btw 21%');
  expect(text).toContain('Betalingstermijn');
  // The one company identity (@kraanvogel/rules), as the footer and the privacy statement name it.
  expect(text).toContain(companyLetterhead());
  expect(text).toContain(COMPANY.iban);

  const credit = (await t.call('POST', `${E}/invoice/invoice-overview`, users.main, { InvoiceType: 'Credit' })).json().items[0];
  const creditPdf = (await t.call('GET', `${E}/invoice/pdf?InvoiceType=Credit&InvoiceNo=${credit.invoiceNo}`, users.main)).json();
  expect(pdfText(Buffer.from(creditPdf.content, 'base64'))).toContain(`Creditnota ${credit.invoiceNo}`);
  expect(pdfText(Buffer.from(creditPdf.content, 'base64'))).toContain(companyLetterhead());

  expect((await t.call('GET', `${E}/invoice/pdf?InvoiceType=Invoice&InvoiceNo=${inv.invoiceNo}`, users.otherMain)).statusCode).toBe(404);
  expect((await t.call('GET', `${E}/invoice/pdf?InvoiceType=Invoice&InvoiceNo=${inv.invoiceNo}`, users.warehouse)).statusCode).toBe(403);
  expect((await t.call('GET', `${E}/invoice/pdf?InvoiceNo=${inv.invoiceNo}`, users.main)).statusCode).toBe(400);
  expect((await t.call('GET', `${E}/invoice/pdf?InvoiceType=Invoice`, users.main)).statusCode).toBe(400);
});
