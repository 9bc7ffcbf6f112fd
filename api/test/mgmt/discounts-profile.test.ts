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

describe('GET /api/app/discounts (administration)', () => {
  test('an administrator pages through every customer\'s discounts, filtered', async () => {
    const res = await t.call('GET', '/mgmt/api/app/discounts?CustomerNumber=100002&MaxResultCount=3&Sorting=percentage desc', users.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const { n } = (await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM customer_discounts WHERE customer_number = '100002'"))!;
    expect(body.totalCount).toBe(n);
    expect(body.items).toHaveLength(3);
    const pct = body.items.map((d: { percentage: number }) => d.percentage);
    expect(pct).toEqual([...pct].sort((a: number, b: number) => b - a));
    const all = (await t.call('GET', '/mgmt/api/app/discounts?MaxResultCount=1000', users.admin)).json();
    expect(new Set(all.items.map((d: { customerNumber: string }) => d.customerNumber)).size).toBe(3);
    const ranged = (await t.call('GET', '/mgmt/api/app/discounts?PercentageMin=40&MaxResultCount=1000', users.admin)).json();
    expect(ranged.items.every((d: { percentage: number }) => d.percentage >= 40)).toBe(true);
  });

  test.each([users.main, users.employee, users.warehouse])('%s (not an administrator) gets 403', async (user) => {
    const res = await t.call('GET', '/mgmt/api/app/discounts', user);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('Forbidden');
  });

  test('bad paging is a 400, no token a 401', async () => {
    const res = await t.call('GET', '/mgmt/api/app/discounts?MaxResultCount=1001', users.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0]).toEqual({ message: 'MaxResultCount can not be more than 1000!', members: ['MaxResultCount'] });
    expect((await t.call('GET', '/mgmt/api/app/discounts?PercentageMin=200', users.admin)).json().error.validationErrors[0].members).toEqual(['PercentageMin']);
    expect((await t.call('GET', '/mgmt/api/app/discounts?Sorting=secret', users.admin)).statusCode).toBe(400);
    expect((await t.call('GET', '/mgmt/api/app/discounts', null)).statusCode).toBe(401);
  });
});

describe('GET /api/app/customer-account/employees (mijnteam)', () => {
  test('the main user sees the users of their own organization only', async () => {
    const res = await t.call('GET', '/mgmt/api/app/customer-account/employees', users.main);
    expect(res.statusCode).toBe(200);
    const names = res.json().items.map((u: { userName: string }) => u.userName).sort();
    expect(names).toEqual([users.main, users.employee, users.warehouse].sort());
    expect(JSON.stringify(res.json())).not.toContain('scrypt');
  });

  test.each([users.employee, users.warehouse])('%s (not the main user) gets 403', async (user) => {
    expect((await t.call('GET', '/mgmt/api/app/customer-account/employees', user)).statusCode).toBe(403);
  });

  test('no token is a 401', async () => {
    expect((await t.call('GET', '/mgmt/api/app/customer-account/employees', null)).statusCode).toBe(401);
  });
});
