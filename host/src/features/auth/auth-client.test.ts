import type { User } from 'oidc-client-ts';
import { authStore, mgmtApi } from '@kraanvogel/shared';
import { createAuthClient, isExpectedAuthError, safeReturnTo, sessionEndsAt, toAuthSession, type SessionChannel, type SessionMessage, type UserManagerLike } from './auth-client';
import { AUTH_STRATEGY_KEY } from './session-storage';

const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
const sec = (ms: number) => Math.floor(ms / 1000);

function makeUser(o: { iat?: number; expiresAt?: number; role?: unknown; returnTo?: string } = {}): User {
  const iat = o.iat ?? sec(NOW);
  const expires_at = o.expiresAt ?? iat + 1800;
  return {
    access_token: 'access-token',
    id_token: 'id-token',
    expires_at,
    get expired() {
      return expires_at * 1000 <= NOW;
    },
    state: o.returnTo ? { returnTo: o.returnTo } : undefined,
    profile: {
      sub: 'u-100001-main',
      iat,
      name: 'Jan de Vries',
      email: 'hoofdgebruiker@devries-installatie.nl',
      role: o.role ?? 'kraanvogelklant_Hoofdgebruiker',
      customer_number: '100001',
      customer_name: 'De Vries Installatie',
    },
  } as unknown as User;
}

interface FakeUserManager {
  stored: User | null;
  signinRedirect: jest.Mock;
  signinRedirectCallback: jest.Mock;
  signoutRedirect: jest.Mock;
  removeUser: jest.Mock;
  getUser: jest.Mock;
  storeUser: jest.Mock;
}

function fakeUserManager(stored: User | null = null): FakeUserManager {
  const um: FakeUserManager = {
    stored,
    signinRedirect: jest.fn(async () => undefined),
    signinRedirectCallback: jest.fn(async () => makeUser({ returnTo: '/zoeken?phrase=kraan' })),
    signoutRedirect: jest.fn(async () => undefined),
    removeUser: jest.fn(async () => {
      um.stored = null;
    }),
    getUser: jest.fn(async () => um.stored),
    storeUser: jest.fn(async (user: User | null) => {
      um.stored = user;
    }),
  };
  return um;
}

/** The tabs of one browser: what one posts, the others receive. */
function tabsBus() {
  const listeners = new Set<(m: SessionMessage) => void>();
  return function channel(): SessionChannel {
    let own: ((m: SessionMessage) => void) | null = null;
    return {
      post: (message) => {
        const copy = JSON.parse(JSON.stringify(message)) as SessionMessage;
        for (const l of listeners) if (l !== own) setTimeout(() => l(copy), 0);
      },
      listen(handler) {
        own = handler;
        listeners.add(handler);
        return () => listeners.delete(handler);
      },
    };
  };
}

/** The auth store of another tab (each tab has its own; these tests share one page). */
function otherTabStore() {
  const state = {
    authenticated: true,
    idToken: 'id-token',
    expiresAt: null,
    signIn: () => undefined,
    signOut: () => {
      state.authenticated = false;
    },
    markAnonymous: () => undefined,
    addError: () => undefined,
  };
  return { getState: () => state as never, subscribe: () => () => undefined };
}

function setup(stored: User | null = null, channel: SessionChannel | null = null, store?: ReturnType<typeof otherTabStore>) {
  const um = fakeUserManager(stored);
  const timers: { fn: () => void; ms: number }[] = [];
  const resetAppState = jest.fn();
  const navigate = jest.fn();
  const client = createAuthClient({
    userManager: um as unknown as UserManagerLike,
    clientId: 'kraanvogel-shop',
    postLogoutRedirectUri: 'http://localhost/login',
    resetAppState,
    navigate,
    now: () => NOW,
    setTimer: (fn, ms) => {
      timers.push({ fn, ms });
      return timers.length;
    },
    clearTimer: () => undefined,
    reportError: () => undefined,
    channel,
    store,
    askOtherTabsMs: 50,
    serializeUser: (user) => JSON.stringify(user),
    parseUser: (text) => {
      const data = JSON.parse(text) as { expires_at: number };
      return { ...data, expired: data.expires_at * 1000 <= NOW } as unknown as User;
    },
  });
  clients.push(client);
  return { um, timers, resetAppState, navigate, client };
}

const clients: { dispose: () => void }[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.dispose();
});

beforeEach(() => {
  authStore.getState().signOut();
  localStorage.clear();
  sessionStorage.clear();
});

describe('session end (access token maximum age 1800 s)', () => {
  it('is the token expiry, but never later than 1800 s after issue', () => {
    expect(sessionEndsAt({ expires_at: sec(NOW) + 600, profile: { iat: sec(NOW) } } as User)).toBe((sec(NOW) + 600) * 1000);
    expect(sessionEndsAt({ expires_at: sec(NOW) + 7200, profile: { iat: sec(NOW) } } as User)).toBe((sec(NOW) + 1800) * 1000);
    expect(sessionEndsAt({ profile: {} } as User)).toBeNull();
  });
});

describe('auth lifecycle', () => {
  it('at start without a stored session the visitor is anonymous', async () => {
    const { client } = setup(null);
    expect(authStore.getState().status).toBe('anonymous');
    authStore.setState({ status: 'unknown' });
    await client.init();
    expect(authStore.getState()).toMatchObject({ status: 'anonymous', authenticated: false, token: null });
  });

  it('at start a stored, valid session signs the user in with roles and customer, and schedules the automatic logout', async () => {
    const { client, timers } = setup(makeUser({ iat: sec(NOW) - 600, role: ['kraanvogelklant_Magazijn'] }));
    await client.init();
    expect(authStore.getState()).toMatchObject({
      status: 'authenticated',
      authenticated: true,
      token: 'access-token',
      idToken: 'id-token',
      roles: ['kraanvogelklant_Magazijn'],
      user: { sub: 'u-100001-main', name: 'Jan de Vries', customerNumber: '100001', customerName: 'De Vries Installatie' },
      customer: { number: '100001', name: 'De Vries Installatie' },
    });
    // Issued 600 s ago: the session ends in 1200 s.
    expect(timers.map((t) => t.ms)).toEqual([1200 * 1000]);
  });

  it('at start an expired stored session is removed and the visitor is anonymous', async () => {
    const { client, um, resetAppState } = setup(makeUser({ iat: sec(NOW) - 1900, expiresAt: sec(NOW) - 100 }));
    await client.init();
    expect(um.removeUser).toHaveBeenCalled();
    expect(resetAppState).toHaveBeenCalled();
    expect(authStore.getState()).toMatchObject({ status: 'anonymous', authenticated: false });
  });

  it('login sends the user to the provider and remembers where to return to', async () => {
    const { client, um } = setup();
    await client.login('/mijnaccount/mijnorders?page=2');
    expect(um.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/mijnaccount/mijnorders?page=2' } });
  });

  it('a punch-out start link signs in with its one-time token, forcing a fresh sign-in over an earlier one', async () => {
    const { client, um, resetAppState } = setup(makeUser({ iat: sec(NOW) - 60 }));
    await client.init();
    expect(authStore.getState().authenticated).toBe(true);
    await client.login('/', { punchoutToken: 'eenmalig-token' });
    expect(resetAppState).toHaveBeenCalled();
    expect(authStore.getState().authenticated).toBe(false);
    expect(um.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/' }, prompt: 'login', extraQueryParams: { punchout_token: 'eenmalig-token' } });
  });

  it('the punch-out claim of the identity marks the session in the auth store', async () => {
    const user = makeUser();
    (user.profile as Record<string, unknown>).punchout = 'sessie-1';
    expect(toAuthSession(user).user.punchoutSession).toBe('sessie-1');
    expect(toAuthSession(makeUser()).user.punchoutSession).toBeUndefined();
  });

  it('/auth completes the sign-in, stores the strategy and goes back to the page first asked for', async () => {
    const { client } = setup();
    const next = await client.completeSignIn('http://localhost/auth?code=c&state=s');
    expect(next).toBe('/zoeken?phrase=kraan');
    expect(localStorage.getItem(AUTH_STRATEGY_KEY)).toBe('oidc');
    expect(authStore.getState().authenticated).toBe(true);
  });

  it('when the session ends the user is logged out automatically', async () => {
    const { client, timers, um } = setup(makeUser());
    await client.init();
    expect(timers).toHaveLength(1);
    timers[0]!.fn();
    await new Promise((r) => setTimeout(r, 0));
    expect(authStore.getState().authenticated).toBe(false);
    expect(um.signoutRedirect).toHaveBeenCalled();
  });

  it('a token an API refuses (the session ended on the server) logs the user out through the provider', async () => {
    const { client, um } = setup(makeUser());
    await client.init();
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ error: { code: 'Unauthorized', message: 'Uw sessie is ongeldig of verlopen.' } }), { status: 401 }));
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      await expect(mgmtApi.GET('/api/app/customer-account/employees')).rejects.toMatchObject({ status: 401 });
    } finally {
      global.fetch = realFetch;
    }
    await new Promise((r) => setTimeout(r, 0));
    expect(authStore.getState().authenticated).toBe(false);
    expect(um.signoutRedirect).toHaveBeenCalled();
  });

  it('a 401 without a session changes nothing', async () => {
    const { um } = setup(null);
    authStore.getState().markRejected();
    await new Promise((r) => setTimeout(r, 0));
    expect(authStore.getState().rejected).toBe(false);
    expect(um.signoutRedirect).not.toHaveBeenCalled();
  });

  it('logout clears strategy, token, expiry, request-verification cookies, app state and session storage, then ends the provider session', async () => {
    const { client, um, resetAppState } = setup(makeUser());
    await client.init();
    localStorage.setItem(AUTH_STRATEGY_KEY, 'oidc');
    localStorage.setItem('kraanvogel.oidc.user:http://localhost/idp:kraanvogel-shop', '{"access_token":"x","expires_at":1}');
    localStorage.setItem('kraanvogel.oidc.4f1c', '{"code_verifier":"v"}');
    localStorage.setItem('kraanvogel:oidc:9a2e', '{"code_verifier":"w"}');
    localStorage.setItem('unrelated', 'stays');
    sessionStorage.setItem('kraanvogel:chunk-reload-at', '1');
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    document.cookie = '__RequestVerificationToken=def; path=/';
    document.cookie = 'auth.strategy=oidc; path=/';
    document.cookie = 'keep=1; path=/';

    await client.logout();

    expect(authStore.getState()).toMatchObject({ authenticated: false, token: null, expiresAt: null, user: null, customer: null, roles: [] });
    expect(um.removeUser).toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_STRATEGY_KEY)).toBeNull();
    expect(Object.keys(localStorage)).toEqual(['unrelated']);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('keep=1');
    expect(resetAppState).toHaveBeenCalled();
    expect(um.signoutRedirect).toHaveBeenCalledWith({
      id_token_hint: 'id-token',
      client_id: 'kraanvogel-shop',
      post_logout_redirect_uri: 'http://localhost/login',
    });
  });

  it('logout still lands on /login when the provider cannot be reached', async () => {
    const { client, um, navigate } = setup(makeUser());
    await client.init();
    um.signoutRedirect.mockRejectedValueOnce(new Error('Failed to fetch'));
    await client.logout();
    expect(authStore.getState().authenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('an ended session is noticed on navigation', async () => {
    const { client } = setup(makeUser());
    await client.init();
    expect(client.sessionEnded()).toBe(false);
    authStore.setState({ expiresAt: NOW - 1 });
    expect(client.sessionEnded()).toBe(true);
  });

  it('a new tab takes the session of an open tab, without signing in again', async () => {
    const bus = tabsBus();
    const open = setup(makeUser(), bus());
    await open.client.init();
    authStore.getState().signOut(); // the store of the new tab starts empty
    open.um.getUser.mockClear();
    const fresh = setup(null, bus());
    const asked = jest.spyOn(authStore.getState(), 'markAnonymous');
    // The open tab's store says it is signed in when asked.
    authStore.setState({ authenticated: true });
    await fresh.client.init();
    expect(fresh.um.storeUser).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'access-token' }));
    expect(authStore.getState()).toMatchObject({ authenticated: true, token: 'access-token' });
    expect(asked).not.toHaveBeenCalled();
  });

  it("a punch-out session stays in its tab: it is not shared, and a tab opening a start link or finishing a sign-in takes no other tab's session", async () => {
    const bus = tabsBus();
    const open = setup(makeUser(), bus());
    await open.client.init();
    authStore.getState().signOut();
    for (const url of ['http://localhost/login?punchout=start-token', 'http://localhost/auth?code=abc&state=xyz']) {
      const fresh = setup(null, bus());
      authStore.setState({ authenticated: true }); // the open tab's store, when asked
      await fresh.client.init(url);
      expect(fresh.um.storeUser).not.toHaveBeenCalled();
      authStore.getState().signOut();
    }
    // The open tab is now a punch-out session: a new tab is not given it.
    authStore.setState({ authenticated: true, user: { sub: 'u-100001-employee', name: 'Koen', punchoutSession: 'ps-1' } });
    const fresh = setup(null, bus());
    await fresh.client.init('http://localhost/');
    expect(fresh.um.storeUser).not.toHaveBeenCalled();
  });

  it("a punch-out tab's logout is not announced to the employee's tabs, and it does not follow theirs", async () => {
    const bus = tabsBus();
    const everyday = setup(makeUser(), bus(), otherTabStore());
    await everyday.client.init('http://localhost/');
    // This tab: a punch-out session.
    const { client, navigate } = setup(makeUser(), bus());
    await client.init('http://localhost/');
    authStore.setState({ user: { sub: 'u-100001-main', name: 'Jan', punchoutSession: 'ps-1' } });
    await everyday.client.logout();
    await new Promise((r) => setTimeout(r, 10));
    expect(authStore.getState().authenticated).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    // Its own logout: the other tab's store is not told to sign out.
    const other = otherTabStore();
    const listener = setup(makeUser(), bus(), other);
    await listener.client.init('http://localhost/');
    await client.logout();
    await new Promise((r) => setTimeout(r, 10));
    expect((other.getState() as { authenticated: boolean }).authenticated).toBe(true);
  });

  it('a new tab with no other tab open is anonymous after a short wait', async () => {
    const { client } = setup(null, tabsBus()());
    await client.init();
    expect(authStore.getState().authenticated).toBe(false);
  });

  it('follows a logout in another tab', async () => {
    const bus = tabsBus();
    const other = setup(makeUser(), bus(), otherTabStore());
    const { client, navigate } = setup(makeUser(), bus());
    await client.init();
    await other.client.logout();
    await new Promise((r) => setTimeout(r, 10));
    expect(authStore.getState().authenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
    client.dispose();
  });
});

describe('return path after sign-in', () => {
  it('accepts paths inside the shop only', () => {
    expect(safeReturnTo('/artikel/1000001')).toBe('/artikel/1000001');
    expect(safeReturnTo('//evil.example/x')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('https://evil.example')).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo('/\t/evil.example')).toBe('/');
    expect(safeReturnTo('/%E0%A4%A')).toBe('/');
    expect(safeReturnTo(`/${'a'.repeat(3000)}`)).toBe('/');
    expect(safeReturnTo('/zoeken?phrase=kraan#top')).toBe('/zoeken?phrase=kraan#top');
    expect(safeReturnTo('/a/../mijnaccount')).toBe('/mijnaccount');
  });
  it('never returns to the auth pages themselves', () => {
    expect(safeReturnTo('/login')).toBe('/');
    expect(safeReturnTo('/logout')).toBe('/');
    expect(safeReturnTo('/auth?code=1')).toBe('/');
    expect(safeReturnTo('/loginhulp')).toBe('/loginhulp');
  });
});

describe('sign-in errors', () => {
  it("treats the library's expected errors as expected, the rest not", () => {
    expect(isExpectedAuthError(Object.assign(new Error('login_required'), { name: 'ErrorResponse', error: 'login_required' }))).toBe(true);
    expect(isExpectedAuthError(Object.assign(new Error('timeout'), { name: 'ErrorTimeout' }))).toBe(true);
    expect(isExpectedAuthError(new Error('No matching state found in storage'))).toBe(true);
    expect(isExpectedAuthError(Object.assign(new Error('bad'), { name: 'ErrorResponse', error: 'invalid_grant' }))).toBe(false);
    expect(isExpectedAuthError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
