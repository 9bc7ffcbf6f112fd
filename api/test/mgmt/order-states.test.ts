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

test("colours: each state has one of the shop's colours, a change is kept (and kept when left out), the order overview and an order carry it; any other colour is a 400", async () => {
  const all = (await t.call('GET', `${S}?MaxResultCount=100`, users.admin)).json().items as { id: number; code: number; codeDisplayName: string; sorting: number; colour: string }[];
  expect(Object.fromEntries(all.map((s) => [s.code, s.colour]))).toEqual({ 100: 'blauw', 200: 'oranje', 250: 'paars', 300: 'groen', 999: 'grijs' });
  const overview = async () => (await t.call('GET', '/erp/api/app/order/order-overview?MaxResultCount=100', users.main)).json().items as { orderNo: string; status: number; statusColour: string }[];
  const one = (await overview())[0]!;
  const state = all.find((s) => s.code === one.status)!;
  expect(one.statusColour).toBe(state.colour);
  const put = (body: object) => t.call('PUT', `${S}/${state.id}`, users.admin, { code: state.code, codeDisplayName: state.codeDisplayName, sorting: state.sorting, ...body });
  expect((await put({ colour: 'petrol' })).json().colour).toBe('petrol');
  expect((await put({})).json().colour).toBe('petrol');
  for (const colour of ['#ff0000', 'roze', '', 5]) {
    const res = await put({ colour });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].members).toEqual(['colour']);
  }
  expect((await t.call('GET', `${S}/${state.id}`, users.admin)).json().colour).toBe('petrol');
  const orders = await overview();
  expect(orders.filter((o) => o.status === state.code).every((o) => o.statusColour === 'petrol')).toBe(true);
  expect(orders.filter((o) => o.status !== state.code).every((o) => o.statusColour === all.find((s) => s.code === o.status)!.colour)).toBe(true);
  expect((await t.call('GET', `/erp/api/app/order?OrderNo=${one.orderNo}`, users.main)).json().statusColour).toBe('petrol');
  const made = (await t.call('POST', S, users.admin, { code: 160, codeDisplayName: 'Nieuw' })).json();
  expect(made.colour).toBe('grijs');
  await t.call('DELETE', `${S}/${made.id}`, users.admin);
  await put({ colour: state.colour });
});
