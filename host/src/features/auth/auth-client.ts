// Sign-in, automatic logout and logout:
// authorization code flow with PKCE S256 through oidc-client-ts against the configured provider.
// The host is the only writer of the shared auth store; every remote reads it.
//
// The tokens live in each tab's sessionStorage, never in localStorage: they are gone when the
// tabs close, and a script cannot find a long-lived refresh token on disk. A new tab asks the
// open tabs of the shop for their session over a BroadcastChannel (same origin only) and so
// needs no new sign-in; a logout in one tab is announced there too and followed by the others.
// A punch-out session belongs to its tab: it is never shared, its logout is not announced and it
// does not follow another tab's, and a tab that is finishing a sign-in (/auth) or opening a
// punch-out start link takes no other tab's session.
import type { SignoutRedirectArgs, UserManager } from 'oidc-client-ts';
import { authStore, storageKey, type AuthSession, type AuthState } from '@kraanvogel/shared';
import { clearAuthCookies, clearAuthStorage, rememberStrategy } from './session-storage';
import { parseStoredUser, type SessionUser } from './stored-user';

/** How long an access token lives at most: then the session ends. */
export const ACCESS_TOKEN_MAX_AGE_S = 1800;

/**
 * The part of oidc-client-ts's UserManager the lifecycle uses: in the shop a lazy one that loads
 * the library when needed (./auth.ts); a fake stands in for it in tests.
 */
export interface UserManagerLike {
  getUser(): Promise<SessionUser | null>;
  signinRedirect: UserManager['signinRedirect'];
  signinRedirectCallback(url?: string): Promise<SessionUser>;
  signoutRedirect: UserManager['signoutRedirect'];
  removeUser(): Promise<void>;
  storeUser(user: SessionUser): Promise<void>;
}

/** What the tabs of the shop tell each other about the session. */
export type SessionMessage = { type: 'ask' } | { type: 'share'; user: string } | { type: 'logout' };

export interface SessionChannel {
  post(message: SessionMessage): void;
  /** Returns the function that stops listening. */
  listen(handler: (message: SessionMessage) => void): () => void;
}

export const SESSION_CHANNEL_NAME = storageKey('auth-session');

/** The tabs' channel in a browser (none where BroadcastChannel is missing: each tab signs in). */
export function browserSessionChannel(): SessionChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
  return {
    post: (message) => channel.postMessage(message),
    listen(handler) {
      const onMessage = (e: MessageEvent) => handler(e.data as SessionMessage);
      channel.addEventListener('message', onMessage);
      return () => {
        channel.removeEventListener('message', onMessage);
        channel.close();
      };
    },
  };
}

/** A tab finishing a sign-in (/auth) or opening a punch-out start link signs in itself. */
function signingInHere(url: string): boolean {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return pathname === '/auth' || (pathname === '/login' && searchParams.has('punchout'));
}

export interface SignInState {
  returnTo?: string;
}

type StoreLike = { getState: () => AuthState; subscribe: (listener: (state: AuthState, previous: AuthState) => void) => () => void };

export interface AuthClientDeps {
  userManager: UserManagerLike;
  clientId: string;
  postLogoutRedirectUri: string;
  /** Clears the other user data the apps keep (baskets state, query cache, registered resets). */
  resetAppState: () => void | Promise<void>;
  /** Goes to a URL of the shop without the router (used when the provider cannot be reached). */
  navigate: (url: string) => void;
  store?: StoreLike;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  local?: Storage;
  session?: Storage;
  doc?: Document;
  reportError?: (error: unknown) => void;
  /** The other tabs (default: a BroadcastChannel). */
  channel?: SessionChannel | null;
  /** How long a new tab waits for another tab to share its session. */
  askOtherTabsMs?: number;
  /** A stored user as text and back (oidc-client-ts's own format). */
  serializeUser?: (user: SessionUser) => string;
  parseUser?: (text: string) => SessionUser;
}

/** When the session ends: the token's expiry, and never later than 1800 s after it was issued. */
export function sessionEndsAt(user: Pick<SessionUser, 'expires_at' | 'profile'>): number | null {
  const ends: number[] = [];
  if (typeof user.expires_at === 'number') ends.push(user.expires_at * 1000);
  const iat = user.profile?.iat;
  if (typeof iat === 'number') ends.push((iat + ACCESS_TOKEN_MAX_AGE_S) * 1000);
  return ends.length ? Math.min(...ends) : null;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

export function toAuthSession(user: SessionUser): AuthSession {
  const p = user.profile as Record<string, unknown> & { sub: string };
  return {
    token: user.access_token,
    expiresAt: sessionEndsAt(user),
    idToken: user.id_token ?? null,
    role: p.role,
    user: {
      sub: p.sub,
      name: str(p.name) ?? str([str(p.given_name), str(p.family_name)].filter(Boolean).join(' ')) ?? str(p.email) ?? p.sub,
      email: str(p.email),
      customerNumber: str(p.customer_number),
      customerName: str(p.customer_name),
      punchoutSession: str(p.punchout),
    },
  };
}

const AUTH_PAGES = /^\/(login|auth|logout)(\/|$|\?|#)/;
/** Any origin that is not a real one: what a path resolves against to see where it leads. */
const PROBE_ORIGIN = 'https://kraanvogel.invalid';

/**
 * A path inside the shop to return to after sign-in; anything else is home: other sites (also
 * spelled '//x', '/\\x' or with tabs and line breaks a browser drops), the auth pages, escapes
 * that do not decode, and absurd lengths.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
    decodeURIComponent(url.pathname);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE_ORIGIN) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return AUTH_PAGES.test(path) ? '/' : path;
}

/** Errors oidc-client-ts raises in normal use: not worth the console. */
export function isExpectedAuthError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: string; error?: string; message?: string };
  if (e.name === 'ErrorTimeout') return true;
  if (e.name === 'ErrorResponse' && ['login_required', 'interaction_required', 'consent_required', 'account_selection_required'].includes(e.error ?? '')) {
    return true;
  }
  // A reload of /auth, or a second tab finishing the same sign-in: the state is already used.
  return /^No (matching )?state (found in storage|in response)/.test(e.message ?? '');
}

export function reportAuthError(error: unknown) {
  if (!isExpectedAuthError(error)) console.error(error);
}

export function createAuthClient(deps: AuthClientDeps) {
  const um = deps.userManager;
  const store = deps.store ?? authStore;
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const local = deps.local ?? localStorage;
  const session = deps.session ?? sessionStorage;
  const report = deps.reportError ?? reportAuthError;
  const channel = deps.channel === undefined ? browserSessionChannel() : deps.channel;
  const askOtherTabsMs = deps.askOtherTabsMs ?? 250;
  const serializeUser = deps.serializeUser ?? ((user: SessionUser) => user.toStorageString());
  const parseUser = deps.parseUser ?? ((text: string) => parseStoredUser(text, now));
  let timer: unknown = null;
  let loggingOut = false;
  let stopListening: (() => void) | null = null;
  let waitingForShare: ((user: SessionUser) => void) | null = null;

  function stopTimer() {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  function apply(user: SessionUser) {
    const s = toAuthSession(user);
    store.getState().signIn(s);
    stopTimer();
    // Automatic logout: when the session ends, the user is logged out.
    if (s.expiresAt !== null) timer = setTimer(() => void client.logout(), Math.max(0, s.expiresAt - now()));
  }

  function isExpired(expiresAt: number | null) {
    return expiresAt !== null && expiresAt <= now();
  }

  /** Forgets the user in this browser: store, token, strategy, cookies, app state, session storage. */
  async function clearLocalSession() {
    stopTimer();
    store.getState().signOut();
    try {
      await um.removeUser();
    } catch (error) {
      report(error);
    }
    clearAuthStorage(local);
    clearAuthStorage(session);
    clearAuthCookies(deps.doc ?? document);
    try {
      await deps.resetAppState();
    } catch (error) {
      console.error(error);
    }
    session.clear();
  }

  // An API refused the token (the session was ended on the server): log out as at the end of
  // the session, through the provider, to /login.
  const stopWatchingRejection = store.subscribe((s, prev) => {
    if (s.rejected && !prev.rejected && !loggingOut) void client.logout();
  });

  const usable = (user: SessionUser | null): user is SessionUser => !!user && !isExpired(sessionEndsAt(user)) && !user.expired;

  async function onMessage(message: SessionMessage) {
    if (message.type === 'ask' && store.getState().authenticated && !store.getState().user?.punchoutSession && !loggingOut) {
      const user = await um.getUser().catch(() => null);
      if (usable(user)) channel?.post({ type: 'share', user: serializeUser(user) });
    } else if (message.type === 'share' && waitingForShare) {
      try {
        waitingForShare(parseUser(message.user));
      } catch (error) {
        report(error);
      }
    } else if (message.type === 'logout' && store.getState().authenticated && !store.getState().user?.punchoutSession && !loggingOut) {
      // Another tab logged out: follow it (a punch-out session, the tab's own, goes on).
      await clearLocalSession();
      deps.navigate('/login');
    }
  }

  /** A session another open tab of the shop shares, if one answers in time. */
  function askOtherTabs(): Promise<SessionUser | null> {
    if (!channel || askOtherTabsMs <= 0) return Promise.resolve(null);
    return new Promise((resolve) => {
      const done = (user: SessionUser | null) => {
        waitingForShare = null;
        clearTimeout(giveUp);
        resolve(user);
      };
      const giveUp = setTimeout(() => done(null), askOtherTabsMs);
      waitingForShare = (user) => done(user);
      channel.post({ type: 'ask' });
    });
  }

  const client = {
    /**
     * At start: takes over this tab's or another open tab's valid session; otherwise the visitor is
     * anonymous. `url` is the page the tab opened on.
     */
    async init(url: string = globalThis.location?.href ?? '/') {
      stopListening?.();
      stopListening = channel ? channel.listen((message) => void onMessage(message)) : null;
      try {
        let user = await um.getUser();
        if (!user && !signingInHere(url)) {
          const shared = await askOtherTabs();
          if (usable(shared)) {
            await um.storeUser(shared);
            user = shared;
          }
        }
        if (usable(user)) {
          apply(user);
          return;
        }
        if (user) await clearLocalSession();
      } catch (error) {
        report(error);
      }
      store.getState().markAnonymous();
    },

    /**
     * Sends the browser to the provider's sign-in page; afterwards the user returns to `returnTo`.
     * With a punch-out start token (a procurement system sent the buyer) the provider signs the
     * buyer in with it, once, without its login form; an earlier sign-in in this browser does not count.
     */
    async login(returnTo?: string, opts: { punchoutToken?: string } = {}) {
      const state: SignInState = { returnTo: safeReturnTo(returnTo ?? '/') };
      try {
        // The buyer the link names replaces whoever was signed in here (another tab's user, say).
        if (opts.punchoutToken && store.getState().authenticated) await clearLocalSession();
        await um.signinRedirect(opts.punchoutToken ? { state, prompt: 'login', extraQueryParams: { punchout_token: opts.punchoutToken } } : { state });
      } catch (error) {
        report(error);
        store.getState().addError(error instanceof Error ? error.message : String(error));
        throw error;
      }
    },

    /** At /auth: finishes the sign-in and says where the user goes next. */
    async completeSignIn(url?: string): Promise<string> {
      const user = await um.signinRedirectCallback(url);
      rememberStrategy(local);
      apply(user);
      return safeReturnTo((user.state as SignInState | undefined)?.returnTo);
    },

    /**
     * Clears everything of the session here, then sends the browser to the provider's end-session
     * endpoint with the client id and the post-logout redirect; the provider returns to /login.
     */
    async logout() {
      if (loggingOut) return;
      loggingOut = true;
      try {
        let idToken = store.getState().idToken;
        if (!idToken) idToken = (await um.getUser().catch(() => null))?.id_token ?? null;
        // The end of a punch-out session is its tab's own: the employee's other tabs go on.
        if (!store.getState().user?.punchoutSession) channel?.post({ type: 'logout' });
        await clearLocalSession();
        // client_id is sent as well as the id_token_hint; oidc-client-ts's types omit it.
        const args = {
          id_token_hint: idToken ?? undefined,
          client_id: deps.clientId,
          post_logout_redirect_uri: deps.postLogoutRedirectUri,
        } as SignoutRedirectArgs;
        await um.signoutRedirect(args);
      } catch (error) {
        // The provider cannot be reached: the session here is gone anyway.
        report(error);
        deps.navigate('/login');
      } finally {
        loggingOut = false;
      }
    },

    /** The auth middleware's check on every navigation: an ended session logs out. */
    sessionEnded(): boolean {
      const { authenticated, expiresAt } = store.getState();
      return authenticated && isExpired(expiresAt);
    },

    dispose() {
      stopTimer();
      stopWatchingRejection();
      stopListening?.();
      stopListening = null;
    },
  };
  return client;
}

export type AuthClient = ReturnType<typeof createAuthClient>;
