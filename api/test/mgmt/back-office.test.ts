// The back office's customers and their users: the customer search, a customer's page, and what
// an administrator does to a user — block (his sign-ins end at once) and unblock, a new invitation
// (older links stop working), two-factor sign-in reset with a reason — each recorded with who,
// when and why; nobody else may do any of it.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../../src/lib/password.js';
import { createTestApp, PASSWORD, users, type TestApp } from '../helpers/app.js';

const B = '/mgmt/api/app/back-office';

let t: TestApp;
let outbox: string;
let hash: string;
let n = 0;
beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), 'kv-back-office-outbox-'));
  process.env.MAIL_OUTBOX_DIR = outbox;
  t = await createTestApp();
  hash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await t?.close();
  delete process.env.MAIL_OUTBOX_DIR;
  await rm(outbox, { recursive: true, force: true });
});

/** A user of customer 100001 with the demo password. */
async function newUser(): Promise<{ id: string; email: string }> {
  const email = `beheer-test-${n++}-${Date.now()}@devries-installatie.nl`;
  const id = `u-100001-bo${n}-${Date.now().toString(36)}`;
  await t.db.query("INSERT INTO users (id, customer_number, user_name, email, password_hash, name, surname, roles) VALUES ($1, '100001', $2, $2, $3, 'Bea', 'Test', '{kraanvogelklant_Medewerker}')", [id, email, hash]);
  return { id, email };
}

async function mailsTo(address: string): Promise<string[]> {
  const found: string[] = [];
  for (const file of await readdir(outbox)) {
    const eml = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (eml.includes(`To: ${address}`)) found.push(eml);
  }
  return found;
}

test('customers are found by number, name, KvK number and postcode, paged on the server', async () => {
  const c = (await t.db.one<{ name: string; chamber_of_commerce: string }>("SELECT name, chamber_of_commerce FROM customers WHERE number = '100001'"))!;
  const postcode = (await t.db.one<{ postal_code: string }>("SELECT postal_code FROM customer_addresses WHERE customer_number = '100001' AND kind = 'main'"))!.postal_code;
  const numbers = async (filter: string) => ((await t.call('GET', `${B}/customers?Filter=${encodeURIComponent(filter)}&MaxResultCount=50`, users.admin)).json().items as { number: string }[]).map((r) => r.number);
  expect(await numbers('100001')).toEqual(['100001']);
  expect(await numbers(c.name.slice(0, 12).toLowerCase())).toContain('100001');
  expect(await numbers(c.chamber_of_commerce)).toEqual(['100001']);
  // A postcode as typed: spaces and case do not matter.
  expect(await numbers(postcode.replace(' ', '').toLowerCase())).toContain('100001');

  const all = (await t.call('GET', `${B}/customers?MaxResultCount=2`, users.admin)).json();
  expect(all.totalCount).toBeGreaterThanOrEqual(3);
  expect(all.items).toHaveLength(2);
  const next = (await t.call('GET', `${B}/customers?MaxResultCount=2&SkipCount=2`, users.admin)).json();
  expect(next.totalCount).toBe(all.totalCount);
  expect(next.items[0].number > all.items[1].number).toBe(true);
  expect(all.items[0]).toMatchObject({ number: '100001', users: expect.any(Number), city: expect.any(String) });
});

test("a customer's page has its users and roles, addresses, discount groups, open orders and last invoices", async () => {
  const res = await t.call('GET', `${B}/customers/100001`, users.admin);
  expect(res.statusCode).toBe(200);
  const c = res.json();
  expect(c.number).toBe('100001');
  expect(c.users.map((u: { userName: string }) => u.userName)).toEqual(expect.arrayContaining([users.main, users.employee, users.warehouse]));
  expect(c.users.find((u: { userName: string }) => u.userName === users.main).roles).toEqual(['kraanvogelklant_Hoofdgebruiker']);
  expect(c.addresses.map((a: { kind: string }) => a.kind)).toContain('main');
  expect(c.lastInvoices.length).toBeGreaterThan(0);
  expect(c.lastInvoices.length).toBeLessThanOrEqual(5);
  expect(c.openOrders.count).toBeGreaterThanOrEqual(c.openOrders.latest.length);
  expect(Array.isArray(c.discountGroups)).toBe(true);
  expect((await t.call('GET', `${B}/customers/999999`, users.admin)).statusCode).toBe(404);
  expect((await t.call('GET', `${B}/customers/abc`, users.admin)).statusCode).toBe(400);
});

test('a blocked user is refused at once and cannot sign in; unblocked he can; both recorded with who, when and why', async () => {
  const u = await newUser();
  expect((await t.call('GET', '/mgmt/api/account/my-profile', u.email)).statusCode).toBe(200);

  const blocked = await t.call('POST', `${B}/users/${u.id}/block`, users.admin, { reason: 'Telefoon gestolen' });
  expect(blocked.statusCode).toBe(200);
  expect(blocked.json()).toMatchObject({ id: u.id, isActive: false });
  // The token he holds is refused at once, and he cannot sign in again.
  expect((await t.call('GET', '/mgmt/api/account/my-profile', u.email)).statusCode).toBe(401);
  const fresh = new (Object.getPrototypeOf(t).constructor)(t.app, t.db, async () => undefined) as TestApp;
  await expect(fresh.login(u.email)).rejects.toThrow(/failed/);
  expect((await t.call('POST', `${B}/users/${u.id}/block`, users.admin, {})).statusCode).toBe(409);

  const unblocked = await t.call('POST', `${B}/users/${u.id}/unblock`, users.admin, {});
  expect(unblocked.json()).toMatchObject({ isActive: true });
  await expect(fresh.login(u.email)).resolves.toMatchObject({ access_token: expect.any(String) });

  const actions = (await t.call('GET', `${B}/customers/100001`, users.admin)).json().actions as { action: string; userName: string; admin: string; reason: string | null; at: string }[];
  const mine = actions.filter((a) => a.userName === u.email);
  expect(mine.map((a) => [a.action, a.admin, a.reason])).toEqual([
    ['unblock', users.admin, null],
    ['block', users.admin, 'Telefoon gestolen'],
  ]);
  expect(Date.now() - new Date(mine[1]!.at).getTime()).toBeLessThan(60_000);
  // Staff are not managed here.
  const admin = (await t.db.one<{ id: string }>('SELECT id FROM users WHERE user_name = $1', [users.admin]))!.id;
  expect((await t.call('POST', `${B}/users/${admin}/block`, users.admin, {})).statusCode).toBe(404);
});

test('an invited user gets a new link by mail and the older one stops working; someone with a password gets none', async () => {
  const email = `uitgenodigd-${Date.now()}@devries-installatie.nl`;
  const invited = await t.call('POST', '/mgmt/api/app/customer-account/new-employee-account', users.main, { name: 'Ina', surname: 'Vite', email, role: 'employee', currentPassword: PASSWORD });
  expect(invited.statusCode).toBe(200);
  const id = invited.json().id as string;
  const firstLink = /(\/set-password\?token=[A-Za-z0-9_-]+)/.exec((await mailsTo(email))[0]!)![1]!;

  const res = await t.call('POST', `${B}/users/${id}/resend-invitation`, users.admin);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ isInvited: true });
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(2);
  const again = mails.find((m) => m.includes('opnieuw een link'))!;
  const secondLink = /(\/set-password\?token=[A-Za-z0-9_-]+)/.exec(again)![1]!;
  expect(secondLink).not.toBe(firstLink);
  const page = (link: string) => t.inject({ method: 'GET', url: `/idp${link}`, headers: { host: new URL('http://x').host } });
  expect((await page(firstLink)).body).not.toContain('name="password"');
  expect((await page(secondLink)).body).toContain('Wachtwoord instellen');

  const withPassword = await newUser();
  expect((await t.call('POST', `${B}/users/${withPassword.id}/resend-invitation`, users.admin)).statusCode).toBe(409);
});

test('two-factor sign-in is reset only with a reason; the user is told by mail and the reset is recorded', async () => {
  const u = await newUser();
  await t.db.query("UPDATE users SET two_factor_enabled = true, totp_secret = 'JBSWY3DPEHPK3PXP' WHERE id = $1", [u.id]);
  for (const body of [{}, { reason: '  ' }]) expect((await t.call('POST', `${B}/users/${u.id}/reset-two-factor`, users.admin, body)).statusCode).toBe(400);
  const res = await t.call('POST', `${B}/users/${u.id}/reset-two-factor`, users.admin, { reason: 'Telefoon verloren, gebeld op 038-1234567' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ twoFactorEnabled: false });
  expect(await t.db.one('SELECT two_factor_enabled, totp_secret FROM users WHERE id = $1', [u.id])).toEqual({ two_factor_enabled: false, totp_secret: null });
  expect((await mailsTo(u.email)).some((m) => m.includes('Subject: Tweestapsverificatie uitgezet bij Kraanvogel'))).toBe(true);
  const actions = (await t.call('GET', `${B}/customers/100001`, users.admin)).json().actions as { action: string; userName: string; reason: string }[];
  expect(actions.find((a) => a.userName === u.email)).toMatchObject({ action: 'reset-two-factor', reason: 'Telefoon verloren, gebeld op 038-1234567' });
  expect((await t.call('POST', `${B}/users/${u.id}/reset-two-factor`, users.admin, { reason: 'nogmaals' })).statusCode).toBe(409);
});

test('nobody but an administrator may search customers or touch a user', async () => {
  const u = await newUser();
  expect((await t.call('GET', `${B}/customers`, null)).statusCode).toBe(401);
  for (const who of [users.main, users.employee, users.warehouse, users.otherMain]) {
    expect((await t.call('GET', `${B}/customers/100001`, who)).statusCode).toBe(403);
    expect((await t.call('POST', `${B}/users/${u.id}/block`, who, {})).statusCode).toBe(403);
  }
  expect((await t.db.one<{ is_active: boolean }>('SELECT is_active FROM users WHERE id = $1', [u.id]))!.is_active).toBe(true);
});
