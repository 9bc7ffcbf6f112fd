// Purchasing control, as callers see it: the main user sets a member's order limits and
// approvers (each change recorded); an order over a limit is refused when placed directly and
// becomes a purchase request instead (basket locked, approvers mailed); the requester may
// withdraw it; an approver approves it (the order placed exactly once, at today's prices) or
// rejects it with a reason. Another customer never sees any of it.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { todayInNetherlands } from '../../src/lib/delivery-date.js';
import { remindAndExpirePurchaseRequests } from '../../src/modules/purchasing/expiry.js';
import { createTestApp, users, type TestApp } from '../helpers/app.js';
import { TEST_PUBLIC_URL } from '../helpers/database.js';

const B = '/mgmt/api/ecommerce/customerbaskets';
const O = '/mgmt/api/ecommerce/customerorders';
const L = '/mgmt/api/app/order-limits';
const R = '/mgmt/api/app/purchase-requests';
const ids = { main: 'u-100001-main', employee: 'u-100001-employee', warehouse: 'u-100001-warehouse', otherMain: 'u-100002-main' };

let t: TestApp;
let outbox: string;
let articles: { item_no: string; gross: number }[];

beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), 'kv-purchasing-outbox-'));
  process.env.MAIL_OUTBOX_DIR = outbox;
  t = await createTestApp();
  articles = await t.db.query(
    `SELECT item_no, gross_price::float8 AS gross FROM articles
      WHERE step_quantity = 1 AND min_order_quantity = 1 AND secret IS NULL AND is_active AND gross_price > 5 ORDER BY item_no LIMIT 4`,
  );
});
afterAll(async () => {
  await t?.close();
  delete process.env.MAIL_OUTBOX_DIR;
  await rm(outbox, { recursive: true, force: true });
});

async function mailsTo(address: string): Promise<{ subject: string; body: string }[]> {
  const out = [];
  for (const f of (await readdir(outbox)).sort()) {
    const eml = await readFile(path.join(outbox, f), 'utf8');
    const head = eml.slice(0, eml.search(/\r?\n\r?\n/));
    if (!new RegExp(`^To: .*${address.replace('.', '\\.')}`, 'mi').test(head)) continue;
    const decoded = Buffer.from(eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
    const subject = (/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ');
    out.push({ subject: decodeWords(subject), body: decoded });
  }
  return out;
}
/** A header with RFC 2047 encoded words, as a mail client shows it (adjacent words join byte-wise). */
function decodeWords(s: string) {
  return s.replace(/(?:=\?UTF-8\?[QB]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi)].map(([, enc, text]) =>
      enc!.toUpperCase() === 'B' ? Buffer.from(text!, 'base64') : Buffer.from(text!.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1'),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

function aMonday(): string {
  const d = new Date(`${todayInNetherlands()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 14);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function basketWith(user: string, lines: [number, number][]) {
  const basket = (await t.call('POST', `${B}/createBasket`, user, { name: `Inkoop ${randomUUID().slice(0, 8)}` })).json() as { id: number };
  for (const [article, amount] of lines) {
    expect((await t.call('POST', `${B}/addToBasket`, user, { basketId: basket.id, itemNo: articles[article]!.item_no, amount })).statusCode).toBe(200);
  }
  const realtime = (await t.call('GET', `${B}/basketWithRealtimeData?basketId=${basket.id}`, user)).json() as { revision: string; totalNet: number };
  return { id: basket.id, revision: realtime.revision, totalNet: realtime.totalNet };
}

const orderBody = (b: { id: number; revision: string }, key = randomUUID()) => ({
  basketId: b.id,
  idempotencyKey: key,
  basketRevision: b.revision,
  deliveryMethod: 'afhalen',
  deliveryDate: aMonday(),
  reference: 'Project Zonnehof',
});
const setLimits = (userId: string, body: { perOrder: number | null; perMonth: number | null; approverIds: string[] }, as = users.main) => t.call('PUT', `${L}/${userId}`, as, body);
const orderCount = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM orders'))!.n;
const spent = async (userId: string) => ((await t.call('GET', L, users.main)).json() as { items: { userId: string; spentThisMonth: number }[] }).items.find((m) => m.userId === userId)!.spentThisMonth;

afterEach(async () => {
  // Every test starts without limits and without pending requests.
  await t.db.query('UPDATE baskets SET purchase_request_id = NULL');
  await t.db.query("UPDATE purchase_requests SET status = 'withdrawn' WHERE status = 'pending'");
  await t.db.query('DELETE FROM order_limits');
});

describe('order limits on Mijn team', () => {
  test('the main user sets a limit per order and per month with a named approver; the list shows it and the change is recorded', async () => {
    const res = await setLimits(ids.employee, { perOrder: 250, perMonth: 1000.5, approverIds: [ids.main] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: ids.employee, role: 'employee', perOrder: 250, perMonth: 1000.5, approverIds: [ids.main] });
    const list = (await t.call('GET', L, users.main)).json() as { items: { userId: string; perOrder: number | null; role: string }[] };
    expect(list.items.find((m) => m.userId === ids.employee)).toMatchObject({ perOrder: 250 });
    expect(list.items.find((m) => m.userId === ids.warehouse)).toMatchObject({ perOrder: null, role: 'warehouse' });

    await setLimits(ids.employee, { perOrder: 300, perMonth: null, approverIds: [] });
    // The same values again change nothing and record nothing.
    await setLimits(ids.employee, { perOrder: 300, perMonth: null, approverIds: [] });
    const changes = (await t.call('GET', `${L}/changes`, users.main)).json() as { items: { memberName: string; changedByName: string; changedAt: string; from: unknown; to: unknown }[] };
    const mainName = (await t.db.one<{ n: string }>("SELECT concat_ws(' ', name, surname) AS n FROM users WHERE id = $1", [ids.main]))!.n;
    const [latest, before] = changes.items;
    expect(latest).toMatchObject({ changedByName: mainName, from: { perOrder: 250, perMonth: 1000.5, approvers: [mainName] }, to: { perOrder: 300, perMonth: null, approvers: [] } });
    expect(before).toMatchObject({ from: { perOrder: null, perMonth: null, approvers: [] }, to: { perOrder: 250 } });
    expect(Date.now() - Date.parse(latest!.changedAt)).toBeLessThan(60_000);
    expect(changes.items.filter((c) => JSON.stringify(c.to) === JSON.stringify(latest!.to))).toHaveLength(1);
  });

  test('approvers must be other, non-warehouse members of the same organization; unknown members are 404', async () => {
    for (const [approverIds, message] of [
      [[ids.warehouse], /magazijnaccount/],
      [[ids.employee], /eigen bestellingen/],
      [[ids.otherMain], /lid zijn van uw team/],
    ] as const) {
      const res = await setLimits(ids.employee, { perOrder: 100, perMonth: null, approverIds: [...approverIds] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    expect((await setLimits(ids.otherMain, { perOrder: 100, perMonth: null, approverIds: [] })).statusCode).toBe(404);
    expect((await setLimits(ids.employee, { perOrder: -5, perMonth: null, approverIds: [] })).statusCode).toBe(400);
    expect((await setLimits(ids.employee, { perOrder: 10.001, perMonth: null, approverIds: [] })).statusCode).toBe(400);
    expect(await t.db.one('SELECT 1 FROM order_limits')).toBeUndefined();
  });

  test('only the main user manages limits; another customer\'s main user sees only his own team', async () => {
    for (const user of [users.employee, users.warehouse]) {
      expect((await t.call('GET', L, user)).statusCode).toBe(403);
      expect((await setLimits(ids.employee, { perOrder: 1, perMonth: null, approverIds: [] }, user)).statusCode).toBe(403);
    }
    const other = (await t.call('GET', L, users.otherMain)).json() as { items: { userId: string }[] };
    expect(other.items.map((m) => m.userId)).not.toContain(ids.employee);
    expect((await t.call('GET', `${L}/changes`, users.otherMain)).json().items.every((c: { memberName: string }) => c.memberName)).toBe(true);
  });
});

describe('the limits on the order path', () => {
  test("the month's total counts the member's own orders of this calendar month, excluding VAT", async () => {
    const before = await spent(ids.employee);
    const dbTotal = (await t.db.one<{ s: number }>(
      `SELECT coalesce(sum(total_net), 0)::float8 AS s FROM orders WHERE placed_by = $1 AND status <> 999 AND order_type = 'Order'
         AND to_char(order_date AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM') = $2`,
      [ids.employee, todayInNetherlands().slice(0, 7)],
    ))!.s;
    expect(before).toBeCloseTo(dbTotal, 2);
    const basket = await basketWith(users.employee, [[0, 1]]);
    expect((await t.call('POST', O, users.employee, orderBody(basket))).statusCode).toBe(200);
    expect(await spent(ids.employee)).toBeCloseTo(before + basket.totalNet, 2);
  });

  test('an order over the limit per order is refused when placed directly (403), and nothing reaches the ERP', async () => {
    const basket = await basketWith(users.employee, [[1, 3]]);
    await setLimits(ids.employee, { perOrder: Math.floor(basket.totalNet) - 1, perMonth: null, approverIds: [] });
    const check = (await t.call('GET', `${R}/check?basketId=${basket.id}`, users.employee)).json();
    expect(check).toMatchObject({ needsApproval: true, limitKind: 'perOrder', limit: Math.floor(basket.totalNet) - 1, orderTotal: basket.totalNet });
    expect(check.approverNames.length).toBeGreaterThan(0);
    const orders = await orderCount();
    const res = await t.call('POST', O, users.employee, orderBody(basket));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/hoger dan uw limiet van .* per bestelling\. Verstuur hem ter goedkeuring\./);
    expect(await orderCount()).toBe(orders);
    expect(await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM basket_items WHERE basket_id = $1', [basket.id])).toEqual({ n: 1 });
  });

  test('an order that would take the month over its limit needs approval; one within it is placed', async () => {
    const basket = await basketWith(users.employee, [[2, 2]]);
    const monthSpent = await spent(ids.employee);
    await setLimits(ids.employee, { perOrder: null, perMonth: Math.round((monthSpent + basket.totalNet) * 100) / 100 - 0.01, approverIds: [] });
    expect((await t.call('GET', `${R}/check?basketId=${basket.id}`, users.employee)).json()).toMatchObject({ needsApproval: true, limitKind: 'perMonth', monthSpent });
    expect((await t.call('POST', O, users.employee, orderBody(basket))).json().error.message).toMatch(/maandlimiet/);
    await setLimits(ids.employee, { perOrder: null, perMonth: Math.round((monthSpent + basket.totalNet) * 100) / 100, approverIds: [] });
    expect((await t.call('GET', `${R}/check?basketId=${basket.id}`, users.employee)).json()).toMatchObject({ needsApproval: false, limitKind: null });
    expect((await t.call('POST', O, users.employee, orderBody(basket))).statusCode).toBe(200);
  });
});

async function requestOver(user: string, userId: string, approverIds: string[] = []) {
  const basket = await basketWith(user, [
    [0, 2],
    [3, 1],
  ]);
  await setLimits(userId, { perOrder: 1, perMonth: null, approverIds });
  const key = randomUUID();
  const res = await t.call('POST', R, user, orderBody(basket, key));
  expect(res.statusCode).toBe(200);
  return { basket, key, request: res.json() as { id: number; status: string; totalNet: number; approverNames: string[] } };
}

describe('purchase requests', () => {
  test('sending for approval stores a request, locks the basket with a banner naming the approver, and mails the approver', async () => {
    const orders = await orderCount();
    const { basket, key, request } = await requestOver(users.employee, ids.employee);
    expect(request).toMatchObject({ status: 'pending', totalNet: basket.totalNet, limitKind: 'perOrder', limit: 1, lineCount: 2 });
    expect(await orderCount()).toBe(orders);
    // The same key again is the same request.
    expect((await t.call('POST', R, users.employee, orderBody(basket, key))).json().id).toBe(request.id);

    const shown = (await t.call('GET', `${B}/default?basketId=${basket.id}`, users.employee)).json();
    const mainName = (await t.db.one<{ n: string }>("SELECT concat_ws(' ', name, surname) AS n FROM users WHERE id = $1", [ids.main]))!.n;
    expect(shown.purchaseRequest).toMatchObject({ id: request.id, approverNames: [mainName], isOwn: true });
    expect((await t.call('GET', `${B}/default?basketId=${basket.id}`, users.main)).json().purchaseRequest).toMatchObject({ id: request.id, isOwn: false });
    for (const [method, url, body] of [
      ['POST', `${B}/addToBasket`, { basketId: basket.id, itemNo: articles[1]!.item_no, amount: 1 }],
      ['POST', `${B}/removeFromBasket`, { basketId: basket.id, itemNo: articles[0]!.item_no }],
      ['POST', `${B}/removeBasket?basketId=${basket.id}`, undefined],
      ['POST', O, orderBody(basket)],
    ] as const) {
      const res = await t.call(method, url, users.employee, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('Basket:AwaitingApproval');
    }
    const mail = (await mailsTo('hoofdgebruiker@devries-installatie.nl')).find((m) => m.body.includes(`/mijnaccount/goedtekeuren/${request.id}`));
    expect(mail?.subject).toMatch(/^Bestelling ter goedkeuring van /);
    expect((await t.call('GET', `${R}/count`, users.main)).json()).toEqual({ toDecide: 1 });
    expect((await t.call('GET', `${R}/count`, users.employee)).json()).toEqual({ toDecide: 0 });
    expect((await t.call('GET', `${R}/mine`, users.employee)).json().items[0]).toMatchObject({ id: request.id, status: 'pending' });
    // His default basket (where an add goes) is never the one waiting for approval.
    const fallback = (await t.call('GET', `${B}/default`, users.employee)).json();
    expect(fallback.id).not.toBe(basket.id);
    expect((await t.call('POST', `${B}/addToBasket`, users.employee, { basketId: fallback.id, itemNo: articles[1]!.item_no, amount: 1 })).statusCode).toBe(200);
  });

  test('an order within the limit cannot be sent for approval', async () => {
    const basket = await basketWith(users.employee, [[0, 1]]);
    const res = await t.call('POST', R, users.employee, orderBody(basket));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PurchaseRequest:NotNeeded');
  });

  test('the requester withdraws his request and the basket unlocks; nobody else may', async () => {
    const { basket, request } = await requestOver(users.employee, ids.employee);
    expect((await t.call('POST', `${R}/${request.id}/withdraw`, users.main)).statusCode).toBe(403);
    const res = await t.call('POST', `${R}/${request.id}/withdraw`, users.employee);
    expect(res.json()).toMatchObject({ status: 'withdrawn' });
    expect((await t.call('GET', `${B}/default?basketId=${basket.id}`, users.employee)).json().purchaseRequest).toBeNull();
    expect((await t.call('POST', `${B}/addToBasket`, users.employee, { basketId: basket.id, itemNo: articles[1]!.item_no, amount: 1 })).statusCode).toBe(200);
    expect((await t.call('POST', `${R}/${request.id}/withdraw`, users.employee)).statusCode).toBe(409);
    expect((await t.call('GET', `${R}/count`, users.main)).json()).toEqual({ toDecide: 0 });
  });

  test('the approver sees the lines at today\'s prices, confirms a changed total, and the order is placed once for the requester', async () => {
    const { basket, request } = await requestOver(users.employee, ids.employee);
    const list = (await t.call('GET', `${R}/to-decide`, users.main)).json().items;
    expect(list).toEqual([expect.objectContaining({ id: request.id, totalNet: basket.totalNet, requestedByName: expect.any(String), createdAt: expect.any(String) })]);
    const first = (await t.call('GET', `${R}/${request.id}`, users.main)).json();
    expect(first).toMatchObject({ pricesChanged: false, canDecide: true, canWithdraw: false, todayTotalNet: basket.totalNet });

    // Today's price of one line changes: the approver's earlier view no longer approves.
    await t.db.query('UPDATE articles SET gross_price = gross_price + 10 WHERE item_no = $1', [articles[0]!.item_no]);
    try {
      const stale = await t.call('POST', `${R}/${request.id}/approve`, users.main, { basketRevision: first.basketRevision });
      expect(stale.statusCode).toBe(409);
      const now = (await t.call('GET', `${R}/${request.id}`, users.main)).json();
      expect(now.pricesChanged).toBe(true);
      expect(now.lines.find((l: { itemNo: string }) => l.itemNo === articles[0]!.item_no)).toMatchObject({ priceChanged: true });
      expect(now.todayTotalNet).toBeGreaterThan(basket.totalNet);

      const orders = await orderCount();
      const approved = await t.call('POST', `${R}/${request.id}/approve`, users.main, { basketRevision: now.basketRevision });
      expect(approved.statusCode).toBe(200);
      const { orderNo, totalNet } = approved.json();
      expect(totalNet).toBe(now.todayTotalNet);
      expect(await orderCount()).toBe(orders + 1);
      expect(await t.db.one('SELECT placed_by, total_net::float8 AS total FROM orders WHERE order_no = $1', [orderNo])).toEqual({ placed_by: ids.employee, total: now.todayTotalNet });
      // Approving again places nothing.
      const again = await t.call('POST', `${R}/${request.id}/approve`, users.main, { basketRevision: now.basketRevision });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toContain(orderNo);
      expect(await orderCount()).toBe(orders + 1);
      // The requester sees it in his orders and is mailed the number; the basket is empty and unlocked.
      expect((await t.call('GET', `${O}?OrderId=${orderNo}`, users.employee)).json().orderNo).toBe(orderNo);
      expect((await mailsTo('medewerker@devries-installatie.nl')).some((m) => m.subject === `Uw bestelling is goedgekeurd: order ${orderNo}`)).toBe(true);
      const after = (await t.call('GET', `${B}/default?basketId=${basket.id}`, users.employee)).json();
      expect(after).toMatchObject({ purchaseRequest: null, basketItems: [] });
    } finally {
      await t.db.query('UPDATE articles SET gross_price = gross_price - 10 WHERE item_no = $1', [articles[0]!.item_no]);
    }
  });

  test('two approvals at once place one order', async () => {
    const { request } = await requestOver(users.employee, ids.employee, [ids.main]);
    const { basketRevision } = (await t.call('GET', `${R}/${request.id}`, users.main)).json();
    const orders = await orderCount();
    const answers = await Promise.all([1, 2, 3].map(() => t.call('POST', `${R}/${request.id}/approve`, users.main, { basketRevision })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await orderCount()).toBe(orders + 1);
  });

  test('rejecting needs a reason; the requester is mailed it and his basket unlocks', async () => {
    const { basket, request } = await requestOver(users.employee, ids.employee);
    expect((await t.call('POST', `${R}/${request.id}/reject`, users.main, { reason: '   ' })).statusCode).toBe(400);
    const res = await t.call('POST', `${R}/${request.id}/reject`, users.main, { reason: 'Eerst offerte van de klant afwachten' });
    expect(res.json()).toMatchObject({ status: 'rejected', rejectReason: 'Eerst offerte van de klant afwachten' });
    expect((await t.call('GET', `${B}/default?basketId=${basket.id}`, users.employee)).json()).toMatchObject({ purchaseRequest: null, basketItems: [expect.anything(), expect.anything()] });
    expect((await mailsTo('medewerker@devries-installatie.nl')).some((m) => m.subject === 'Uw bestelling is afgekeurd' && m.body.includes('Eerst offerte van de klant afwachten'))).toBe(true);
    expect((await t.call('POST', `${R}/${request.id}/approve`, users.main, { basketRevision: basket.revision })).statusCode).toBe(409);
  });

  test('nobody approves his own request; a named approver may, the warehouse never', async () => {
    const { request } = await requestOver(users.main, ids.main, [ids.employee]);
    const own = await t.call('POST', `${R}/${request.id}/approve`, users.main, { basketRevision: 'x' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toMatch(/eigen verzoek/);
    expect((await t.call('POST', `${R}/${request.id}/approve`, users.warehouse, { basketRevision: 'x' })).statusCode).toBe(403);
    expect((await t.call('GET', `${R}/count`, users.employee)).json()).toEqual({ toDecide: 1 });
    const { basketRevision } = (await t.call('GET', `${R}/${request.id}`, users.employee)).json();
    expect((await t.call('POST', `${R}/${request.id}/approve`, users.employee, { basketRevision })).statusCode).toBe(200);
  });

  test('the warehouse user may send a request; the employee who is no approver of it does not see it', async () => {
    const { request } = await requestOver(users.warehouse, ids.warehouse);
    expect((await t.call('GET', `${R}/${request.id}`, users.employee)).statusCode).toBe(404);
    expect((await t.call('POST', `${R}/${request.id}/approve`, users.employee, { basketRevision: 'x' })).statusCode).toBe(404);
    expect((await t.call('GET', `${R}/${request.id}`, users.warehouse)).json()).toMatchObject({ canWithdraw: true, canDecide: false });
  });

  test("another customer's request does not exist for a main user (404)", async () => {
    const { request } = await requestOver(users.employee, ids.employee);
    expect((await t.call('GET', `${R}/${request.id}`, users.otherMain)).statusCode).toBe(404);
    expect((await t.call('POST', `${R}/${request.id}/approve`, users.otherMain, { basketRevision: 'x' })).statusCode).toBe(404);
    expect((await t.call('POST', `${R}/${request.id}/reject`, users.otherMain, { reason: 'Nee' })).statusCode).toBe(404);
    expect((await t.call('POST', `${R}/${request.id}/withdraw`, users.otherMain)).statusCode).toBe(404);
    expect((await t.call('GET', `${R}/to-decide`, users.otherMain)).json().items).toEqual([]);
    expect((await t.call('GET', `${R}/count`, users.otherMain)).json()).toEqual({ toDecide: 0 });
  });

  test('a request nobody decides is reminded once after the customer\'s days, and expires as many days later (the basket unlocks)', async () => {
    expect((await t.call('PUT', `${L}/settings`, users.main, { decideWithinDays: 3 })).json()).toEqual({ decideWithinDays: 3 });
    expect((await t.call('PUT', `${L}/settings`, users.main, { decideWithinDays: 0 })).statusCode).toBe(400);
    expect((await t.call('GET', `${L}/settings`, users.employee)).statusCode).toBe(403);
    expect((await t.call('GET', `${L}/settings`, users.otherMain)).json()).toEqual({ decideWithinDays: 5 });
    const { basket, request } = await requestOver(users.employee, ids.employee);
    const day = 86_400_000;
    const jobs = (at: number) => remindAndExpirePurchaseRequests({ db: t.db, publicUrl: TEST_PUBLIC_URL, productKey: 'kraanvogel' }, new Date(at));
    const remindersTo = async () => (await mailsTo('hoofdgebruiker@devries-installatie.nl')).filter((m) => m.subject.startsWith('Herinnering') && m.body.includes(`/goedtekeuren/${request.id}`)).length;

    await jobs(Date.now() + 2 * day);
    expect(await remindersTo()).toBe(0);
    await jobs(Date.now() + 3 * day + 60_000);
    await jobs(Date.now() + 4 * day);
    expect(await remindersTo()).toBe(1);
    expect((await t.call('GET', `${R}/${request.id}`, users.main)).json().request.status).toBe('pending');
    await jobs(Date.now() + 6 * day + 120_000);
    expect((await t.call('GET', `${R}/${request.id}`, users.main)).json().request.status).toBe('expired');
    expect((await t.call('GET', `${B}/default?basketId=${basket.id}`, users.employee)).json().purchaseRequest).toBeNull();
    expect((await mailsTo('medewerker@devries-installatie.nl')).some((m) => m.subject === 'Uw verzoek om goedkeuring is vervallen')).toBe(true);
    expect((await t.call('POST', `${R}/${request.id}/approve`, users.main, { basketRevision: 'x' })).json().error.message).toBe('Dit verzoek is al vervallen.');
    await t.call('PUT', `${L}/settings`, users.main, { decideWithinDays: 5 });
  });
});
