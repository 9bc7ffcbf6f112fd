// The one helper every api test uses: the real app on a fresh database, and real tokens from
// the real identity provider, got by driving its authorization code + PKCE flow (the login
// form included) through app.inject.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { AppConfig } from '../../src/config/env.js';
import type { Db } from '../../src/db/db.js';
import type { ArticleSearchOptions } from '../../src/modules/search/article-source.js';
import { DEMO_ADMIN, DEMO_PASSWORD, demoUsersOf } from '../../src/seed/generate.js';
import { TEST_PUBLIC_URL, freshDatabase, testConfig } from './database.js';

export const HOST = new URL(TEST_PUBLIC_URL).host;
export const REDIRECT_URI = `${TEST_PUBLIC_URL}/auth`;
export const CLIENT_ID = 'kraanvogel-shop';
export const SCOPE = 'openid profile email roles portal';

/** Demo users of the test data: customers 100001 and 100002 and the admin. */
export const users = {
  main: demoUsersOf(0).main,
  employee: demoUsersOf(0).employee,
  warehouse: demoUsersOf(0).warehouse,
  otherMain: demoUsersOf(1).main,
  otherEmployee: demoUsersOf(1).employee,
  thirdEmployee: demoUsersOf(2).employee,
  admin: DEMO_ADMIN,
};
export const PASSWORD = DEMO_PASSWORD;

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

export class CookieJar {
  private cookies = new Map<string, string>();
  store(res: LightMyRequestResponse) {
    const header = res.headers['set-cookie'];
    for (const c of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(c) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const pathOf = (location: string) => {
  const u = new URL(location, TEST_PUBLIC_URL);
  return `${u.pathname}${u.search}`;
};

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(challenge: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...extra,
  });
  return `/idp/auth?${params}`;
}

export class TestApp {
  private tokens = new Map<string, Tokens>();
  constructor(
    readonly app: FastifyInstance,
    readonly db: Db,
    private readonly dispose: () => Promise<void>,
  ) {}

  inject(opts: InjectOptions): Promise<LightMyRequestResponse> {
    return this.app.inject(opts);
  }

  /** Follows the provider's redirects (with cookies) until it leaves for the client. */
  async follow(jar: CookieJar, first: LightMyRequestResponse): Promise<LightMyRequestResponse> {
    let res = first;
    for (let i = 0; i < 10 && res.statusCode >= 300 && res.statusCode < 400; i++) {
      const location = String(res.headers.location);
      if (location.startsWith(REDIRECT_URI) || location.startsWith(`${TEST_PUBLIC_URL}/login`)) return res;
      res = await this.inject({ method: 'GET', url: pathOf(location), headers: { host: HOST, cookie: jar.header() } });
      jar.store(res);
    }
    return res;
  }

  /** Opens the login page of a fresh authorization request: the form's action and the jar. */
  async startLogin(challenge: string) {
    const jar = new CookieJar();
    const first = await this.inject({ method: 'GET', url: authorizeUrl(challenge), headers: { host: HOST } });
    jar.store(first);
    const page = await this.follow(jar, first);
    const action = /action="([^"]+)"/.exec(page.body)?.[1];
    if (page.statusCode !== 200 || !action) throw new Error(`no login form (${page.statusCode}): ${page.body.slice(0, 300)}`);
    return { jar, page, action };
  }

  async submitLogin(jar: CookieJar, action: string, userName: string, password: string) {
    const res = await this.inject({
      method: 'POST',
      url: action,
      headers: { host: HOST, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: userName, password }).toString(),
    });
    jar.store(res);
    return res;
  }

  async exchangeCode(code: string, verifier: string): Promise<LightMyRequestResponse> {
    return this.inject({
      method: 'POST',
      url: '/idp/token',
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: CLIENT_ID, code_verifier: verifier }).toString(),
    });
  }

  /** Signs in through the login page and returns real tokens (cached per user and file). */
  async login(userName: string, password = PASSWORD): Promise<Tokens> {
    const cached = this.tokens.get(userName);
    if (cached) return cached;
    const { verifier, challenge } = pkce();
    const { jar, action } = await this.startLogin(challenge);
    const posted = await this.submitLogin(jar, action, userName, password);
    if (posted.statusCode !== 303) throw new Error(`login of ${userName} failed (${posted.statusCode})`);
    const back = await this.follow(jar, posted);
    const code = new URL(String(back.headers.location)).searchParams.get('code');
    if (!code) throw new Error(`no code: ${back.statusCode} ${back.headers.location} ${back.body.slice(0, 300)}`);
    const res = await this.exchangeCode(code, verifier);
    if (res.statusCode !== 200) throw new Error(`token exchange failed: ${res.body}`);
    const tokens = res.json() as Tokens;
    this.tokens.set(userName, tokens);
    return tokens;
  }

  async bearer(userName: string) {
    return { authorization: `Bearer ${(await this.login(userName)).access_token}` };
  }

  /** A JSON call to an API as a user (or anonymous with user null). */
  async call(method: string, url: string, user: string | null, payload?: unknown) {
    const headers: Record<string, string> = { host: HOST, ...(user ? await this.bearer(user) : {}) };
    return this.inject({ method: method as 'GET', url, headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  }

  async close() {
    await this.app.close();
    await this.dispose();
  }
}

/**
 * The app on a fresh database. The search index is built in the background: the app is handed
 * over once it is ready, unless `searchBuild` is given (the test then watches the build itself).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { erpClock?: () => Date; searchBuild?: ArticleSearchOptions; after?: (app: FastifyInstance) => Promise<void> } = {},
): Promise<TestApp> {
  const { db, dispose } = await freshDatabase();
  const app = await buildApp({ config: testConfig(overrides), db, prepared: true, erpClock: options.erpClock, searchBuild: options.searchBuild, after: options.after });
  await app.ready();
  if (!options.searchBuild && app.hasDecorator('searchIndex')) await app.searchIndex.whenReady();
  return new TestApp(app, db, dispose);
}
