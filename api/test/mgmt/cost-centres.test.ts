// Cost centres and budgets, as callers see them: the main user names cost centres with a budget
// per month, quarter or year and assigns members; a member with several must choose one when he
// orders, his only one is taken otherwise; an order over the budget is refused when placed
// directly (403 pointing to the approval) and becomes a purchase request instead; orders,
// invoices and credit notes carry the cost centre; another customer's cost centre is a 404.
import { randomUUID } from 'node:crypto';
import { budgetPeriodStart } from '@kraanvogel/rules';
import { todayInNetherlands } from '../../src/lib/delivery-date.js';
import { createTestApp, users, type TestApp } from '../helpers/app.js';

const B = '/mgmt/api/ecommerce/customerbaskets';
const O = '/mgmt/api/ecommerce/customerorders';
const C = '/mgmt/api/app/cost-centres';
const R = '/mgmt/api/app/purchase-requests';
const ids = { main: 'u-100001-main', employee: 'u-100001-employee', warehouse: 'u-100001-warehouse', otherMain: 'u-100002-main' };

let t: TestApp;
let articles: { item_no: string }[];

beforeAll(async () => {
  t = await createTestApp();
  articles = await t.db.query(
    `SELECT item_no FROM articles WHERE step_quantity = 1 AND min_order_quantity = 1 AND secret IS NULL AND is_active AND gross_price > 5 ORDER BY item_no LIMIT 3`,
  );
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await t.db.query('UPDATE baskets SET purchase_request_id = NULL');
  await t.db.query("UPDATE purchase_requests SET status = 'withdrawn' WHERE status = 'pending'");
  await t.db.query('DELETE FROM cost_centres');
});

function aMonday(): string {
  const d = new Date(`${todayInNetherlands()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 14);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function basketWith(user: string, article: number, amount: number) {
  const basket = (await t.call('POST', `${B}/createBasket`, user, { name: `Kpl ${randomUUID().slice(0, 8)}` })).json() as { id: number };
  expect((await t.call('POST', `${B}/addToBasket`, user, { basketId: basket.id, itemNo: articles[article]!.item_no, amount })).statusCode).toBe(200);
  const realtime = (await t.call('GET', `${B}/basketWithRealtimeData?basketId=${basket.id}`, user)).json() as { revision: string; totalNet: number };
  return { id: basket.id, revision: realtime.revision, totalNet: realtime.totalNet };
}
const orderBody = (b: { id: number; revision: string }, costCentreId?: number) => ({
  basketId: b.id,
  idempotencyKey: randomUUID(),
  basketRevision: b.revision,
  deliveryMethod: 'afhalen',
  deliveryDate: aMonday(),
  ...(costCentreId ? { costCentreId } : {}),
});
const create = (body: { name: string; budget: number | null; budgetPeriod: string; memberIds: string[] }, as = users.main) => t.call('POST', C, as, body);

describe('cost centres on Mijn organisatie', () => {
  test('the main user adds cost centres with a budget and members; the member sees his own with what is left', async () => {
    const res = await create({ name: 'Projecten', budget: 25000, budgetPeriod: 'quarter', memberIds: [ids.employee, ids.main] });
    expect(res.statusCode).toBe(200);
    const projecten = res.json();
    expect(projecten).toMatchObject({ name: 'Projecten', budget: 25000, budgetPeriod: 'quarter', memberIds: [ids.employee, ids.main].sort(), spent: 0, left: 25000 });
    expect(projecten.periodStart).toBe(budgetPeriodStart('quarter', todayInNetherlands()));
    await create({ name: 'Service', budget: null, budgetPeriod: 'month', memberIds: [ids.employee] });

    const list = (await t.call('GET', C, users.main)).json() as { items: { name: string }[] };
    expect(list.items.map((c) => c.name)).toEqual(['Projecten', 'Service']);
    const mine = (await t.call('GET', `${C}/mine`, users.employee)).json() as { items: { name: string; left: number | null }[] };
    expect(mine.items.map((c) => [c.name, c.left])).toEqual([
      ['Projecten', 25000],
      ['Service', null],
    ]);
    expect((await t.call('GET', `${C}/mine`, users.warehouse)).json().items).toEqual([]);

    const changed = await t.call('PUT', `${C}/${projecten.id}`, users.main, { name: 'Projecten 2027', budget: 1000, budgetPeriod: 'year', memberIds: [] });
    expect(changed.json()).toMatchObject({ name: 'Projecten 2027', budget: 1000, budgetPeriod: 'year', memberIds: [] });
    expect((await t.call('DELETE', `${C}/${projecten.id}`, users.main)).statusCode).toBe(204);
    expect((await t.call('GET', C, users.main)).json().items.map((c: { name: string }) => c.name)).toEqual(['Service']);
  });

  test('a budget in euros and cents is taken as typed (1250.57 is not a multiple of 0.01 in floating point); a fraction of a cent is a 400', async () => {
    for (const budget of [1250.57, 0.07, 999999.99]) {
      const res = await create({ name: `Budget ${budget}`, budget, budgetPeriod: 'month', memberIds: [] });
      expect(res.statusCode).toBe(200);
      expect(res.json().budget).toBe(budget);
    }
    const refused = await create({ name: 'Halve cent', budget: 10.005, budgetPeriod: 'month', memberIds: [] });
    expect(refused.statusCode).toBe(400);
  });

  test('bad input is a 400 in Dutch and changes nothing; only the main user manages them; another customer gets 404', async () => {
    const own = (await create({ name: 'Projecten', budget: 500, budgetPeriod: 'month', memberIds: [] })).json();
    for (const [body, message] of [
      [{ name: ' projecten ', budget: 500, budgetPeriod: 'month', memberIds: [] }, /al een kostenplaats met de naam/],
      [{ name: 'Elders', budget: 500, budgetPeriod: 'month', memberIds: [ids.otherMain] }, /lid zijn van uw team/],
    ] as const) {
      const res = await create({ ...body, memberIds: [...body.memberIds] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    expect((await create({ name: 'Week', budget: 500, budgetPeriod: 'week', memberIds: [] })).statusCode).toBe(400);
    expect((await create({ name: 'Negatief', budget: -1, budgetPeriod: 'month', memberIds: [] })).statusCode).toBe(400);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM cost_centres'))!.n).toBe(1);

    for (const user of [users.employee, users.warehouse]) {
      expect((await t.call('GET', C, user)).statusCode).toBe(403);
      expect((await create({ name: 'Stiekem', budget: null, budgetPeriod: 'month', memberIds: [] }, user)).statusCode).toBe(403);
    }
    expect((await t.call('PUT', `${C}/${own.id}`, users.otherMain, { name: 'Overgenomen', budget: null, budgetPeriod: 'month', memberIds: [] })).statusCode).toBe(404);
    expect((await t.call('DELETE', `${C}/${own.id}`, users.otherMain)).statusCode).toBe(404);
    expect((await t.call('GET', C, users.otherMain)).json().items).toEqual([]);
  });
});

describe('the cost centre on the order path', () => {
  test('a member with several must choose; another customer\'s cost centre is 404; the order carries the chosen one, in Mijn orders with its filter', async () => {
    const projecten = (await create({ name: 'Projecten', budget: 100000, budgetPeriod: 'month', memberIds: [ids.employee] })).json();
    const service = (await create({ name: 'Service', budget: null, budgetPeriod: 'month', memberIds: [ids.employee] })).json();
    const notHis = (await create({ name: 'Directie', budget: null, budgetPeriod: 'month', memberIds: [ids.main] })).json();
    const elsewhere = (await create({ name: 'Elders', budget: null, budgetPeriod: 'month', memberIds: [] }, users.otherMain)).json();
    const basket = await basketWith(users.employee, 0, 1);

    const none = await t.call('POST', O, users.employee, orderBody(basket));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toMatch(/Kies de kostenplaats/);
    expect((await t.call('POST', O, users.employee, orderBody(basket, elsewhere.id))).statusCode).toBe(404);
    const wrong = await t.call('POST', O, users.employee, orderBody(basket, notHis.id));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/niet op deze kostenplaats/);

    const placed = await t.call('POST', O, users.employee, orderBody(basket, service.id));
    expect(placed.statusCode).toBe(200);
    const order = placed.json() as { orderNo: string; costCentreName: string };
    expect(order.costCentreName).toBe('Service');
    const overview = (await t.call('GET', `/erp/api/app/order/order-overview?CostCentreId=${service.id}&MaxResultCount=50`, users.main)).json() as { items: { orderNo: string; costCentreName: string }[] };
    expect(overview.items.map((o) => [o.orderNo, o.costCentreName])).toEqual([[order.orderNo, 'Service']]);
    expect((await t.call('GET', `/erp/api/app/order/order-overview?CostCentreId=${projecten.id}`, users.main)).json().totalCount).toBe(0);
    expect((await t.call('GET', `/erp/api/app/order?OrderNo=${order.orderNo}`, users.main)).json().costCentreName).toBe('Service');
    // The ERP's invoice and credit note of it carry the cost centre too.
    await t.db.query(
      `INSERT INTO invoices (invoice_type, invoice_no, customer_number, order_no, invoice_date, due_date, total_net, total_vat) VALUES ('Invoice', 'FKPL1', '100001', $1, current_date, current_date + 30, 10, 2.1)`,
      [order.orderNo],
    );
    const invoices = (await t.call('POST', '/erp/api/app/invoice/invoice-overview', users.main, { Search: 'FKPL1' })).json() as { items: { costCentreName: string }[] };
    expect(invoices.items.map((i) => i.costCentreName)).toEqual(['Service']);
  });

  test('his only cost centre is taken without asking; an order over its budget is 403 pointing to the approval and becomes a request that is approved onto it', async () => {
    const basket = await basketWith(users.employee, 1, 3);
    const small = (await create({ name: 'Klein budget', budget: Math.max(1, Math.floor(basket.totalNet / 2)), budgetPeriod: 'month', memberIds: [ids.employee] })).json();

    const check = (await t.call('GET', `${R}/check?basketId=${basket.id}`, users.employee)).json();
    expect(check).toMatchObject({ needsApproval: true, limitKind: 'budget', limit: small.budget, costCentre: { id: small.id, name: 'Klein budget', left: small.budget } });
    const orders = (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM orders'))!.n;
    const direct = await t.call('POST', O, users.employee, orderBody(basket));
    expect(direct.statusCode).toBe(403);
    expect(direct.json().error.message).toMatch(/kostenplaats Klein budget deze maand boven het budget van .*Verstuur hem ter goedkeuring\./);
    expect((await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM orders'))!.n).toBe(orders);

    const request = await t.call('POST', R, users.employee, orderBody(basket));
    expect(request.statusCode).toBe(200);
    expect(request.json()).toMatchObject({ status: 'pending', limitKind: 'budget', costCentreName: 'Klein budget' });
    // The warehouse user never approves; nobody approves his own request.
    expect((await t.call('POST', `${R}/${request.json().id}/approve`, users.warehouse, { basketRevision: basket.revision })).statusCode).toBe(403);
    expect((await t.call('POST', `${R}/${request.json().id}/approve`, users.employee, { basketRevision: basket.revision })).statusCode).toBe(403);
    const approved = await t.call('POST', `${R}/${request.json().id}/approve`, users.main, { basketRevision: basket.revision });
    expect(approved.statusCode).toBe(200);
    const row = await t.db.one<{ cost_centre_name: string; placed_by: string }>('SELECT cost_centre_name, placed_by FROM orders WHERE order_no = $1', [approved.json().orderNo]);
    expect(row).toEqual({ cost_centre_name: 'Klein budget', placed_by: ids.employee });
    const after = (await t.call('GET', `${C}/mine`, users.employee)).json().items[0];
    expect(after).toMatchObject({ spent: basket.totalNet, left: 0 });
  });

  test('a request is approved onto the cost centre it was asked for, though the requester has since been taken off it and has two others', async () => {
    const basket = await basketWith(users.employee, 2, 3);
    const tight = (await create({ name: 'Krap budget', budget: 1, budgetPeriod: 'month', memberIds: [ids.employee] })).json();
    const request = await t.call('POST', R, users.employee, orderBody(basket));
    expect(request.json()).toMatchObject({ status: 'pending', costCentreName: 'Krap budget' });
    // Taken off it; now a member of two others (an order of his own would have to choose).
    await t.call('PUT', `${C}/${tight.id}`, users.main, { name: 'Krap budget', budget: 1, budgetPeriod: 'month', memberIds: [] });
    await create({ name: 'Ander A', budget: null, budgetPeriod: 'month', memberIds: [ids.employee] });
    await create({ name: 'Ander B', budget: null, budgetPeriod: 'month', memberIds: [ids.employee] });
    const approved = await t.call('POST', `${R}/${request.json().id}/approve`, users.main, { basketRevision: basket.revision });
    expect(approved.statusCode).toBe(200);
    const row = await t.db.one<{ cost_centre_name: string }>('SELECT cost_centre_name FROM orders WHERE order_no = $1', [approved.json().orderNo]);
    expect(row).toEqual({ cost_centre_name: 'Krap budget' });
  });

  test('within the budget the order is placed and counts against it', async () => {
    const basket = await basketWith(users.warehouse, 2, 1);
    const cc = (await create({ name: 'Magazijn', budget: basket.totalNet, budgetPeriod: 'year', memberIds: [ids.warehouse] })).json();
    expect((await t.call('GET', `${R}/check?basketId=${basket.id}`, users.warehouse)).json()).toMatchObject({ needsApproval: false, costCentre: { id: cc.id, left: basket.totalNet } });
    expect((await t.call('POST', O, users.warehouse, orderBody(basket))).statusCode).toBe(200);
    expect((await t.call('GET', `${C}/mine`, users.warehouse)).json().items[0]).toMatchObject({ spent: basket.totalNet, left: 0 });
  });
});
