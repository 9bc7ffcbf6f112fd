// Mijn organisatie: every user of a customer reads its unit and addresses; only its main user
// changes them, under the Dutch rules (postcode, phone, e-mail, KvK, VAT), and only his own.
import { createTestApp, users, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const P = '/mgmt/api/app/app-organization-unit';
const ADDRESS = { name: 'Installatiebedrijf Zwolle', street: 'Stationsweg', houseNumber: '12a', postalCode: '8011cz', city: 'Zwolle', country: 'NL' };

const snapshot = async () => ({
  customers: await t.db.query('SELECT * FROM customers ORDER BY number'),
  addresses: await t.db.query('SELECT * FROM customer_addresses ORDER BY id'),
});

test('every user of the customer reads the unit and its addresses, main address first; a staff account has no organization', async () => {
  for (const user of [users.main, users.employee, users.warehouse]) {
    const units = await t.call('GET', `${P}/app-organization-units-for-user`, user);
    expect(units.statusCode).toBe(200);
    expect(units.json().items).toHaveLength(1);
    expect(units.json().items[0].customerNumber).toBe('100001');
    const addresses = (await t.call('GET', `${P}/app-organization-addresses-for-user`, user)).json().items as { kind: string }[];
    expect(addresses[0]!.kind).toBe('main');
  }
  expect((await t.call('GET', `${P}/app-organization-units-for-user`, users.admin)).statusCode).toBe(403);
});

test('the main user changes the main address, basic info and unit; values are stored normalised', async () => {
  const address = await t.call('PUT', `${P}/app-organization-unit-address`, users.main, ADDRESS);
  expect(address.statusCode).toBe(200);
  expect(address.json()).toMatchObject({ kind: 'main', street: 'Stationsweg', houseNumber: '12a', postalCode: '8011 CZ', city: 'Zwolle' });
  expect((await t.call('GET', `${P}/app-organization-main-address-for-user`, users.employee)).json().postalCode).toBe('8011 CZ');

  const info = await t.call('PUT', `${P}/app-organization-unit-address-basic-info`, users.main, { phone: '038 123 45 67', email: 'Info@Zwolle-Installatie.nl' });
  expect(info.statusCode).toBe(200);
  expect(info.json()).toMatchObject({ phone: '038 123 45 67', email: 'info@zwolle-installatie.nl' });

  const unit = await t.call('PUT', `${P}/app-organization-unit`, users.main, { name: 'Zwolle Installatie B.V.', vatNumber: 'nl 0012.34567 b01', chamberOfCommerceNumber: '1234 5678' });
  expect(unit.statusCode).toBe(200);
  expect(unit.json()).toMatchObject({ name: 'Zwolle Installatie B.V.', vatNumber: 'NL001234567B01', chamberOfCommerceNumber: '12345678' });
});

test('employee and warehouse users get 403 on every change; nothing changes', async () => {
  const before = await snapshot();
  for (const user of [users.employee, users.warehouse]) {
    expect((await t.call('PUT', `${P}/app-organization-unit-address`, user, ADDRESS)).statusCode).toBe(403);
    expect((await t.call('PUT', `${P}/app-organization-unit-address-basic-info`, user, { phone: '038 123 45 67', email: 'x@y.nl' })).statusCode).toBe(403);
    const res = await t.call('PUT', `${P}/app-organization-unit`, user, { name: 'Overname', vatNumber: 'NL001234567B01', chamberOfCommerceNumber: '12345678' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/hoofdgebruiker/);
  }
  expect(await snapshot()).toEqual(before);
});

test("another customer's address is a 404 and stays as it is", async () => {
  const theirs = await t.db.one<{ id: number }>("SELECT id FROM customer_addresses WHERE customer_number = '100002' AND kind = 'main'");
  const before = await snapshot();
  const res = await t.call('PUT', `${P}/app-organization-unit-address`, users.main, { ...ADDRESS, id: theirs!.id });
  expect(res.statusCode).toBe(404);
  expect(await snapshot()).toEqual(before);
});

test('bad input is a 400 with a Dutch message on the field and changes nothing', async () => {
  const before = await snapshot();
  const cases: [string, object, string][] = [
    ['app-organization-unit-address', { ...ADDRESS, postalCode: '801 CZ' }, 'postalCode'],
    ['app-organization-unit-address', { ...ADDRESS, houseNumber: 'geen' }, 'houseNumber'],
    ['app-organization-unit-address', { ...ADDRESS, street: '   ' }, 'street'],
    ['app-organization-unit-address-basic-info', { phone: '12345', email: 'info@zwolle.nl' }, 'phone'],
    ['app-organization-unit-address-basic-info', { phone: '038 123 45 67', email: 'geen-adres' }, 'email'],
    ['app-organization-unit', { name: 'X B.V.', vatNumber: 'NL001234567B01', chamberOfCommerceNumber: '1234567' }, 'chamberOfCommerceNumber'],
    ['app-organization-unit', { name: 'X B.V.', vatNumber: 'BE0123456789', chamberOfCommerceNumber: '12345678' }, 'vatNumber'],
  ];
  for (const [route, body, member] of cases) {
    const res = await t.call('PUT', `${P}/${route}`, users.main, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].members).toContain(member);
    expect(res.json().error.message).not.toMatch(/must|should/);
  }
  expect((await t.call('PUT', `${P}/app-organization-unit-address`, users.main, { ...ADDRESS, country: 'FR' })).statusCode).toBe(400);
  expect(await snapshot()).toEqual(before);
});
