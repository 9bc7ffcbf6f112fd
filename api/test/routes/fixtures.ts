// The data of customer 100001 that the authorization matrix and the fuzzing test send in their
// requests: '$name' in a row of authorization-matrix.ts is FIXTURES[name] here.
// Fixtures that a call changes or removes (a basket, an order to place) are made fresh every time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../src/config/env.js';
import { earliestDeliveryDate } from '../../src/lib/delivery-date.js';
import { testConfig } from '../helpers/database.js';
import type { MatrixRequest } from './authorization-matrix.js';
import { PASSWORD as DEMO_PASSWORD, users, type TestApp } from '../helpers/app.js';
import { DEMO_PUNCHOUT } from '../../src/seed/generate.js';
import { DUMMY_HASH } from '../../src/lib/password.js';

export const CUSTOMER = '100001';

/** Every API module, the release API included (with an operator token and an empty dist folder). */
export function everyModule(): Partial<AppConfig> {
  const base = testConfig();
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-matrix-dist-'));
  return {
    modules: ['idp', 'pim', 'search', 'mgmt', 'erp', 'release'],
    release: { ...base.release, operatorToken: 'matrix-operator-token-2026', teamTokens: {}, distDir: dist, smoke: null },
  };
}

export interface FixtureContext {
  t: TestApp;
  /** Values looked up once. */
  known: Record<string, string | number>;
}

async function freshBasket(ctx: FixtureContext, withLine: boolean): Promise<number> {
  const [basket] = await ctx.t.db.query<{ id: number }>(
    "INSERT INTO baskets (customer_number, created_by, name, basket_type) VALUES ($1, $2, 'Matrix', 0) RETURNING id",
    [CUSTOMER, ctx.known.mainUserId],
  );
  if (withLine) await ctx.t.db.query('INSERT INTO basket_items (basket_id, item_no, amount) VALUES ($1, $2, 1)', [basket!.id, ctx.known.article]);
  return basket!.id;
}

let newStateCodes = 0;
let registrations = 0;

/** A registration as the form sends it, for a company that does not exist yet. */
export function registrationBody(email = 'inkoop@matrix-installatie.nl') {
  return {
    BedrijfsGegevens: {
      Naam: 'Matrix Installatie B.V.',
      BTW: 'NL001234567B01',
      chamberOfCommerceNumber: '12345678',
      Straatnaam: 'Stationsweg',
      Nummer: '12a',
      Postcode: '8011 CZ',
      Plaats: 'Zwolle',
      Land: 'NL',
      Telefoon: '038 123 45 67',
      Email: 'info@matrix-installatie.nl',
    },
    Persoonsgegevens: { Geslacht: 'Man', Voorletters: 'J.', Voornaam: 'Jan', Tussenvoegsel: 'van', Achternaam: 'Dijk', Telefoon: '06 12345678', Email: email },
    Aflevergegevens: { Afleveradresisbedrijfsadres: true },
    website: '',
  };
}

let punchoutAccounts = 0;
let basketNames = 0;

/** A delivered order line of a customer with at least one piece not yet returned. */
export async function openReturnLine(t: TestApp, customer: string) {
  const row = await t.db.one<{ order_no: string; item_no: string; open: number }>(
    `SELECT l.order_no, l.item_no, l.delivered - coalesce((SELECT sum(r.amount)::int FROM orders ro JOIN order_lines r ON r.order_no = ro.order_no
              WHERE ro.return_of = l.order_no AND ro.status <> 999 AND r.line_no = l.line_no), 0) AS open
       FROM order_lines l JOIN orders o ON o.order_no = l.order_no
      WHERE o.customer_number = $1 AND o.order_type = 'Order' AND l.delivered > 0
        AND NOT EXISTS (SELECT 1 FROM order_lines x WHERE x.order_no = l.order_no AND x.item_no = l.item_no AND x.line_no <> l.line_no)
      ORDER BY open DESC, l.order_no, l.line_no LIMIT 1`,
    [customer],
  );
  if (!row || row.open < 1) throw new Error(`no delivered line left for ${customer}`);
  return row;
}

export function returnFormBody(lines: { amount: number; productId: string; orderNumber: string; reasonOfReturn: string }[]) {
  return {
    addressLine: 'Stationsweg 12a',
    postalCode: '8011 CZ',
    city: 'Zwolle',
    country: 'NL',
    contactPersonName: 'Jan de Vries',
    plannedDateOfReturn: earliestDeliveryDate(),
    phoneNumber: '038 123 45 67',
    email: 'inkoop@example.nl',
    reference: 'Retour test',
    returnOrderLineDtos: lines,
  };
}
let employees = 0;
let costCentres = 0;
let projects = 0;
let customerItemNos = 0;

export const FIXTURES: Record<string, (ctx: FixtureContext) => Promise<unknown> | unknown> = {
  punchoutUser: () => DEMO_PUNCHOUT.userName,
  punchoutSecret: () => DEMO_PUNCHOUT.secret,
  cxmlSetup: () => '<cXML/>',
  quickOrderCsv: () => 'artikel;aantal',
  // A basket name not yet used (the customer's basket names are unique).
  newBasketName: () => `Matrix ${basketNames++}`,
  newPunchoutAccount: () => ({ customerNumber: CUSTOMER, userId: 'u-100001-employee', userName: `matrix-${punchoutAccounts++}`, secret: 'Matrix-Geheim-2026', allowedHosts: ['inkoop.example.nl'] }),
  punchoutAccount: async (c) =>
    (await c.t.db.one<{ id: number }>(
      "INSERT INTO punchout_accounts (customer_number, user_id, user_name, secret_hash, allowed_hosts) VALUES ($1, 'u-100001-employee', $2, $3, '{inkoop.example.nl}') RETURNING id",
      [CUSTOMER, `matrix-fixture-${punchoutAccounts++}`, DUMMY_HASH],
    ))!.id,
  article: (c) => c.known.article,
  ean: (c) => c.known.ean,
  secret: (c) => c.known.secret,
  category: (c) => c.known.category,
  attachmentArticle: (c) => c.known.attachmentArticle,
  attachment: (c) => c.known.attachment,
  articleImage: (c) => `${c.known.imageArticle}.svg`,
  categoryImage: (c) => `${c.known.category}.svg`,
  erpOrder: (c) => c.known.erpOrder,
  invoiceType: (c) => c.known.invoiceType,
  invoiceNo: (c) => c.known.invoiceNo,
  customerOrder: (c) => c.known.customerOrder,
  orderState: async (c) => (await c.t.db.one<{ id: number }>("INSERT INTO order_states (code, display_name) VALUES ((SELECT coalesce(max(code), 0) + 1 FROM order_states WHERE code < 5000), 'Matrix') RETURNING id", []))!.id,
  newOrderState: () => ({ code: 5000 + newStateCodes++, codeDisplayName: 'Matrix' }),
  discount: async (c) =>
    (await c.t.db.one<{ id: number }>(
      // On an article the customer has no discount on yet (a customer's discount key is unique).
      `INSERT INTO customer_discounts (customer_number, item_no, percentage)
       SELECT $1, item_no, 12.5 FROM articles a WHERE NOT EXISTS (SELECT 1 FROM customer_discounts d WHERE d.customer_number = $1 AND d.item_no = a.item_no) ORDER BY item_no LIMIT 1 RETURNING id`,
      [CUSTOMER],
    ))!.id,
  // A group the customer has no discount on (each call a new one, while the groups last).
  newDiscount: async (c) => {
    const free = await c.t.db.one<{ code: string }>(
      'SELECT code FROM discount_groups g WHERE NOT EXISTS (SELECT 1 FROM customer_discounts d WHERE d.customer_number = $1 AND d.discount_group_code = g.code AND d.item_no IS NULL) ORDER BY code DESC LIMIT 1',
      [CUSTOMER],
    );
    return free ? { customerNumber: CUSTOMER, discountGroup: free.code, percentage: 7.5 } : { customerNumber: CUSTOMER, itemNumber: c.known.article, percentage: 7.5 };
  },
  // A draft (no publication time): readers never see it.
  newBlogPost: () => ({
    title: 'Matrix',
    slug: `matrix-${Math.random().toString(36).slice(2, 10)}`,
    shortDescription: '',
    content: '<p>Matrix</p>',
    coverImageMediaId: null,
    publishedAt: null,
  }),
  discountDownloadToken: async (c) => {
    const token = `matrix-${Math.random().toString(36).slice(2)}`;
    await c.t.db.query("INSERT INTO discount_download_tokens (token, issued_to, expires_at) VALUES ($1, 'matrix', now() + interval '5 minutes')", [token]);
    return token;
  },
  registration: () => registrationBody(),
  returnForm: async (c) => {
    const line = await openReturnLine(c.t, CUSTOMER);
    return returnFormBody([{ amount: 1, productId: line.item_no, orderNumber: line.order_no, reasonOfReturn: 'Defect' }]);
  },
  samePasswordOnly: () => ({ password: DEMO_PASSWORD }),
  profileChange: () => ({ email: 'matrix@kraanvogel-test.nl', name: 'Matrix', surname: 'Test', phoneNumber: '038-1234567', currentPassword: DEMO_PASSWORD }),
  samePassword: () => ({ currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }),
  newEmployee: () => ({ name: 'Matrix', surname: `Lid ${employees}`, email: `lid${employees++}-${Date.now()}@matrix.example.nl`, role: 'employee', currentPassword: DEMO_PASSWORD }),
  employee: async (c) =>
    (await c.t.db.one<{ id: string }>(
      "INSERT INTO users (id, customer_number, user_name, email, password_hash, name, surname) VALUES ($1, $2, $3, $3, $4, 'Matrix', 'Lid') RETURNING id",
      [`u-matrix-${employees}`, CUSTOMER, `weg${employees++}-${Date.now()}@matrix.example.nl`, DUMMY_HASH],
    ))!.id,
  registrationRequest: async (c) =>
    (await c.t.db.one<{ id: number }>(
      `INSERT INTO registration_requests (company_name, vat_number, chamber_of_commerce, street, house_number, postal_code, city, country, company_phone,
         company_email, gender, initials, first_name, last_name, phone, email, delivery_is_company, delivery_street, delivery_house_number,
         delivery_postal_code, delivery_city, delivery_country)
       VALUES ('Matrix B.V.', 'NL001234567B01', '12345678', 'Stationsweg', '1', '8011 CZ', 'Zwolle', 'NL', '0381234567', 'info@matrix.nl',
         'Vrouw', 'A.', 'Anna', 'Jansen', '0612345678', $1, true, 'Stationsweg', '1', '8011 CZ', 'Zwolle', 'NL') RETURNING id`,
      [`aanvraag${registrations++}-${Date.now()}@matrix.example.nl`],
    ))!.id,
  basket: (c) => freshBasket(c, true),
  // A project address not in the book yet (the same one again answers 200, not 201).
  newProjectAddress: () => ({ name: `Matrix project ${projects++}-${Date.now()}`, street: 'Kanaalweg', houseNumber: '7', postalCode: '8011 AB', city: 'Zwolle', country: 'NL' }),
  newCustomerItemNo: () => `MATRIX-${customerItemNos++}`,
  // An article of customer 100001 with his own number (a fresh one for every call that removes it).
  numberedArticle: async (c) => {
    await c.t.db.query(
      `INSERT INTO customer_article_numbers (customer_number, item_no, customer_item_no) VALUES ($1, $2, $3)
       ON CONFLICT (customer_number, item_no) DO NOTHING`,
      [CUSTOMER, c.known.article, `MATRIX-DEL-${customerItemNos++}`],
    );
    return c.known.article;
  },
  // An article every user of customer 100001 starred (each keeps his own favourites).
  starredArticle: async (c) => {
    await c.t.db.query(
      'INSERT INTO favourite_articles (customer_number, user_sub, item_no) SELECT $1, u.id, $2 FROM users u WHERE u.customer_number = $1 ON CONFLICT DO NOTHING',
      [CUSTOMER, c.known.article],
    );
    return c.known.article;
  },
  projectAddress: async (c) =>
    (await c.t.db.one<{ id: number }>(
      "INSERT INTO address_book (customer_number, name, street, house_number, postal_code, city, country) VALUES ($1, 'Matrix project', 'Kanaalweg', '7', '8011 AB', 'Zwolle', 'NL') RETURNING id",
      [CUSTOMER],
    ))!.id,
  basket2: (c) => freshBasket(c, false),
  // A cost centre name not used yet, and a fresh cost centre of 100001 (without members: it changes no order).
  newCostCentre: () => ({ name: `Matrix ${costCentres++}-${Date.now()}`, budget: 1000, budgetPeriod: 'quarter', memberIds: [] }),
  costCentre: async (c) =>
    (await c.t.db.one<{ id: number }>("INSERT INTO cost_centres (customer_number, name, budget, budget_period) VALUES ($1, $2, 500, 'month') RETURNING id", [
      CUSTOMER,
      `Matrix kpl ${costCentres++}-${Date.now()}`,
    ]))!.id,
  // A pending purchase request of 100001's employee (the main users approve it), its basket locked.
  purchaseRequest: async (c) => {
    const basketId = await freshBasket(c, true);
    const input = { basketId, idempotencyKey: `matrix-request-${basketId}-${Date.now()}`, basketRevision: 'matrix', deliveryMethod: 'afhalen', deliveryDate: earliestDeliveryDate() };
    const row = await c.t.db.one<{ id: number }>(
      `INSERT INTO purchase_requests (customer_number, basket_id, requested_by, requested_by_name, limit_kind, limit_amount, month_spent, total_net, order_input, idempotency_key)
       VALUES ($1, $2, 'u-100001-employee', 'Matrix Medewerker', 'perOrder', 1, 0, 10, $3::jsonb, $4) RETURNING id`,
      [CUSTOMER, basketId, JSON.stringify(input), input.idempotencyKey],
    );
    await c.t.db.query('UPDATE baskets SET purchase_request_id = $2 WHERE id = $1', [basketId, row!.id]);
    await c.t.db.query('INSERT INTO purchase_request_lines (request_id, line_no, item_no, description, amount, net_price) VALUES ($1, 1, $2, $3, 1, 10)', [row!.id, c.known.article, 'Matrix']);
    return row!.id;
  },
  placeOrder: async (c) => {
    const basketId = await freshBasket(c, true);
    const res = await c.t.call('GET', `/mgmt/api/ecommerce/customerbaskets/basketWithRealtimeData?basketId=${basketId}`, users.main);
    return {
      basketId,
      idempotencyKey: `matrix-${basketId}-${Date.now()}`,
      basketRevision: (res.json() as { revision: string }).revision,
      deliveryMethod: 'afhalen',
      deliveryDate: earliestDeliveryDate(),
    };
  },
};

/** Looks up the data the fixtures name, once per test file. */
export async function prepareFixtures(t: TestApp): Promise<FixtureContext> {
  const db = t.db;
  const one = async <T>(sql: string, params: (string | number)[] = []) => {
    const row = await db.one<T>(sql, params);
    if (!row) throw new Error(`no fixture for: ${sql}`);
    return row;
  };
  const article = await one<{ item_no: string; ean: string }>(
    'SELECT item_no, ean FROM articles WHERE is_active AND secret IS NULL AND step_quantity = 1 AND min_order_quantity = 1 AND ean IS NOT NULL AND image_url IS NOT NULL ORDER BY item_no LIMIT 1',
  );
  const secret = 'geheim-matrix-2026';
  await db.query('UPDATE articles SET secret = $1 WHERE item_no = (SELECT item_no FROM articles WHERE is_active AND secret IS NULL AND item_no <> $2 ORDER BY item_no DESC LIMIT 1)', [
    secret,
    article.item_no,
  ]);
  const attachment = await one<{ item_no: string; id: number }>(
    'SELECT x.item_no, x.id FROM article_attachments x JOIN articles a ON a.item_no = x.item_no WHERE a.is_active AND a.secret IS NULL ORDER BY x.id LIMIT 1',
  );
  const category = await one<{ id: number }>('SELECT id FROM categories ORDER BY id LIMIT 1');
  const erpOrder = await one<{ order_no: string }>('SELECT order_no FROM orders WHERE customer_number = $1 ORDER BY order_no LIMIT 1', [CUSTOMER]);
  const invoice = await one<{ invoice_type: string; invoice_no: string }>(
    'SELECT invoice_type, invoice_no FROM invoices WHERE customer_number = $1 ORDER BY invoice_no LIMIT 1',
    [CUSTOMER],
  );
  const main = await one<{ id: string }>('SELECT id FROM users WHERE lower(user_name) = lower($1)', [users.main]);
  const ctx: FixtureContext = {
    t,
    known: {
      article: article.item_no,
      ean: article.ean,
      imageArticle: article.item_no,
      secret,
      attachmentArticle: attachment.item_no,
      attachment: attachment.id,
      category: category.id,
      erpOrder: erpOrder.order_no,
      invoiceType: invoice.invoice_type,
      invoiceNo: invoice.invoice_no,
      mainUserId: main.id,
    },
  };
  // An order placed through the shop by the main user, to read back.
  const placed = await t.call('POST', '/mgmt/api/ecommerce/customerorders', users.main, await FIXTURES.placeOrder!(ctx));
  if (placed.statusCode !== 200) throw new Error(`placing the fixture order failed: ${placed.body}`);
  ctx.known.customerOrder = (placed.json() as { id: string }).id;
  return ctx;
}

async function resolve(value: unknown, ctx: FixtureContext): Promise<unknown> {
  if (typeof value === 'string' && value.startsWith('$')) {
    const fixture = FIXTURES[value.slice(1)];
    if (!fixture) throw new Error(`unknown fixture ${value}: add it to test/routes/fixtures.ts`);
    return fixture(ctx);
  }
  if (Array.isArray(value)) return Promise.all(value.map((v) => resolve(v, ctx)));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = await resolve(v, ctx);
    return out;
  }
  return value;
}

export interface ConcreteRequest {
  method: string;
  url: string;
  body?: unknown;
}

/** The request of a matrix row with its fixtures filled in. */
export async function concreteRequest(method: string, route: string, spec: MatrixRequest | undefined, ctx: FixtureContext): Promise<ConcreteRequest> {
  const s = (await resolve(spec ?? {}, ctx)) as MatrixRequest;
  let url = s.url ?? route.replace(/:([A-Za-z0-9_]+)(?:\([^)]*\))?/g, (_m, name: string) => encodeURIComponent(String(s.params?.[name] ?? '')));
  if (s.query) {
    const qs = new URLSearchParams(Object.entries(s.query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    url += `${url.includes('?') ? '&' : '?'}${qs}`;
  }
  return { method, url, ...(s.body !== undefined ? { body: s.body } : {}) };
}
