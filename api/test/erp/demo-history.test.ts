// The demo history as a customer meets it: what a credit note took back counts as returned on its
// order, an order to be delivered shows the address its invoice prints, and no generated article
// description ends in a bare yes/no value.
import { inflateSync } from 'node:zlib';
import { createTestApp, users, type TestApp } from '../helpers/app.js';

const E = '/erp/api/app';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The text of a pdfkit PDF: its content streams inflated, the strings of the text operators joined. */
function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  for (let i = raw.indexOf('stream\n'); i !== -1; i = raw.indexOf('stream\n', i + 1)) {
    const end = raw.indexOf('\nendstream', i);
    try {
      const body = inflateSync(pdf.subarray(i + 'stream\n'.length, end)).toString('latin1');
      for (const m of body.matchAll(/\[([^\]]*)\]\s*TJ/g)) out.push([...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
    } catch {
      continue;
    }
  }
  return out.join('\n');
}

test("every credit note of the recent history comes from a return order, and the order's line counts it as returned", async () => {
  const credits = await t.db.query<{ invoice_no: string; order_no: string; order_type: string; return_of: string | null; customer_number: string }>(
    `SELECT i.invoice_no, i.order_no, o.order_type, o.return_of, i.customer_number FROM invoices i JOIN orders o ON o.order_no = i.order_no
      WHERE i.invoice_type = 'Credit' AND i.invoice_no LIKE 'C2026%' ORDER BY i.invoice_no`,
  );
  expect(credits.length).toBeGreaterThan(0);
  for (const c of credits) expect({ no: c.invoice_no, type: c.order_type, returnOf: !!c.return_of }).toEqual({ no: c.invoice_no, type: 'Return', returnOf: true });
  const mine = credits.find((c) => c.customer_number === '100001') ?? credits.find((c) => c.customer_number === '100002')!;
  const user = mine.customer_number === '100001' ? users.main : users.otherMain;
  const detail = (await t.call('GET', `${E}/order?OrderNo=${mine.return_of}`, user)).json() as { lines: { lineNo: number; delivered: number; returned: number }[] };
  const first = detail.lines.find((l) => l.lineNo === 1)!;
  expect(first.returned).toBe(1);
  // What may still come back is one less than delivered: the return api refuses the full amount.
  const open = await t.db.one<{ open: number }>(
    `SELECT l.delivered - coalesce((SELECT sum(r.amount)::int FROM orders ro JOIN order_lines r ON r.order_no = ro.order_no WHERE ro.return_of = l.order_no AND r.line_no = 1), 0) AS open
       FROM order_lines l WHERE l.order_no = $1 AND l.line_no = 1`,
    [mine.return_of],
  );
  expect(open!.open).toBe(first.delivered - 1);
});

test('an order to be delivered shows the delivery address that its invoice PDF prints', async () => {
  const row = (await t.db.one<{ order_no: string; invoice_no: string }>(
    `SELECT o.order_no, i.invoice_no FROM orders o JOIN invoices i ON i.order_no = o.order_no AND i.invoice_type = 'Invoice'
      WHERE o.customer_number = '100001' AND o.delivery_method = 'bezorgen' AND o.order_type = 'Order' ORDER BY o.order_no LIMIT 1`,
  ))!;
  const detail = (await t.call('GET', `${E}/order?OrderNo=${row.order_no}`, users.main)).json() as { deliveryAddress: { name: string | null; street: string | null; postalCode: string | null; city: string | null } };
  expect(detail.deliveryAddress.street).toMatch(/^\S.* \d+$/);
  expect(detail.deliveryAddress.postalCode).toBeTruthy();
  const pdf = (await t.call('GET', `${E}/invoice/pdf?InvoiceType=Invoice&InvoiceNo=${row.invoice_no}`, users.main)).json() as { content: string };
  const text = pdfText(Buffer.from(pdf.content, 'base64'));
  expect(text).toContain(detail.deliveryAddress.street!);
  expect(text).toContain(`${detail.deliveryAddress.postalCode} ${detail.deliveryAddress.city}`);
});

test('no generated article description ends in a bare yes/no value', async () => {
  const { total } = (await t.db.one<{ total: number }>('SELECT count(*)::int AS total FROM articles'))!;
  expect(total).toBeGreaterThan(0);
  const stray = await t.db.query<{ description: string }>("SELECT description FROM articles WHERE description ~* '\\m(ja|nee)$' LIMIT 5");
  expect(stray).toEqual([]);
});
