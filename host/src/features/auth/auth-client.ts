// Sign-in, automatic logout and logout (SPEC §4 "Authentication lifecycle", §7 "Authentication"):
// authorization code flow with PKCE S256 through oidc-client-ts against the configured provider.
// The host is the only writer of the shared auth store; every remote reads it.
import type { SignoutRedirectArgs, User, UserManager } from 'oidc-client-ts';
import { authStore, type AuthSession, type AuthState } from '@kraanvogel/shared';
import { clearAuthCookies, clearAuthStorage, OIDC_USER_KEY_PREFIX, rememberStrategy } from './session-storage';

/** SPEC §9: access token maximum age. */
export const ACCESS_TOKEN_MAX_AGE_S = 1800;

/** The part of oidc-client-ts's UserManager the lifecycle uses (a fake stands in for it in tests). */
export type UserManagerLike = Pick<UserManager, 'getUser' | 'signinRedirect' | 'signinRedirectCallback' | 'signoutRedirect' | 'removeUser'>;

export interface SignInState {
  returnTo?: string;
}

type StoreLike = { getState: () => AuthState };

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
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  reportError?: (error: unknown) => void;
}

/** When the session ends: the token's expiry, and never later than 1800 s after it was issued. */
export function sessionEndsAt(user: Pick<User, 'expires_at' | 'profile'>): number | null {
  const ends: number[] = [];
  if (typeof user.expires_at === 'number') ends.push(user.expires_at * 1000);
  const iat = user.profile?.iat;
  if (typeof iat === 'number') ends.push((iat + ACCESS_TOKEN_MAX_AGE_S) * 1000);
  return ends.length ? Math.min(...ends) : null;
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

export function toAuthSession(user: User): AuthSession {
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
    },
  };
}

const AUTH_PAGES = /^\/(login|auth|logout)(\/|$|\?|#)/;

/** A path inside the shop to return to after sign-in; anything else (other sites, auth pages) is home. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (AUTH_PAGES.test(value)) return '/';
  return value;
}

/** Errors oidc-client-ts raises in normal use: not worth the console (SPEC §8). */
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
  let timer: unknown = null;
  let loggingOut = false;

  function stopTimer() {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  function apply(user: User) {
    const s = toAuthSession(user);
    store.getState().signIn(s);
    stopTimer();
    // Automatic logout (SPEC §4): when the session ends, the user is logged out.
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
    clearAuthCookies(deps.doc ?? document);
    try {
      await deps.resetAppState();
    } catch (error) {
      console.error(error);
    }
    session.clear();
  }

  // Another tab logged out (its removal of the user entry shows here): follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key?.startsWith(OIDC_USER_KEY_PREFIX) && e.newValue === null && store.getState().authenticated && !loggingOut) {
      void clearLocalSession().then(() => deps.navigate('/login'));
    }
  };

  const client = {
    /** At start: takes over a stored, still valid session; otherwise the visitor is anonymous. */
    async init() {
      (deps.win ?? window).addEventListener('storage', onStorage);
      try {
        const user = await um.getUser();
        if (user && !isExpired(sessionEndsAt(user)) && !user.expired) {
          apply(user);
          return;
        }
        if (user) await clearLocalSession();
      } catch (error) {
        report(error);
      }
      store.getState().markAnonymous();
    },

    /** Sends the browser to the provider's sign-in page; afterwards the user returns to `returnTo`. */
    async login(returnTo?: string) {
      const state: SignInState = { returnTo: safeReturnTo(returnTo ?? '/') };
      try {
        await um.signinRedirect({ state });
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
        await clearLocalSession();
        // client_id is sent as well as the id_token_hint (SPEC §4); oidc-client-ts's types omit it.
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
      (deps.win ?? window).removeEventListener('storage', onStorage);
    },
  };
  return client;
}

export type AuthClient = ReturnType<typeof createAuthClient>;
