// Purchasing control's demo data (src/seed/purchasing-demo.ts), as the demo customer meets it: two
// cost centres with budgets and last year's orders on them, the employee on both (the wizard asks),
// limits on the employee and the warehouse user, and one pending request the main user can approve
// at the prices it shows. (The test databases are seeded without it; this test adds it.)
import ExcelJS from 'exceljs';
import { PURCHASING_DEMO, seedPurchasingDemo } from '../../src/seed/purchasing-demo.js';
import { createTestApp, users, type TestApp } from '../helpers/app.js';

const C = '/mgmt/api/app/cost-centres';
const R = '/mgmt/api/app/purchase-requests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => seedPurchasingDemo(tx, '2025-11-01'));
});
afterAll(async () => t?.close());

test('two cost centres with budgets, the employee on both, the warehouse user on one; last year\'s orders carry them', async () => {
  const all = (await t.call('GET', C, users.main)).json() as { items: { name: string; budget: number; budgetPeriod: string; memberIds: string[] }[] };
  expect(all.items.map((c) => [c.name, c.budget, c.budgetPeriod])).toEqual(PURCHASING_DEMO.costCentres.map((c) => [c.name, c.budget, c.budgetPeriod]));
  expect((await t.call('GET', `${C}/mine`, users.employee)).json().items).toHaveLength(2);
  expect((await t.call('GET', `${C}/mine`, users.warehouse)).json().items.map((c: { name: string }) => c.name)).toEqual(['Projecten']);
  const booked = await t.db.query<{ name: string; n: number }>(
    "SELECT cost_centre_name AS name, count(*)::int AS n FROM orders WHERE customer_number = '100001' AND cost_centre_id IS NOT NULL GROUP BY 1 ORDER BY 1",
  );
  expect(booked.map((b) => b.name)).toEqual(['Projecten', 'Service en onderhoud']);
  const limits = (await t.call('GET', '/mgmt/api/app/order-limits', users.main)).json() as { items: { role: string; perOrder: number | null; perMonth: number | null }[] };
  expect(limits.items.find((m) => m.role === 'employee')).toMatchObject(PURCHASING_DEMO.limits.employee);
  expect(limits.items.find((m) => m.role === 'warehouse')).toMatchObject(PURCHASING_DEMO.limits.warehouse);
});

test('one pending request of the employee: counted for the main user, at unchanged prices, approved onto Projecten', async () => {
  expect((await t.call('GET', `${R}/count`, users.main)).json()).toEqual({ toDecide: 1 });
  const [request] = (await t.call('GET', `${R}/to-decide`, users.main)).json().items as { id: number; totalNet: number; costCentreName: string; limitKind: string }[];
  expect(request).toMatchObject({ costCentreName: 'Projecten', limitKind: 'perOrder' });
  expect(request!.totalNet).toBeGreaterThan(PURCHASING_DEMO.limits.employee.perOrder);
  const detail = (await t.call('GET', `${R}/${request!.id}`, users.main)).json();
  expect(detail).toMatchObject({ pricesChanged: false, canDecide: true, todayTotalNet: request!.totalNet });
  const approved = await t.call('POST', `${R}/${request!.id}/approve`, users.main, { basketRevision: detail.basketRevision });
  expect(approved.statusCode).toBe(200);
  const order = (await t.call('GET', `/mgmt/api/ecommerce/customerorders?OrderId=${approved.json().orderNo}`, users.employee)).json();
  expect(order).toMatchObject({ costCentreName: 'Projecten', reference: PURCHASING_DEMO.request.basketName });
});

test('Uitgaven: twelve months per cost centre and per member from invoices minus credit notes, and the Excel workbook holds the same figures', async () => {
  const spend = (await t.call('GET', '/mgmt/api/app/spend', users.main)).json() as {
    months: string[];
    costCentres: { name: string | null; monthly: number[]; total: number; monthlyBudget: number | null }[];
    members: { name: string | null; monthly: number[]; total: number }[];
    total: { monthly: number[]; total: number };
  };
  expect(spend.months).toHaveLength(12);
  expect(spend.costCentres.find((c) => c.name === 'Projecten')).toMatchObject({ monthlyBudget: 50_000 });
  expect(spend.costCentres.find((c) => c.name === 'Service en onderhoud')).toMatchObject({ monthlyBudget: 6_000 });
  expect(spend.costCentres.find((c) => c.name === 'Projecten')!.total).toBeGreaterThan(0);
  // The figures are the invoices minus the credit notes of those months.
  const db = (await t.db.one<{ s: number }>("SELECT coalesce(sum(total_net), 0)::float8 AS s FROM invoices WHERE customer_number = '100001' AND invoice_date >= $1::date", [`${spend.months[0]}-01`]))!.s;
  expect(spend.total.total).toBeCloseTo(db, 1);
  expect(spend.members.reduce((s, m) => s + m.total, 0)).toBeCloseTo(db, 1);
  for (const user of [users.employee, users.warehouse]) expect((await t.call('GET', '/mgmt/api/app/spend', user)).statusCode).toBe(403);
  // Another customer sees only his own: no cost centres, all on 'none'.
  expect((await t.call('GET', '/mgmt/api/app/spend', users.otherMain)).json().costCentres.map((c: { name: string | null }) => c.name)).toEqual([null]);

  const file = await t.call('GET', '/mgmt/api/app/spend/excel', users.main);
  expect(file.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const sheet = wb.getWorksheet('Per kostenplaats')!;
  expect((sheet.getRow(1).values as unknown[]).slice(2, 14)).toEqual(spend.months);
  const projecten = spend.costCentres.find((c) => c.name === 'Projecten')!;
  let found = false;
  sheet.eachRow((row) => {
    if (row.getCell(1).value !== 'Projecten') return;
    found = true;
    expect(spend.months.map((_m, k) => row.getCell(k + 2).value)).toEqual(projecten.monthly);
    expect(row.getCell(14).value).toBe(projecten.total);
  });
  expect(found).toBe(true);
  expect(wb.getWorksheet('Per teamlid')!.rowCount).toBe(spend.members.length + 1 + 1);
});
