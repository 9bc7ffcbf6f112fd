// The provider's side of a safe session: its pages carry the security headers and load no
// inline script, its URLs come from its configured issuer whatever Host a caller sends, a
// sign-in lasts a working day with refresh tokens rotated at each use, a logout ends the
// sign-in for the APIs within seconds, and standard relying parties (oidc-client-ts, and the
// OpenID-certified openid-client) read userinfo with the access token they got from the code flow.
import * as openidClient from 'openid-client';
import { InMemoryWebStorage, OidcClient, WebStorageStateStore } from 'oidc-client-ts';
import { GRANT_CHECK_MS } from '../../src/plugins/auth.js';
import { SIGN_IN_TTL } from '../../src/modules/identity/provider.js';
import { CLIENT_ID, CookieJar, createTestApp, HOST, pkce, PASSWORD, REDIRECT_URI, SCOPE, users, type TestApp } from '../helpers/app.js';
import { TEST_PUBLIC_URL } from '../helpers/database.js';

const ISSUER = `${TEST_PUBLIC_URL}/idp`;
const PROFILE = '/mgmt/api/account/my-profile';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The app on a real port, for clients that make their own HTTP calls (once per file). */
let address: Promise<string> | undefined;
const listening = () => (address ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

const pathOf = (url: string) => {
  const u = new URL(url, TEST_PUBLIC_URL);
  return `${u.pathname}${u.search}`;
};

/** Signs in through the form, keeping the provider's cookies (for the logout afterwards). */
async function signIn(user: string) {
  const { verifier, challenge } = pkce();
  const { jar, action } = await t.startLogin(challenge);
  const posted = await t.submitLogin(jar, action, user, PASSWORD);
  const back = await t.follow(jar, posted);
  const code = new URL(String(back.headers.location)).searchParams.get('code')!;
  const tokens = (await t.exchangeCode(code, verifier)).json() as { access_token: string; refresh_token: string; id_token: string };
  return { jar, tokens };
}

async function profileStatus(token: string) {
  return (await t.inject({ method: 'GET', url: PROFILE, headers: { host: HOST, authorization: `Bearer ${token}` } })).statusCode;
}

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("'unsafe-inline' 'self'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(String(headers['permissions-policy'])).toContain('camera=()');
}

describe('the provider\'s pages', () => {
  test('login, logout and error pages carry the security headers and no inline script', async () => {
    const { verifier: _v, challenge } = pkce();
    const { page } = await t.startLogin(challenge);
    expectSecurityHeaders(page.headers);
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);

    const { jar, tokens } = await signIn(users.employee);
    const logout = await t.inject({
      method: 'GET',
      url: `/idp/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, client_id: CLIENT_ID, post_logout_redirect_uri: `${TEST_PUBLIC_URL}/login` })}`,
      headers: { host: HOST, cookie: jar.header() },
    });
    expect(logout.statusCode).toBe(200);
    expectSecurityHeaders(logout.headers);
    expect(logout.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    const src = /<script src="([^"]+)"/.exec(logout.body)![1]!;
    const script = await t.inject({ method: 'GET', url: src, headers: { host: HOST } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("'logout'");

    const error = await t.inject({ method: 'GET', url: '/idp/auth?client_id=onbekend&response_type=code', headers: { host: HOST } });
    expect(error.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(error.headers);
  });

  test('discovery names the configured issuer whatever Host or X-Forwarded-Host is sent', async () => {
    for (const headers of [{ host: 'evil.example' }, { host: HOST, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }]) {
      const res = await t.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration', headers });
      expect(res.statusCode).toBe(200);
      const doc = res.json() as Record<string, unknown>;
      expect(doc.issuer).toBe(ISSUER);
      for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'userinfo_endpoint', 'end_session_endpoint']) {
        expect(String(doc[key])).toMatch(new RegExp(`^${ISSUER}/`));
      }
    }
  });
});

describe('a sign-in', () => {
  test('lasts a working day; its refresh token is replaced at each use and the old one no longer works', async () => {
    const { tokens } = await signIn(users.main);
    const stored = await t.db.one<{ seconds: number }>(
      "SELECT extract(epoch FROM expires_at - now())::float8 AS seconds FROM idp_payloads WHERE model = 'RefreshToken' ORDER BY expires_at DESC LIMIT 1",
    );
    expect(stored!.seconds).toBeLessThanOrEqual(SIGN_IN_TTL);
    expect(stored!.seconds).toBeGreaterThan(SIGN_IN_TTL - 120);
    expect(SIGN_IN_TTL).toBeLessThanOrEqual(12 * 3600);

    const refresh = (token: string) =>
      t.inject({
        method: 'POST',
        url: '/idp/token',
        headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token, client_id: CLIENT_ID }).toString(),
      });
    const first = await refresh(tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json().refresh_token as string;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(tokens.refresh_token);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
  });

  test('after logout its access token is refused by the APIs within seconds', async () => {
    const { jar, tokens } = await signIn(users.warehouse);
    expect(await profileStatus(tokens.access_token)).toBe(200);
    const page = await t.inject({
      method: 'GET',
      url: `/idp/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, client_id: CLIENT_ID, post_logout_redirect_uri: `${TEST_PUBLIC_URL}/login` })}`,
      headers: { host: HOST, cookie: jar.header() },
    });
    jar.store(page);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    const action = /action="([^"]+)"/.exec(page.body)![1]!;
    const confirmed = await t.inject({
      method: 'POST',
      url: pathOf(action),
      headers: { host: HOST, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirmed.statusCode).toBe(303);
    const loggedOutAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - loggedOutAt < GRANT_CHECK_MS + 3000) {
      status = await profileStatus(tokens.access_token);
      if (status === 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(401);
    expect(Date.now() - loggedOutAt).toBeLessThan(GRANT_CHECK_MS + 1000);
    // Another user's sign-in is not affected.
    expect(await profileStatus((await t.login(users.otherMain)).access_token)).toBe(200);
  });
});

describe('account security asks for the account\'s owner', () => {
  const call = (method: string, url: string, token: string, payload?: object) =>
    t.inject({ method: method as 'GET', url, headers: { host: HOST, authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const refresh = (token: string) =>
    t.inject({
      method: 'POST',
      url: '/idp/token',
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token, client_id: CLIENT_ID }).toString(),
    });

  test("a password change refuses the user's other tokens at once and revokes their refresh tokens; the changing sign-in stays", async () => {
    const user = users.otherEmployee;
    const here = await signIn(user);
    const elsewhere = await signIn(user);
    const unrelated = await signIn(users.otherMain);
    // Both sessions work (and their checks are fresh in this process).
    expect(await profileStatus(elsewhere.tokens.access_token)).toBe(200);
    expect(await profileStatus(here.tokens.access_token)).toBe(200);
    const changed = await call('POST', `${PROFILE}/change-password`, here.tokens.access_token, { currentPassword: PASSWORD, newPassword: 'AnderWachtwoord2026' });
    expect(changed.statusCode).toBe(204);
    // At once: no waiting for the grant check's interval.
    expect(await profileStatus(elsewhere.tokens.access_token)).toBe(401);
    expect((await refresh(elsewhere.tokens.refresh_token)).statusCode).toBe(400);
    expect(await profileStatus(here.tokens.access_token)).toBe(200);
    expect((await refresh(here.tokens.refresh_token)).statusCode).toBe(200);
    expect(await profileStatus(unrelated.tokens.access_token)).toBe(200);
    // Back to the demo password for the other tests (this sign-in is the one that stays).
    expect((await call('POST', `${PROFILE}/change-password`, here.tokens.access_token, { currentPassword: 'AnderWachtwoord2026', newPassword: PASSWORD })).statusCode).toBe(204);
  });

  test('the current password is asked and its guessing is throttled like a sign-in', async () => {
    const { tokens } = await signIn(users.thirdEmployee);
    const token = tokens.access_token;
    // No proof, a wrong one: a 400 naming the field, nothing changes.
    const before = (await call('GET', PROFILE, token)).json();
    const noProof = await call('PUT', PROFILE, token, { email: 'nieuw@example.nl', name: before.name, surname: before.surname });
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json().error.validationErrors[0].members).toEqual(['currentPassword']);
    expect((await call('POST', `${PROFILE}/set-two-factor-enabled?enabled=false`, token, {})).statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await call('POST', `${PROFILE}/change-password`, token, { currentPassword: `fout-${i}`, newPassword: 'NogEenWachtwoord2026' })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // Locked: the right password is refused too until the lock ends.
    const locked = await call('PUT', PROFILE, token, { email: 'nieuw@example.nl', name: before.name, surname: before.surname, currentPassword: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/Te veel mislukte/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('GET', PROFILE, token)).json().email).toBe(before.email);
  });
});

test('a standard relying party (oidc-client-ts) signs in with the code flow and reads userinfo with its access token', async () => {
  const base = await listening();
  const discovery = (await t.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration', headers: { host: HOST } })).json() as Record<string, unknown>;
  // Its HTTP calls go to the port this test listens on; the issuer stays the configured one.
  const metadata = Object.fromEntries(Object.entries(discovery).map(([k, v]) => [k, typeof v === 'string' && k !== 'issuer' ? v.replace(TEST_PUBLIC_URL, base) : v]));
  const client = new OidcClient({
    authority: ISSUER,
    metadata,
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: SCOPE,
    loadUserInfo: true,
    stateStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  });
  const request = await client.createSigninRequest({});
  const jar = new CookieJar();
  const first = await t.inject({ method: 'GET', url: pathOf(request.url.replace(base, TEST_PUBLIC_URL)), headers: { host: HOST } });
  jar.store(first);
  const form = await t.follow(jar, first);
  const action = /action="([^"]+)"/.exec(form.body)![1]!;
  const posted = await t.submitLogin(jar, action, users.employee, PASSWORD);
  const back = await t.follow(jar, posted);
  const response = await client.processSigninResponse(String(back.headers.location));
  expect(response.access_token).toBeTruthy();
  // The profile now holds what userinfo answered (oidc-client-ts merges it after checking sub).
  expect(response.profile).toEqual(expect.objectContaining({ email: users.employee, customer_number: '100001', role: expect.anything() }));

  const direct = await fetch(`${base}/idp/me`, { headers: { authorization: `Bearer ${response.access_token}` } });
  expect(direct.status).toBe(200);
  expect(await direct.json()).toEqual(expect.objectContaining({ sub: response.profile.sub, email: users.employee }));
  const forged = await fetch(`${base}/idp/me`, { headers: { authorization: `Bearer ${response.access_token.slice(0, -4)}AAAA` } });
  expect(forged.status).toBe(401);
  expect(forged.headers.get('www-authenticate')).toContain('invalid_token');
});

test('the OpenID-certified relying party openid-client completes the code flow, checks the ID token and reads userinfo', async () => {
  const base = await listening();
  const discovery = (await t.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration', headers: { host: HOST } })).json() as openidClient.ServerMetadata;
  // A public client with PKCE, as the shop is. Its requests go to this test's port; every URL and
  // the issuer it checks are the provider's configured ones.
  const config = new openidClient.Configuration(discovery, CLIENT_ID, undefined, openidClient.None());
  openidClient.allowInsecureRequests(config);
  config[openidClient.customFetch] = (url, options) => fetch(url.replace(TEST_PUBLIC_URL, base), options as RequestInit);

  const verifier = openidClient.randomPKCECodeVerifier();
  const state = openidClient.randomState();
  const url = openidClient.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: SCOPE,
    state,
    code_challenge: await openidClient.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const jar = new CookieJar();
  const first = await t.inject({ method: 'GET', url: pathOf(url.href), headers: { host: HOST } });
  jar.store(first);
  const form = await t.follow(jar, first);
  const action = /action="([^"]+)"/.exec(form.body)![1]!;
  const back = await t.follow(jar, await t.submitLogin(jar, action, users.main, PASSWORD));

  const tokens = await openidClient.authorizationCodeGrant(config, new URL(String(back.headers.location)), { pkceCodeVerifier: verifier, expectedState: state });
  const idToken = tokens.claims()!;
  expect(idToken.iss).toBe(ISSUER);
  expect(idToken.aud).toBe(CLIENT_ID);
  const info = await openidClient.fetchUserInfo(config, tokens.access_token, idToken.sub);
  expect(info).toEqual(expect.objectContaining({ sub: idToken.sub, email: users.main }));
  // userinfo for another subject than the ID token's is refused by the library.
  await expect(openidClient.fetchUserInfo(config, tokens.access_token, 'iemand-anders')).rejects.toThrow();
});
