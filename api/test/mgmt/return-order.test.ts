// The return request: lines of the customer's own delivered orders, no more than delivered and not
// yet returned, become a return order with its credit note (seen in the ERP's order and invoice
// lists); bad input, too many pieces, a foreign order and a warehouse user change nothing.
import { createTestApp, users, type TestApp } from '../helpers/app.js';
import { openReturnLine, returnFormBody } from '../routes/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const URL = '/mgmt/api/app/return-order/submit-return-form';
/** A Saturday at least a week ahead. */
function nextSaturday() {
  const d = new Date(Date.now() + 7 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}
const counts = async () =>
  (await t.db.one<{ r: number; o: number; i: number }>(
    "SELECT (SELECT count(*)::int FROM return_requests) AS r, (SELECT count(*)::int FROM orders WHERE order_type = 'Return') AS o, (SELECT count(*)::int FROM invoices) AS i",
  ))!;

test('a return of a delivered line makes a return order and a credit note of the customer, with the default shipping method', async () => {
  const line = await openReturnLine(t, '100001');
  const res = await t.call('POST', URL, users.employee, returnFormBody([{ amount: 1, productId: line.item_no, orderNumber: line.order_no, reasonOfReturn: 'Beschadigd ontvangen' }]));
  expect(res.statusCode).toBe(200);
  const { returnOrderNumbers, creditNoteNumbers, id } = res.json() as { id: number; returnOrderNumbers: string[]; creditNoteNumbers: string[] };
  expect(returnOrderNumbers).toHaveLength(1);
  expect(creditNoteNumbers).toHaveLength(1);
  const order = await t.db.one<{ customer_number: string; return_of: string; reference: string }>('SELECT customer_number, return_of, reference FROM orders WHERE order_no = $1', [returnOrderNumbers[0]!]);
  expect(order).toEqual({ customer_number: '100001', return_of: line.order_no, reference: 'Retour test' });
  const stored = await t.db.one<{ return_shipping_method: number; contact_person_name: string }>('SELECT return_shipping_method, contact_person_name FROM return_requests WHERE id = $1', [id]);
  expect(stored).toEqual({ return_shipping_method: 2000, contact_person_name: 'Jan de Vries' });
  // The order's detail in the ERP says how many of the line came back.
  const before = line.open;
  const detail = (await t.call('GET', `/erp/api/app/order?OrderNo=${line.order_no}`, users.employee)).json() as { lines: { itemNo: string; delivered: number; returned: number }[] };
  const returnedLine = detail.lines.find((l) => l.itemNo === line.item_no)!;
  expect(returnedLine.delivered - returnedLine.returned).toBe(before - 1);
  expect(returnedLine.returned).toBeGreaterThanOrEqual(1);
  // In the customer's invoice list as a credit note (negative).
  const credit = await t.db.one<{ customer_number: string; total: number }>('SELECT customer_number, total_net::float8 AS total FROM invoices WHERE invoice_no = $1', [creditNoteNumbers[0]!]);
  expect(credit!.customer_number).toBe('100001');
  expect(credit!.total).toBeLessThan(0);
});

test('more than delivered and not yet returned, an unknown reason, a past date or a bad postcode is a 400; nothing is made', async () => {
  const line = await openReturnLine(t, '100001');
  const before = await counts();
  const ok = { amount: 1, productId: line.item_no, orderNumber: line.order_no, reasonOfReturn: 'Defect' };
  const tooMany = await t.call('POST', URL, users.main, returnFormBody([{ ...ok, amount: line.open + 1 }]));
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json().error.message).toMatch(/ten hoogste/);
  expect((await t.call('POST', URL, users.main, returnFormBody([{ ...ok, reasonOfReturn: 'Zomaar' }]))).statusCode).toBe(400);
  expect((await t.call('POST', URL, users.main, { ...returnFormBody([ok]), plannedDateOfReturn: '2020-01-01' })).statusCode).toBe(400);
  // A Saturday: the pick-up day keeps to the checkout's working days.
  const saturday = await t.call('POST', URL, users.main, { ...returnFormBody([ok]), plannedDateOfReturn: nextSaturday() });
  expect(saturday.statusCode).toBe(400);
  expect(saturday.json().error.validationErrors[0]).toEqual({ message: 'Kies een werkdag (maandag tot en met vrijdag).', members: ['plannedDateOfReturn'] });
  expect((await t.call('POST', URL, users.main, { ...returnFormBody([ok]), postalCode: '80 CZ' })).statusCode).toBe(400);
  expect((await t.call('POST', URL, users.main, returnFormBody([]))).statusCode).toBe(400);
  // A good line next to a bad one: neither is made.
  expect((await t.call('POST', URL, users.main, returnFormBody([ok, { ...ok, productId: 'BESTAAT-NIET' }]))).statusCode).toBe(400);
  expect(await counts()).toEqual(before);
});

test("another customer's order is a 404, a warehouse user a 403; nothing is made", async () => {
  const line = await openReturnLine(t, '100001');
  const before = await counts();
  const body = returnFormBody([{ amount: 1, productId: line.item_no, orderNumber: line.order_no, reasonOfReturn: 'Defect' }]);
  expect((await t.call('POST', URL, users.otherMain, body)).statusCode).toBe(404);
  expect((await t.call('POST', URL, users.warehouse, body)).statusCode).toBe(403);
  expect(await counts()).toEqual(before);
});
