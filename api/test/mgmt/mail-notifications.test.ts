// The mails the shop sends by itself, read from the outbox as a mail client would: the order
// confirmation to whoever ordered plus the organization's extra addresses, the notice of a new
// invoice with its PDF to the invoice addresses (or the main users), the reminder of a basket left
// with lines; and the main user's setting of those addresses.
import { COMPANY } from '@kraanvogel/rules';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { todayInNetherlands } from '../../src/lib/delivery-date.js';
import { sendBasketReminders } from '../../src/modules/notifications/mail-jobs.js';
import { createTestApp, users, type TestApp } from '../helpers/app.js';
import { TEST_PUBLIC_URL } from '../helpers/database.js';

const B = '/mgmt/api/ecommerce/customerbaskets';
const O = '/mgmt/api/ecommerce/customerorders';
const N = '/mgmt/api/app/customer-account/mail-notifications';

let now = new Date();
let t: TestApp;
let outbox: string;
let itemNos: string[];
beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), 'kv-notify-outbox-'));
  process.env.MAIL_OUTBOX_DIR = outbox;
  t = await createTestApp({}, { erpClock: () => now });
  itemNos = (await t.db.query<{ item_no: string }>('SELECT item_no FROM articles WHERE step_quantity = 1 AND min_order_quantity = 1 AND secret IS NULL AND is_active ORDER BY item_no LIMIT 3')).map(
    (r) => r.item_no,
  );
});
afterAll(async () => {
  await t?.close();
  delete process.env.MAIL_OUTBOX_DIR;
  await rm(outbox, { recursive: true, force: true });
});

interface Mail {
  to: string[];
  cc: string[];
  subject: string;
  /** Headers and bodies with quoted-printable undone. */
  raw: string;
}

function parse(eml: string): Mail {
  const head = eml.slice(0, eml.search(/\r?\n\r?\n/));
  const header = (name: string) => new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'm').exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const list = (v: string) => v.split(',').map((a) => a.trim()).filter(Boolean);
  const raw = Buffer.from(
    eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  return { to: list(header('To')), cc: list(header('Cc')), subject: header('Subject'), raw };
}

async function mails(): Promise<Mail[]> {
  const files = (await readdir(outbox)).sort();
  return Promise.all(files.map(async (f) => parse(await readFile(path.join(outbox, f), 'utf8'))));
}

/** Waits for the mails matching `match` (listeners run after the answer), at most two seconds. */
async function mailsWhere(match: (m: Mail) => boolean, count = 1): Promise<Mail[]> {
  for (let i = 0; i < 40; i++) {
    const found = (await mails()).filter(match);
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  return (await mails()).filter(match);
}

/** A Monday two to three weeks ahead: always a possible delivery day. */
function aMonday(): string {
  const d = new Date(`${todayInNetherlands()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 14);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function basketWith(user: string, amounts: number[]) {
  const basket = (await t.call('POST', `${B}/createBasket`, user, { name: `Mail ${randomUUID().slice(0, 6)}` })).json() as { id: number; name: string };
  for (const [i, amount] of amounts.entries()) {
    expect((await t.call('POST', `${B}/addToBasket`, user, { basketId: basket.id, itemNo: itemNos[i]!, amount })).statusCode).toBe(200);
  }
  return basket;
}

async function placeOrder(user: string, idempotencyKey = randomUUID()) {
  const basket = await basketWith(user, [2, 1]);
  const { revision } = (await t.call('GET', `${B}/basketWithRealtimeData?basketId=${basket.id}`, user)).json() as { revision: string };
  const body = {
    basketId: basket.id,
    idempotencyKey,
    basketRevision: revision,
    deliveryMethod: 'bezorgen',
    deliveryDate: aMonday(),
    deliveryAddress: { name: 'De Vries Installatie', street: 'Industrieweg 12', postalCode: '8011 AB', city: 'Zwolle', country: 'NL' },
    reference: 'Badkamer Jansen',
  };
  const res = await t.call('POST', O, user, body);
  expect(res.statusCode).toBe(200);
  return { order: res.json() as { orderNo: string; deliveryDate: string }, body };
}

const emailOf = async (userName: string) => (await t.db.one<{ email: string }>('SELECT email FROM users WHERE user_name = $1', [userName]))!.email;

describe('the mail-notification setting', () => {
  test('the main user stores the addresses, cleaned; every list starts empty', async () => {
    expect((await t.call('GET', N, users.otherMain)).json()).toEqual({ orderConfirmation: [], invoiceNotice: [] });
    const put = await t.call('PUT', N, users.main, { orderConfirmation: [' Inkoop@DeVries.example.nl', 'inkoop@devries.example.nl', 'werkvoorbereiding@devries.example.nl'], invoiceNotice: ['boekhouding@devries.example.nl'] });
    expect(put.statusCode).toBe(200);
    const stored = { orderConfirmation: ['inkoop@devries.example.nl', 'werkvoorbereiding@devries.example.nl'], invoiceNotice: ['boekhouding@devries.example.nl'] };
    expect(put.json()).toEqual(stored);
    expect((await t.call('GET', N, users.main)).json()).toEqual(stored);
    // Another customer's setting is his own.
    expect((await t.call('GET', N, users.otherMain)).json()).toEqual({ orderConfirmation: [], invoiceNotice: [] });
  });

  test.each([
    ['an address that is not one', { orderConfirmation: ['geen-adres'], invoiceNotice: [] }, 'orderConfirmation', /geen geldig e-mailadres/],
    ['six addresses', { orderConfirmation: [], invoiceNotice: ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `${n}@example.nl`) }, 'invoiceNotice', /ten hoogste 5/],
  ])('%s is a 400 naming the list, and nothing changes', async (_name, body, member, message) => {
    const before = (await t.call('GET', N, users.main)).json();
    const res = await t.call('PUT', N, users.main, body);
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.validationErrors).toEqual([expect.objectContaining({ members: [member] })]);
    expect(error.validationErrors[0].message).toMatch(message);
    expect((await t.call('GET', N, users.main)).json()).toEqual(before);
  });

  test('other users of the organization may neither read nor change it', async () => {
    for (const user of [users.employee, users.warehouse]) {
      expect((await t.call('GET', N, user)).statusCode).toBe(403);
      expect((await t.call('PUT', N, user, { orderConfirmation: [], invoiceNotice: [] })).statusCode).toBe(403);
    }
    expect((await t.call('GET', N, users.main)).json().orderConfirmation).toHaveLength(2);
  });
});

describe('mails', () => {
  beforeAll(async () => {
    await t.call('PUT', N, users.main, { orderConfirmation: ['inkoop@devries.example.nl'], invoiceNotice: ['boekhouding@devries.example.nl'] });
  });

  test('a placed order is confirmed once to who ordered, with a copy to the extra addresses', async () => {
    const { order, body } = await placeOrder(users.employee);
    const [mail, ...more] = await mailsWhere((m) => m.subject === `Orderbevestiging ${order.orderNo}`);
    expect(mail!.to).toEqual([await emailOf(users.employee)]);
    expect(mail!.cc).toEqual(['inkoop@devries.example.nl']);
    expect(mail!.raw).toContain(itemNos[0]);
    expect(mail!.raw).toContain('Uw referentie: Badkamer Jansen');
    expect(mail!.raw).toContain('Industrieweg 12');
    expect(mail!.raw).toContain(`${TEST_PUBLIC_URL}/mijnaccount/mijnorders/${order.orderNo}`);
    // Signed by the one company identity (@kraanvogel/rules), as the footer and the PDFs name it.
    expect(mail!.raw).toContain(COMPANY.name);
    expect(mail!.raw).toContain(COMPANY.phone);
    expect(more).toHaveLength(0);

    // Submitting the same order again (a double click, a retry) sends nothing more.
    expect((await t.call('POST', O, users.employee, body)).json().orderNo).toBe(order.orderNo);
    expect(await mailsWhere((m) => m.subject === `Orderbevestiging ${order.orderNo}`, 2)).toHaveLength(1);
  });

  test('an invoice made by the back office is announced to the invoice addresses with its PDF, once', async () => {
    const { order } = await placeOrder(users.main);
    // The day after the planned delivery: the order is delivered (at least in part) and invoiced.
    now = new Date(new Date(`${order.deliveryDate.slice(0, 10)}T12:00:00Z`).getTime() + 86_400_000);
    const overview = await t.call('POST', '/erp/api/app/invoice/invoice-overview', users.main, { Search: order.orderNo });
    expect(overview.statusCode).toBe(200);
    const invoice = (overview.json().items as { invoiceNo: string; orderNo: string; invoiceType: string }[]).find((i) => i.orderNo === order.orderNo);
    expect(invoice).toBeDefined();
    const notices = await mailsWhere((m) => m.subject === `Nieuwe factuur ${invoice!.invoiceNo} van Kraanvogel`);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.to).toEqual(['boekhouding@devries.example.nl']);
    expect(notices[0]!.raw).toContain(`bij order ${order.orderNo}`);
    expect(notices[0]!.raw).toMatch(new RegExp(`Content-Type: application/pdf; name=factuur-${invoice!.invoiceNo}\\.pdf`));

    // Reading again changes nothing and sends nothing.
    await t.call('POST', '/erp/api/app/invoice/invoice-overview', users.main, { Search: order.orderNo });
    expect(await mailsWhere((m) => m.subject.includes(invoice!.invoiceNo), 2)).toHaveLength(1);
  });

  test('without invoice addresses the main users get the notice', async () => {
    await t.call('PUT', N, users.main, { orderConfirmation: [], invoiceNotice: [] });
    const { order } = await placeOrder(users.main);
    now = new Date(new Date(`${order.deliveryDate.slice(0, 10)}T12:00:00Z`).getTime() + 2 * 86_400_000);
    const overview = (await t.call('POST', '/erp/api/app/invoice/invoice-overview', users.main, { Search: order.orderNo })).json();
    const invoice = (overview.items as { invoiceNo: string; orderNo: string }[]).find((i) => i.orderNo === order.orderNo)!;
    const [notice] = await mailsWhere((m) => m.subject === `Nieuwe factuur ${invoice.invoiceNo} van Kraanvogel`);
    expect(notice!.to).toEqual([await emailOf(users.main)]);
  });
});

describe('basket reminders', () => {
  const options = () => ({ db: t.db, publicUrl: TEST_PUBLIC_URL, productKey: 'kraanvogel' });
  const later = (days: number) => new Date(Date.now() + days * 86_400_000);

  test('a basket left with lines is reminded of once, to who made it, and again only after it changed', async () => {
    const basket = await basketWith(users.employee, [1]);
    const empty = (await t.call('POST', `${B}/createBasket`, users.employee, { name: `Leeg ${randomUUID().slice(0, 6)}` })).json() as { name: string };
    const reminded = (m: Mail, name: string) => m.subject === `Uw winkelwagen '${name}' wacht nog op u`;

    // Not yet: the basket changed less than three days ago.
    await sendBasketReminders(options(), later(2), 3);
    expect((await mails()).filter((m) => reminded(m, basket.name))).toHaveLength(0);

    await sendBasketReminders(options(), later(4), 3);
    const [mail] = (await mails()).filter((m) => reminded(m, basket.name));
    expect(mail!.to).toEqual([await emailOf(users.employee)]);
    expect(mail!.raw).toContain(`${TEST_PUBLIC_URL}/winkelwagen/${basket.id}`);
    expect((await mails()).filter((m) => reminded(m, empty.name))).toHaveLength(0);

    await sendBasketReminders(options(), later(8), 3);
    expect((await mails()).filter((m) => reminded(m, basket.name))).toHaveLength(1);

    // A change makes the basket worth a reminder again, three days after the change.
    expect((await t.call('POST', `${B}/addToBasket`, users.employee, { basketId: basket.id, itemNo: itemNos[1]!, amount: 1 })).statusCode).toBe(200);
    await sendBasketReminders(options(), later(4), 3);
    expect((await mails()).filter((m) => reminded(m, basket.name))).toHaveLength(2);
  });

  test('a user who turned the reminder off gets none', async () => {
    expect((await t.call('PATCH', '/mgmt/api/app/customer-account/open-cart-reminder?receiveCartReminder=false', users.main)).statusCode).toBe(200);
    const basket = await basketWith(users.main, [1]);
    await sendBasketReminders(options(), later(5), 3);
    expect((await mails()).filter((m) => m.subject.includes(basket.name))).toHaveLength(0);
  });
});
