// The role rules on the ERP module: a warehouse-only user sees no orders or invoices.
import { createTestApp, users, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

test('main user and employee see their own customer\'s orders, newest first, paged', async () => {
  for (const user of [users.main, users.employee]) {
    const res = await t.call('GET', '/erp/api/app/order/order-overview?MaxResultCount=5', user);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const { n } = (await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE customer_number = '100001'"))!;
    expect(body.totalCount).toBe(n);
    expect(body.items).toHaveLength(5);
    const dates = body.items.map((o: { orderDate: string }) => o.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
  }
});

test('a warehouse-only user gets 403 from the order and invoice calls', async () => {
  const order = (await t.db.one<{ order_no: string }>("SELECT order_no FROM orders WHERE customer_number = '100001' LIMIT 1"))!;
  for (const [method, url, body] of [
    ['GET', '/erp/api/app/order/order-overview', undefined],
    ['GET', `/erp/api/app/order?OrderNo=${order.order_no}`, undefined],
    ['POST', '/erp/api/app/invoice/invoice-overview', {}],
    ['GET', '/erp/api/app/invoice?InvoiceType=Invoice&InvoiceNo=F1', undefined],
  ] as const) {
    const res = await t.call(method, url, users.warehouse, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('Forbidden');
    expect((await t.call(method, url, null, body)).statusCode).toBe(401);
  }
});

test('another customer\'s order and invoice are 404s', async () => {
  const order = (await t.db.one<{ order_no: string }>("SELECT order_no FROM orders WHERE customer_number = '100002' LIMIT 1"))!;
  const invoice = (await t.db.one<{ invoice_no: string }>("SELECT invoice_no FROM invoices WHERE customer_number = '100002' AND invoice_type = 'Invoice' LIMIT 1"))!;
  expect((await t.call('GET', `/erp/api/app/order?OrderNo=${order.order_no}`, users.main)).statusCode).toBe(404);
  expect((await t.call('GET', `/erp/api/app/invoice?InvoiceType=Invoice&InvoiceNo=${invoice.invoice_no}`, users.main)).statusCode).toBe(404);
  const own = await t.call('GET', `/erp/api/app/order?OrderNo=${order.order_no}`, users.otherMain);
  expect(own.statusCode).toBe(200);
  expect(own.json().lines.length).toBeGreaterThan(0);
});

test('invoices and credit notes of the customer; bad filters are 400s', async () => {
  const credits = (await t.call('POST', '/erp/api/app/invoice/invoice-overview', users.main, { InvoiceType: 'Credit', MaxResultCount: 100 })).json();
  expect(credits.items.every((i: { invoiceType: string; totalNet: number }) => i.invoiceType === 'Credit' && i.totalNet < 0)).toBe(true);
  const bad = await t.call('POST', '/erp/api/app/invoice/invoice-overview', users.main, { InvoiceType: 'Bon' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.validationErrors[0].members).toEqual(['InvoiceType']);
  const tooMany = await t.call('POST', '/erp/api/app/invoice/invoice-overview', users.main, { MaxResultCount: 5000 });
  expect(tooMany.json().error.validationErrors[0].message).toBe('MaxResultCount can not be more than 1000!');
  expect((await t.call('GET', '/erp/api/app/invoice?InvoiceNo=F1', users.main)).json().error.validationErrors[0].members).toEqual(['InvoiceType']);
  for (const call of ['invoice', 'invoice/pdf']) {
    const noNumber = await t.call('GET', `/erp/api/app/${call}?InvoiceType=Invoice`, users.main);
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().error.validationErrors[0].members).toEqual(['InvoiceNo']);
    expect((await t.call('GET', `/erp/api/app/${call}?InvoiceNo=F1`, users.main)).statusCode).toBe(400);
  }
  expect((await t.call('GET', '/erp/api/app/order', users.main)).json().error.validationErrors[0].members).toEqual(['OrderNo']);
});
