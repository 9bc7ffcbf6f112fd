// The administrators' order states: the list with its filters and paging, create, read, update,
// delete; the order overview shows the changed label; customers get 403.
import { createTestApp, users, type TestApp } from '../helpers/app.js';

const S = '/mgmt/api/ecommerce/order-states';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

test('list, filter and page the states', async () => {
  const all = (await t.call('GET', `${S}?MaxResultCount=100`, users.admin)).json();
  expect(all.items.map((s: { code: number }) => s.code)).toEqual([100, 200, 250, 300, 999]);
  expect((await t.call('GET', `${S}?FilterText=deels`, users.admin)).json().items.map((s: { code: number }) => s.code)).toEqual([250]);
  expect((await t.call('GET', `${S}?Code=300`, users.admin)).json().items[0].codeDisplayName).toBe('Geleverd');
  const page = (await t.call('GET', `${S}?Sorting=code desc&SkipCount=1&MaxResultCount=2`, users.admin)).json();
  expect(page).toMatchObject({ totalCount: 5, items: [{ code: 300 }, { code: 250 }] });
  expect((await t.call('GET', S, users.main)).statusCode).toBe(403);
});

test('create, update and delete; the order overview takes the new label; duplicates and states in use are refused', async () => {
  const made = await t.call('POST', S, users.admin, { code: 150, codeDisplayName: 'Gecontroleerd', description: 'Door de binnendienst bekeken', sorting: 15 });
  expect(made.statusCode).toBe(200);
  const id = made.json().id;
  expect((await t.call('GET', `${S}/${id}`, users.admin)).json()).toMatchObject({ code: 150, codeDisplayName: 'Gecontroleerd' });
  expect((await t.call('POST', S, users.admin, { code: 150, codeDisplayName: 'Dubbel' })).statusCode).toBe(400);
  expect((await t.call('POST', S, users.admin, { code: 'x', codeDisplayName: 'Fout' })).statusCode).toBe(400);

  const delivered = (await t.call('GET', `${S}?Code=300`, users.admin)).json().items[0];
  expect((await t.call('PUT', `${S}/${delivered.id}`, users.admin, { code: 300, codeDisplayName: 'Afgeleverd', sorting: 40 })).statusCode).toBe(200);
  const orders = (await t.call('GET', '/erp/api/app/order/order-overview?MaxResultCount=100', users.main)).json().items;
  expect(orders.filter((o: { status: number }) => o.status === 300).every((o: { statusName: string }) => o.statusName === 'Afgeleverd')).toBe(true);

  const inUse = await t.call('DELETE', `${S}/${delivered.id}`, users.admin);
  expect(inUse.statusCode).toBe(400);
  expect((await t.call('DELETE', `${S}/${id}`, users.admin)).statusCode).toBe(204);
  expect((await t.call('GET', `${S}/${id}`, users.admin)).statusCode).toBe(404);
  expect((await t.call('DELETE', `${S}/${id}`, users.main)).statusCode).toBe(403);
});
