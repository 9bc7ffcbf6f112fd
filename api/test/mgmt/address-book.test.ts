// The address book: a customer's project addresses for step 1 of the order,
// next to the organization's own addresses; checked with the registration's rules, scoped to the
// token's customer, the last used (by an order) first.
import { randomUUID } from 'node:crypto';
import { todayInNetherlands } from '../../src/lib/delivery-date.js';
import { createTestApp, users, type TestApp } from '../helpers/app.js';

const A = '/mgmt/api/app/address-book';
const B = '/mgmt/api/ecommerce/customerbaskets';
const O = '/mgmt/api/ecommerce/customerorders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface Entry {
  id: number;
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
  lastUsedAt: string | null;
}

const site = (name: string, extra: Record<string, unknown> = {}) => ({ name, street: 'Kanaalweg', houseNumber: '7b', postalCode: '8011ab', city: 'Zwolle', country: 'NL', ...extra });

async function add(user: string, body: Record<string, unknown>) {
  return t.call('POST', A, user, body);
}

async function book(user: string): Promise<Entry[]> {
  const res = await t.call('GET', A, user);
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: Entry[] }).items;
}

test("the organization's saved delivery address is offered next to the main address", async () => {
  const res = await t.call('GET', '/mgmt/api/app/app-organization-unit/app-organization-addresses-for-user', users.employee);
  expect(res.statusCode).toBe(200);
  const kinds = (res.json() as { items: { kind: string }[] }).items.map((a) => a.kind);
  expect(kinds).toEqual(expect.arrayContaining(['main', 'delivery']));
});

test('a project address is stored with the postcode written as the rule writes it, and any user of the customer sees it', async () => {
  const res = await add(users.employee, site('Nieuwbouw De Maten blok 3'));
  expect(res.statusCode).toBe(201);
  const entry = res.json() as Entry;
  expect(entry).toMatchObject({ name: 'Nieuwbouw De Maten blok 3', street: 'Kanaalweg', houseNumber: '7b', postalCode: '8011 AB', city: 'Zwolle', country: 'NL', lastUsedAt: null });
  expect((await book(users.warehouse)).map((e) => e.id)).toContain(entry.id);
  // The same address again is the same entry, not a second one.
  const again = await add(users.main, site('Nieuwbouw De Maten blok 3', { postalCode: '8011 AB' }));
  expect(again.statusCode).toBe(200);
  expect((again.json() as Entry).id).toBe(entry.id);
});

test("another customer's users neither see nor remove the address", async () => {
  const entry = (await add(users.main, site('Renovatie Stationsplein'))).json() as Entry;
  expect((await book(users.otherMain)).map((e) => e.id)).not.toContain(entry.id);
  const refused = await t.call('DELETE', `${A}/${entry.id}`, users.otherMain);
  expect(refused.statusCode).toBe(404);
  expect((await book(users.main)).map((e) => e.id)).toContain(entry.id);
  expect((await t.call('DELETE', `${A}/${entry.id}`, users.main)).statusCode).toBe(204);
  expect((await book(users.main)).map((e) => e.id)).not.toContain(entry.id);
});

test.each([
  ['a Dutch postcode without letters', { postalCode: '8011' }, 'postalCode', 'Vul een geldige postcode in, bijvoorbeeld'],
  ['a Belgian postcode of five digits', { postalCode: '10000', country: 'BE' }, 'postalCode', 'Vul een geldige postcode in, bijvoorbeeld'],
  ['a house number without digits', { houseNumber: 'abc' }, 'houseNumber', 'Vul een huisnummer in'],
  ['an empty place', { city: '  ' }, 'city', 'Dit veld is verplicht'],
  ['a country the shop does not deliver to', { country: 'FR' }, 'country', ''],
])('%s is refused with a 400 in the error envelope', async (_what, change, member, message) => {
  const res = await add(users.main, site('Fout adres', change));
  expect(res.statusCode).toBe(400);
  const body = res.json() as { error: { message: string; validationErrors?: { members: string[]; message: string }[] } };
  expect(JSON.stringify(body.error.validationErrors ?? body.error)).toContain(member);
  expect(body.error.message + JSON.stringify(body.error.validationErrors ?? [])).toContain(message);
});

test('without a token the book is closed', async () => {
  expect((await t.call('GET', A, null)).statusCode).toBe(401);
});

/** A Monday two to three weeks ahead: always a possible delivery day. */
function aMonday(): string {
  const d = new Date(`${todayInNetherlands()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 14);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test('an order delivered to an address of the book makes it the first of the book', async () => {
  const first = (await add(users.otherMain, site('Project Eerste', { street: 'Havenstraat', houseNumber: '1' }))).json() as Entry;
  const second = (await add(users.otherMain, site('Project Tweede', { street: 'Havenstraat', houseNumber: '2' }))).json() as Entry;
  // Newest first while neither was used.
  expect((await book(users.otherMain)).slice(0, 2).map((e) => e.id)).toEqual([second.id, first.id]);

  const article = (await t.db.one<{ item_no: string }>('SELECT item_no FROM articles WHERE step_quantity = 1 AND min_order_quantity = 1 AND secret IS NULL AND is_active ORDER BY item_no LIMIT 1'))!;
  const basket = (await t.call('POST', `${B}/createBasket`, users.otherEmployee, { name: `Project ${randomUUID().slice(0, 6)}` })).json() as { id: number };
  expect((await t.call('POST', `${B}/addToBasket`, users.otherEmployee, { basketId: basket.id, itemNo: article.item_no, amount: 1 })).statusCode).toBe(200);
  const { revision } = (await t.call('GET', `${B}/basketWithRealtimeData?basketId=${basket.id}`, users.otherEmployee)).json() as { revision: string };
  const placed = await t.call('POST', O, users.otherEmployee, {
    basketId: basket.id,
    idempotencyKey: randomUUID(),
    basketRevision: revision,
    deliveryMethod: 'bezorgen',
    deliveryDate: aMonday(),
    deliveryAddress: { name: 'Project Eerste', street: 'Havenstraat 1', postalCode: '8011 AB', city: 'Zwolle', country: 'NL' },
  });
  expect(placed.statusCode).toBe(200);
  const after = await book(users.otherMain);
  expect(after[0]!.id).toBe(first.id);
  expect(after[0]!.lastUsedAt).not.toBeNull();
  expect(after.find((e) => e.id === second.id)!.lastUsedAt).toBeNull();
});
