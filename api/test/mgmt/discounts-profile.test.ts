import { createTestApp, users, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/app/discounts/my-discounts', () => {
  test('lists exactly the caller\'s customer\'s discounts', async () => {
    const res = await t.call('GET', '/mgmt/api/app/discounts/my-discounts', users.employee);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { customerNumber: string; percentage: number; discountGroup: string | null; itemNumber: string | null }[];
    const { n } = (await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM customer_discounts WHERE customer_number = '100001'"))!;
    expect(list).toHaveLength(n);
    expect(n).toBeGreaterThan(0);
    expect(list.every((d) => d.customerNumber === '100001' && d.percentage > 0 && (d.discountGroup !== null || d.itemNumber !== null))).toBe(true);
    const other = (await t.call('GET', '/mgmt/api/app/discounts/my-discounts', users.otherMain)).json() as { customerNumber: string }[];
    expect(other.every((d) => d.customerNumber === '100002')).toBe(true);
  });

  test('needs a token; an account without customer gets 403', async () => {
    expect((await t.call('GET', '/mgmt/api/app/discounts/my-discounts', null)).statusCode).toBe(401);
    expect((await t.call('GET', '/mgmt/api/app/discounts/my-discounts', users.admin)).statusCode).toBe(403);
  });
});

describe('GET /api/account/my-profile', () => {
  test('gives the signed-in user\'s own profile', async () => {
    const res = await t.call('GET', '/mgmt/api/account/my-profile', users.warehouse);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ userName: users.warehouse, email: users.warehouse, isExternal: false, hasPassword: true });
    expect(p.extraProperties).toEqual({ customerNumber: '100001', customerName: expect.any(String), roles: ['kraanvogelklant_Magazijn'] });
    expect(p.concurrencyStamp).toEqual(expect.any(String));
    expect(JSON.stringify(p)).not.toContain('scrypt');
    expect((await t.call('GET', '/mgmt/api/account/my-profile', users.admin)).json().userName).toBe(users.admin);
  });

  test('needs a token', async () => {
    expect((await t.call('GET', '/mgmt/api/account/my-profile', null)).statusCode).toBe(401);
  });
});
