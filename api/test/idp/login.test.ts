// The embedded OpenID Connect provider, driven the way the shop (oidc-client-ts) and a browser
// drive it: discovery, the Dutch login page, PKCE, tokens, refresh, end-session.
import { decodeJwt } from 'jose';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../helpers/database.js';
import { DEMO_PUNCHOUT, demoUsersOf } from '../../src/seed/generate.js';
import { CLIENT_ID, CookieJar, HOST, PASSWORD, REDIRECT_URI, SCOPE, authorizeUrl, createTestApp, pkce, users, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, jar?: CookieJar) => t.inject({ method: 'GET', url, headers: { host: HOST, ...(jar ? { cookie: jar.header() } : {}) } });

test('discovery names the endpoints, S256 only, and the scopes of the shop', async () => {
  const res = await get('/idp/.well-known/openid-configuration');
  expect(res.statusCode).toBe(200);
  const d = res.json();
  expect(d.issuer).toBe('http://localhost:8080/idp');
  expect(d.authorization_endpoint).toBe('http://localhost:8080/idp/auth');
  expect(d.token_endpoint).toBe('http://localhost:8080/idp/token');
  expect(d.end_session_endpoint).toBe('http://localhost:8080/idp/session/end');
  expect(d.jwks_uri).toBe('http://localhost:8080/idp/jwks');
  expect(d.code_challenge_methods_supported).toEqual(['S256']);
  expect(d.scopes_supported).toEqual(expect.arrayContaining(SCOPE.split(' ')));
  const jwks = (await get('/idp/jwks')).json();
  expect(jwks.keys.length).toBeGreaterThan(0);
  for (const k of jwks.keys) expect(k.d).toBeUndefined();
});

test('the login page is Dutch, in the shop\'s blue, and shows a Dutch message on wrong credentials', async () => {
  const { challenge } = pkce();
  const { jar, page, action } = await t.startLogin(challenge);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('lang="nl"');
  expect(page.body).toContain('Inloggen');
  expect(page.body).toContain('#00529b');
  expect(page.body).toContain('Barlow');
  const wrong = await t.submitLogin(jar, action, users.main, 'verkeerd-wachtwoord');
  expect(wrong.statusCode).toBe(401);
  expect(wrong.body).toContain('Onjuist e-mailadres of wachtwoord.');
  expect(wrong.headers.location).toBeUndefined();
  const unknown = await t.submitLogin(jar, action, 'niemand@example.nl', PASSWORD);
  expect(unknown.statusCode).toBe(401);
  expect(unknown.body).toContain('Onjuist e-mailadres of wachtwoord.');
  const empty = await t.submitLogin(jar, action, '', '');
  expect(empty.statusCode).toBe(400);
  // the same interaction still signs in with the right password
  const right = await t.submitLogin(jar, action, users.main, PASSWORD);
  expect(right.statusCode).toBe(303);
});

test('repeated failures lock the login name for a while, even for the right password', async () => {
  const { challenge } = pkce();
  const { jar, action } = await t.startLogin(challenge);
  for (let i = 0; i < 5; i++) expect((await t.submitLogin(jar, action, users.thirdEmployee, `fout-${i}`)).statusCode).toBe(401);
  const locked = await t.submitLogin(jar, action, users.thirdEmployee, PASSWORD);
  expect(locked.statusCode).toBe(429);
  expect(locked.body).toContain('Te veel mislukte inlogpogingen');
  expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  // other users are not affected
  expect((await t.submitLogin(jar, action, users.otherEmployee, PASSWORD)).statusCode).toBe(303);
});

describe('the sign-in lock holds under concurrency and cannot be turned against others', () => {
  /** A form post from a given client address. */
  const submitFrom = (jar: CookieJar, action: string, userName: string, password: string, remoteAddress: string) =>
    t.inject({
      method: 'POST',
      url: action,
      remoteAddress,
      headers: { host: HOST, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: userName, password }).toString(),
    });

  test('20 parallel wrong passwords and then the right one never sign in', async () => {
    const user = demoUsersOf(1).warehouse;
    expect(await t.db.one('SELECT 1 FROM users WHERE user_name = $1 AND is_active', [user])).toBeTruthy();
    const { jar, action } = await t.startLogin(pkce().challenge);
    const wrong = Array.from({ length: 20 }, (_, i) => submitFrom(jar, action, user, `fout-${i}`, '10.1.0.1'));
    const right = submitFrom(jar, action, user, PASSWORD, '10.1.0.1');
    const answers = await Promise.all([...wrong, right]);
    expect(answers.filter((a) => a.statusCode === 303)).toHaveLength(0);
    expect((await right).statusCode).toBe(429);
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(5);
  });

  test('25 parallel wrong passwords get 429s', async () => {
    const user = demoUsersOf(2).main;
    const { jar, action } = await t.startLogin(pkce().challenge);
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => submitFrom(jar, action, user, `fout-${i}`, '10.1.0.2')));
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(20);
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
  });

  test("a lock from one address does not stop the account's owner on another address", async () => {
    const user = demoUsersOf(2).warehouse;
    const { jar, action } = await t.startLogin(pkce().challenge);
    for (let i = 0; i < 6; i++) await submitFrom(jar, action, user, `fout-${i}`, '10.1.0.3');
    expect((await submitFrom(jar, action, user, PASSWORD, '10.1.0.3')).statusCode).toBe(429);
    const owner = await t.startLogin(pkce().challenge);
    expect((await submitFrom(owner.jar, owner.action, user, PASSWORD, '10.9.9.9')).statusCode).toBe(303);
  });

  test("wrong punch-out secrets lock neither the punch-in from elsewhere nor people's sign-in from that address", async () => {
    const oci = (password: string, remoteAddress: string) =>
      t.inject({
        method: 'GET',
        url: `/mgmt/api/app/punchout/oci?${new URLSearchParams({ USERNAME: DEMO_PUNCHOUT.userName, PASSWORD: password, HOOK_URL: 'http://127.0.0.1:9999/hook', OCI_VERSION: '4.0' })}`,
        remoteAddress,
        headers: { host: HOST },
      });
    for (let i = 0; i < 35; i++) await oci(`fout-${i}`, '10.1.0.4');
    expect((await oci(DEMO_PUNCHOUT.secret, '10.1.0.4')).statusCode).toBe(429);
    expect((await oci(DEMO_PUNCHOUT.secret, '10.1.0.5')).statusCode).toBe(303);
    const { jar, action } = await t.startLogin(pkce().challenge);
    expect((await submitFrom(jar, action, users.employee, PASSWORD, '10.1.0.4')).statusCode).toBe(303);
  });
});

test('passwords are stored as slow salted hashes', async () => {
  const rows = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users LIMIT 3');
  for (const r of rows) expect(r.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  expect(new Set(rows.map((r) => r.password_hash)).size).toBe(3);
});

test('tokens: a JWT access token for the APIs (≤ 1800 s) with customer and role; an ID token with the identity', async () => {
  const tokens = await t.login(users.main);
  const access = decodeJwt(tokens.access_token);
  expect(access.iss).toBe('http://localhost:8080/idp');
  expect(access.aud).toBe('urn:kraanvogel:api');
  expect(access.exp! - access.iat!).toBeLessThanOrEqual(1800);
  expect(access.customer_number).toBe('100001');
  expect(access.role).toBe('kraanvogelklant_Hoofdgebruiker');
  expect(access.client_id).toBe(CLIENT_ID);
  const id = decodeJwt(tokens.id_token);
  expect(id).toMatchObject({ aud: CLIENT_ID, email: users.main, role: 'kraanvogelklant_Hoofdgebruiker', customer_number: '100001' });
  expect(typeof id.name).toBe('string');
  expect(decodeJwt((await t.login(users.warehouse)).id_token).role).toBe('kraanvogelklant_Magazijn');
});

test('PKCE is required, and only S256; a wrong verifier gets no tokens', async () => {
  const noPkce = await get(`/idp/auth?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'code', scope: SCOPE, state: 's' })}`);
  expect(noPkce.statusCode).toBe(303);
  expect(new URL(String(noPkce.headers.location)).searchParams.get('error')).toBe('invalid_request');
  const plain = await get(authorizeUrl('a'.repeat(43), { code_challenge_method: 'plain' }));
  expect(new URL(String(plain.headers.location)).searchParams.get('error')).toBe('invalid_request');

  const { challenge } = pkce();
  const { jar, action } = await t.startLogin(challenge);
  const back = await t.follow(jar, await t.submitLogin(jar, action, users.employee, PASSWORD));
  const code = new URL(String(back.headers.location)).searchParams.get('code')!;
  const res = await t.exchangeCode(code, pkce().verifier);
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe('invalid_grant');
});

test('an unregistered redirect URI is refused; a loopback one on another port is allowed for development', async () => {
  const { challenge } = pkce();
  const evil = await get(authorizeUrl(challenge, { redirect_uri: 'https://evil.example.com/auth' }));
  expect(evil.statusCode).toBe(400);
  expect(evil.headers.location).toBeUndefined();
  const dev = await get(authorizeUrl(challenge, { redirect_uri: 'http://localhost:3000/auth' }));
  expect(dev.statusCode).toBe(303);
  expect(String(dev.headers.location)).toContain('/idp/interaction/');
  const wrongPath = await get(authorizeUrl(challenge, { redirect_uri: 'http://localhost:3000/elders' }));
  expect(wrongPath.statusCode).toBe(400);
});

test('a refresh token gives a new access token', async () => {
  const { refresh_token } = await t.login(users.employee);
  const res = await t.inject({
    method: 'POST',
    url: '/idp/token',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refresh_token!, client_id: CLIENT_ID }).toString(),
  });
  expect(res.statusCode).toBe(200);
  const fresh = res.json();
  expect(decodeJwt(fresh.access_token).aud).toBe('urn:kraanvogel:api');
  const nav = await t.inject({ method: 'GET', url: '/pim/api/app/navigation', headers: { authorization: `Bearer ${fresh.access_token}` } });
  expect(nav.statusCode).toBe(200);
});

test('end-session asks in Dutch and returns to /login', async () => {
  const { verifier, challenge } = pkce();
  const { jar, action } = await t.startLogin(challenge);
  const back = await t.follow(jar, await t.submitLogin(jar, action, users.otherMain, PASSWORD));
  const code = new URL(String(back.headers.location)).searchParams.get('code')!;
  const tokens = (await t.exchangeCode(code, verifier)).json();
  const params = new URLSearchParams({ client_id: CLIENT_ID, id_token_hint: tokens.id_token, post_logout_redirect_uri: 'http://localhost:8080/login', state: 'uit' });
  const page = await get(`/idp/session/end?${params}`, jar);
  jar.store(page);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Uitloggen');
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  const formAction = /action="([^"]+)"/.exec(page.body)?.[1];
  expect(xsrf && formAction).toBeTruthy();
  const done = await t.inject({
    method: 'POST',
    url: new URL(formAction!, 'http://localhost:8080').pathname,
    headers: { host: HOST, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
  });
  expect(done.statusCode).toBe(303);
  expect(String(done.headers.location)).toBe('http://localhost:8080/login?state=uit');
});

test('signing keys are kept in the database: a token stays valid after a restart', async () => {
  const { access_token } = await t.login(users.main);
  const restarted = await buildApp({ config: testConfig(), db: t.db, prepared: true });
  try {
    const res = await restarted.inject({ method: 'GET', url: '/mgmt/api/account/my-profile', headers: { authorization: `Bearer ${access_token}` } });
    expect(res.statusCode).toBe(200);
  } finally {
    await restarted.close();
  }
});
