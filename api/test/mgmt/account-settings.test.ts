// What every user manages for himself (profile with its concurrency stamp, password, open-basket
// reminder) and what a main user manages for the team (invite, remove), through the real provider:
// a changed password works at its sign-in page and the old one no longer does, an invited member
// sets his password through the mailed link, and a removed member's sign-in ends at once.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { totpCode } from '../../src/lib/totp.js';
import { CLIENT_ID, CookieJar, createTestApp, HOST, PASSWORD, pkce, users, type TestApp } from '../helpers/app.js';

let t: TestApp;
let outbox: string;
beforeAll(async () => {
  outbox = await mkdtemp(path.join(os.tmpdir(), 'kv-account-outbox-'));
  process.env.MAIL_OUTBOX_DIR = outbox;
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  delete process.env.MAIL_OUTBOX_DIR;
  await rm(outbox, { recursive: true, force: true });
});

const PROFILE = '/mgmt/api/account/my-profile';
const TEAM = '/mgmt/api/app/customer-account';

/** Posts the provider's login form; 303 means signed in, 401 refused. */
async function signInStatus(userName: string, password: string) {
  const { jar, action } = await t.startLogin(pkce().challenge);
  return (await t.submitLogin(jar, action, userName, password)).statusCode;
}

async function mailTo(address: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    for (const file of await readdir(outbox)) {
      const eml = await readFile(path.join(outbox, file), 'utf8');
      if (new RegExp(`^To: ${address.replace(/[.]/g, '\\.')}$`, 'm').test(eml)) return eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${address}`);
}

const userRow = (userName: string) =>
  t.db.one<{ email: string; name: string; phone_number: string | null; concurrency_stamp: string; password_hash: string; receive_cart_reminder: boolean }>(
    'SELECT email, name, phone_number, concurrency_stamp, password_hash, receive_cart_reminder FROM users WHERE user_name = $1',
    [userName],
  );

describe('profile', () => {
  test('a change with the current stamp is stored and gives a new stamp; the old stamp then is a 409 in Dutch and changes nothing', async () => {
    const before = (await t.call('GET', PROFILE, users.employee)).json();
    const put = await t.call('PUT', PROFILE, users.employee, { ...pick(before), name: 'Gerda', phoneNumber: '038-7654321', concurrencyStamp: before.concurrencyStamp });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Gerda', phoneNumber: '038-7654321', userName: users.employee });
    expect(put.json().concurrencyStamp).not.toBe(before.concurrencyStamp);

    const stale = await t.call('PUT', PROFILE, users.employee, { ...pick(before), name: 'Oud', concurrencyStamp: before.concurrencyStamp });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/intussen elders gewijzigd/);
    expect((await userRow(users.employee))!.name).toBe('Gerda');
  });

  test('bad input is a 400 and changes nothing', async () => {
    const before = await userRow(users.employee);
    const current = (await t.call('GET', PROFILE, users.employee)).json();
    for (const bad of [
      { ...pick(current), email: 'geen-adres' },
      { ...pick(current), name: '' },
      { ...pick(current), phoneNumber: 'bel mij' },
      { ...pick(current), userName: 'iemand-anders@example.nl' },
      { ...pick(current), extra: 1 },
    ]) {
      const res = await t.call('PUT', PROFILE, users.employee, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeDefined();
    }
    expect(await userRow(users.employee)).toEqual(before);
  });
});

function pick(p: { userName: string; email: string; name: string; surname: string; phoneNumber: string | null }) {
  return { userName: p.userName, email: p.email, name: p.name, surname: p.surname, phoneNumber: p.phoneNumber };
}

describe('a new e-mail address', () => {
  test('needs the current password, and stays unverified (userinfo email_verified false) until the link mailed to it is followed', async () => {
    const user = users.warehouse;
    const before = (await t.call('GET', PROFILE, user)).json();
    const address = `nieuw-${Date.now()}@magazijn.example.nl`;
    const wrong = await t.call('PUT', PROFILE, user, { ...pick(before), email: address, currentPassword: 'FoutWachtwoord99' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/huidige wachtwoord klopt niet/);
    expect((await userRow(user))!.email).toBe(before.email);

    const put = await t.call('PUT', PROFILE, user, { ...pick(before), email: address, currentPassword: PASSWORD });
    expect(put.statusCode).toBe(200);
    expect(put.json().email).toBe(address);
    const userinfo = async () =>
      (await t.inject({ method: 'GET', url: '/idp/me', headers: { host: HOST, ...(await t.bearer(user)) } })).json() as { email: string; email_verified: boolean };
    expect(await userinfo()).toMatchObject({ email: address, email_verified: false });

    const mail = await mailTo(address);
    const link = /(http\S+\/confirm-email\?token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
    const url = new URL(link);
    const page = await t.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(address);
    // Opening the link (a mail scanner does) confirms nothing; the button does.
    expect(await userinfo()).toMatchObject({ email_verified: false });
    const token = url.searchParams.get('token')!;
    const confirm = () =>
      t.inject({ method: 'POST', url: url.pathname, headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ token }).toString() });
    expect((await confirm()).statusCode).toBe(200);
    expect(await userinfo()).toMatchObject({ email: address, email_verified: true });
    expect((await confirm()).statusCode).toBe(410);
  });
});

describe('password', () => {
  test('a wrong current password or a weak new one is a Dutch 400 and the password stays', async () => {
    const before = (await userRow(users.otherEmployee))!.password_hash;
    const wrong = await t.call('POST', `${PROFILE}/change-password`, users.otherEmployee, { currentPassword: 'niet-het-wachtwoord1', newPassword: 'NieuwWachtwoord2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Uw huidige wachtwoord klopt niet.');
    const weak = await t.call('POST', `${PROFILE}/change-password`, users.otherEmployee, { currentPassword: PASSWORD, newPassword: 'kort1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toMatch(/minstens 10 tekens/);
    expect((await userRow(users.otherEmployee))!.password_hash).toBe(before);
  });

  test('after a change the new password signs in at the provider and the old one does not', async () => {
    const res = await t.call('POST', `${PROFILE}/change-password`, users.otherEmployee, { currentPassword: PASSWORD, newPassword: 'NieuwWachtwoord2026' });
    expect(res.statusCode).toBe(204);
    expect(await signInStatus(users.otherEmployee, PASSWORD)).toBe(401);
    expect(await signInStatus(users.otherEmployee, 'NieuwWachtwoord2026')).toBe(303);
  });
});

describe('open-basket reminder', () => {
  test('reads and switches the caller\'s own setting only; a non-boolean is a 400', async () => {
    expect((await t.call('GET', `${TEAM}/open-cart-reminder`, users.warehouse)).json()).toBe(true);
    const off = await t.call('PATCH', `${TEAM}/open-cart-reminder?receiveCartReminder=false`, users.warehouse);
    expect(off.statusCode).toBe(200);
    expect((await t.call('GET', `${TEAM}/open-cart-reminder`, users.warehouse)).json()).toBe(false);
    expect((await userRow(users.main))!.receive_cart_reminder).toBe(true);
    expect((await t.call('PATCH', `${TEAM}/open-cart-reminder?receiveCartReminder=misschien`, users.warehouse)).statusCode).toBe(400);
    expect((await userRow(users.warehouse))!.receive_cart_reminder).toBe(false);
  });
});

describe('team', () => {
  const member = { name: 'Sanne', surname: 'de Vries', email: 'sanne.devries@example.nl', role: 'warehouse', currentPassword: PASSWORD };
  const count = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users'))!.n;

  test('employee and warehouse users may not invite or remove; bad input is a 400; nothing is created', async () => {
    const before = await count();
    for (const user of [users.employee, users.warehouse]) {
      expect((await t.call('POST', `${TEAM}/new-employee-account`, user, member)).statusCode).toBe(403);
      expect((await t.call('GET', `${TEAM}/employees`, user)).statusCode).toBe(403);
      expect((await t.call('DELETE', `${TEAM}/u-100001-employee/employee-account`, user)).statusCode).toBe(403);
    }
    for (const bad of [{ ...member, role: 'main' }, { ...member, email: 'geen adres' }, { ...member, name: '' }, { name: 'Alleen' }]) {
      expect((await t.call('POST', `${TEAM}/new-employee-account`, users.main, bad)).statusCode).toBe(400);
    }
    const taken = await t.call('POST', `${TEAM}/new-employee-account`, users.main, { ...member, email: users.otherMain });
    expect(taken.statusCode).toBe(409);
    expect(await count()).toBe(before);
  });

  test("inviting asks for the main user's current password: none or a wrong one is a 400 naming it, and nobody is invited", async () => {
    const before = await count();
    const { currentPassword: _, ...withoutProof } = member;
    for (const body of [withoutProof, { ...member, currentPassword: 'niet-mijn-wachtwoord' }]) {
      const refused = await t.call('POST', `${TEAM}/new-employee-account`, users.main, { ...body, email: 'stap.op@example.nl' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.validationErrors[0].members).toEqual(['currentPassword']);
    }
    expect(await count()).toBe(before);
    // No invitation went out (the outbox is written before the answer).
    const mails = await Promise.all((await readdir(outbox)).map((f) => readFile(path.join(outbox, f), 'utf8')));
    expect(mails.filter((eml) => /^To: stap\.op@example\.nl$/m.test(eml))).toEqual([]);
  });

  test('an invited member sets his password through the mailed link (once), signs in with his role, and his removal ends his sign-in at once', async () => {
    const created = await t.call('POST', `${TEAM}/new-employee-account`, users.main, member);
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({ userName: member.email, name: 'Sanne', roles: ['kraanvogelklant_Magazijn'], isInvited: true });
    const inTeam = async () => ((await t.call('GET', `${TEAM}/employees`, users.main)).json().items as { id: string; isInvited: boolean }[]).find((e) => e.id === id);
    // In the main user's team, not in another customer's.
    expect((await t.call('GET', `${TEAM}/employees`, users.main)).json().items.map((e: { id: string }) => e.id)).toContain(id);
    expect((await t.call('GET', `${TEAM}/employees`, users.otherMain)).json().items.map((e: { id: string }) => e.id)).not.toContain(id);
    // Before he sets a password, nothing signs him in.
    expect(await signInStatus(member.email, PASSWORD)).toBe(401);

    const mail = await mailTo(member.email);
    expect(mail).toMatch(/^Subject: .*Uitnodiging/m);
    const link = new URL(/(http\S+\/set-password\?token=\S+)/.exec(mail)![1]!);
    const url = `${link.pathname}${link.search}`;
    expect((await t.inject({ method: 'GET', url, headers: { host: HOST } })).statusCode).toBe(200);
    const form = (password: string) =>
      t.inject({
        method: 'POST',
        url: link.pathname,
        headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: link.searchParams.get('token')!, password, confirm: password }).toString(),
      });
    // Invited until the password is set, then no longer; the demo users never were.
    expect((await inTeam())?.isInvited).toBe(true);
    expect((await form('MagazijnSanne2026')).statusCode).toBe(200);
    expect((await inTeam())?.isInvited).toBe(false);
    expect(((await t.call('GET', `${TEAM}/employees`, users.main)).json().items as { userName: string; isInvited: boolean }[]).find((e) => e.userName === users.main)?.isInvited).toBe(false);
    expect((await form('NogEenKeer2026')).statusCode).toBe(410);

    const tokens = await t.login(member.email, 'MagazijnSanne2026');
    expect(decodeJwt(tokens.id_token).role).toBe('kraanvogelklant_Magazijn');

    // Another customer's main user does not find him; the main user cannot remove himself.
    expect((await t.call('DELETE', `${TEAM}/${id}/employee-account`, users.otherMain)).statusCode).toBe(404);
    const mainId = (await t.db.one<{ id: string }>('SELECT id FROM users WHERE user_name = $1', [users.main]))!.id;
    expect((await t.call('DELETE', `${TEAM}/${mainId}/employee-account`, users.main)).statusCode).toBe(400);

    expect((await t.call('DELETE', `${TEAM}/${id}/employee-account`, users.main)).statusCode).toBe(204);
    // His access token is refused and his refresh token no longer works.
    const api = await t.inject({ method: 'GET', url: PROFILE, headers: { host: HOST, authorization: `Bearer ${tokens.access_token}` } });
    expect(api.statusCode).toBe(401);
    const refresh = await t.inject({
      method: 'POST',
      url: '/idp/token',
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: CLIENT_ID }).toString(),
    });
    expect(refresh.statusCode).toBe(400);
    expect(await signInStatus(member.email, 'MagazijnSanne2026')).toBe(401);
    expect((await t.call('DELETE', `${TEAM}/${id}/employee-account`, users.main)).statusCode).toBe(404);
  });
});

describe('two-factor sign-in', () => {
  const user = users.thirdEmployee;
  const TWO_FACTOR = `${PROFILE}/set-two-factor-enabled`;

  /** Password at the provider, then (when asked) the code; the status of the last step and the jar. */
  async function signIn(password: string, code?: string) {
    const { verifier, challenge } = pkce();
    const { jar, action } = await t.startLogin(challenge);
    const first = await t.submitLogin(jar, action, user, password);
    if (first.statusCode !== 200 || code === undefined) return { first, verifier, jar };
    const codeAction = /action="([^"]+)"/.exec(first.body)![1]!;
    const second = await t.inject({
      method: 'POST',
      url: codeAction,
      headers: { host: HOST, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ code }).toString(),
    });
    jar.store(second);
    return { first, second, verifier, jar };
  }

  test('on only after a valid code for the shown secret; then the provider asks for a code after the password (once per code); off with the password', async () => {
    expect((await t.call('GET', `${PROFILE}/two-factor-enabled`, user)).json()).toBe(false);
    const start = await t.call('POST', `${TWO_FACTOR}?enabled=true`, user, {});
    expect(start.statusCode).toBe(200);
    const { secret, otpauthUri, enabled } = start.json() as { secret: string; otpauthUri: string; enabled: boolean };
    expect(enabled).toBe(false);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Kraanvogel:/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    // Not on yet: the password alone still signs in.
    expect((await signIn(PASSWORD)).first.statusCode).toBe(303);

    const wrong = await t.call('POST', `${TWO_FACTOR}?enabled=true`, user, { code: '000000' === totpCode(secret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/code klopt niet/);
    expect((await t.call('GET', `${PROFILE}/two-factor-enabled`, user)).json()).toBe(false);

    const code = totpCode(secret);
    // Step-up: turning it on asks the current password too (a stolen token cannot lock the owner out).
    expect((await t.call('POST', `${TWO_FACTOR}?enabled=true`, user, { code })).statusCode).toBe(400);
    expect((await t.call('POST', `${TWO_FACTOR}?enabled=true`, user, { code, password: 'FoutWachtwoord99' })).statusCode).toBe(400);
    expect((await t.call('GET', `${PROFILE}/two-factor-enabled`, user)).json()).toBe(false);
    expect((await t.call('POST', `${TWO_FACTOR}?enabled=true`, user, { code, password: PASSWORD })).json()).toEqual({ enabled: true });
    expect((await t.call('GET', `${PROFILE}/two-factor-enabled`, user)).json()).toBe(true);

    // The password now leads to the code page, not into the shop.
    const asked = await signIn(PASSWORD);
    expect(asked.first.statusCode).toBe(200);
    expect(asked.first.body).toContain('Verificatiecode');
    // A wrong password is still refused as before, without telling about the code.
    expect((await signIn('FoutWachtwoord99')).first.statusCode).toBe(401);
    // A wrong code and the code already used to turn it on are refused.
    expect((await signIn(PASSWORD, '123456' === code ? '654321' : '123456')).second!.statusCode).toBe(401);
    expect((await signIn(PASSWORD, code)).second!.statusCode).toBe(401);
    // The next code signs in, up to real tokens.
    const next = totpCode(secret, Date.now() + 30_000);
    const done = await signIn(PASSWORD, next);
    expect(done.second!.statusCode).toBe(303);
    const back = await t.follow(done.jar as CookieJar, done.second!);
    const authCode = new URL(String(back.headers.location)).searchParams.get('code')!;
    const tokens = await t.exchangeCode(authCode, done.verifier);
    expect(tokens.statusCode).toBe(200);
    expect(decodeJwt(tokens.json().id_token).sub).toBeDefined();

    // Off asks for the password.
    expect((await t.call('POST', `${TWO_FACTOR}?enabled=false`, user, {})).statusCode).toBe(400);
    expect((await t.call('POST', `${TWO_FACTOR}?enabled=false`, user, { password: 'FoutWachtwoord99' })).statusCode).toBe(400);
    expect((await t.call('GET', `${PROFILE}/two-factor-enabled`, user)).json()).toBe(true);
    expect((await t.call('POST', `${TWO_FACTOR}?enabled=false`, user, { password: PASSWORD })).json()).toEqual({ enabled: false });
    expect((await signIn(PASSWORD)).first.statusCode).toBe(303);
  });
});

test("the login calls that the provider's own sign-in replaces answer 404 in the error envelope", async () => {
  for (const [method, url] of [['POST', '/mgmt/api/account/login'], ['POST', '/mgmt/api/account/checkPassword'], ['POST', '/mgmt/api/account/linkLogin'], ['GET', '/mgmt/api/account/logout']] as const) {
    const res = await t.call(method, url, null, method === 'POST' ? { userNameOrEmailAddress: users.main, password: PASSWORD } : undefined);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBeDefined();
  }
});
