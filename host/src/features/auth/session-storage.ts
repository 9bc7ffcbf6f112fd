// What the browser keeps of a signed-in session, and how logout removes all of it:
// the stored auth strategy (localStorage), the auth token and its expiry (oidc-client-ts's user
// entry, in the tab's sessionStorage), the request-verification cookies, and session storage.
import { browserStorage, moveStorageKeys, storageKey } from '@kraanvogel/shared';

/** localStorage key naming the strategy the user signed in with ('oidc'). */
export const AUTH_STRATEGY_KEY = storageKey('auth-strategy');
/** Prefix of everything oidc-client-ts stores for us (user = token + expiry, pending sign-in state). */
export const OIDC_STORE_PREFIX = `${storageKey('oidc')}:`;
/** The keys of before the shop chose one key style. */
const EARLIER_STRATEGY_KEY = 'kraanvogel.auth.strategy';
const EARLIER_OIDC_PREFIX = 'kraanvogel.oidc.';
/** Key prefix of the signed-in user's entry (token, expiry, id token, profile). */
export const OIDC_USER_KEY_PREFIX = `${OIDC_STORE_PREFIX}user:`;

/** Cookies that carry auth state or a request-verification (anti-forgery) token. */
const AUTH_COOKIE = /^(auth\.|auth_|XSRF-TOKEN$|X-XSRF-TOKEN$|__RequestVerificationToken|RequestVerificationToken|\.AspNetCore\.Antiforgery)/i;

export function isAuthCookie(name: string): boolean {
  return AUTH_COOKIE.test(name);
}

/** Expires every auth or request-verification cookie JavaScript can see, on every path level. */
export function clearAuthCookies(doc: Document = document) {
  const names = doc.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter((n) => n && isAuthCookie(n));
  const { hostname, pathname } = doc.location ?? { hostname: '', pathname: '/' };
  const paths = ['/', ...pathname.split('/').filter(Boolean).map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}`)];
  const domains = ['', hostname, `.${hostname}`];
  for (const name of names) {
    for (const path of paths) {
      for (const domain of domains) {
        doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}${domain ? `; domain=${domain}` : ''}`;
      }
    }
  }
}

/** Removes the auth strategy, token and expiry entries from a storage (local: also those an older version kept there). */
export function clearAuthStorage(storage: Storage = localStorage) {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && [AUTH_STRATEGY_KEY, EARLIER_STRATEGY_KEY].includes(key)) keys.push(key);
    else if (key && [OIDC_STORE_PREFIX, EARLIER_OIDC_PREFIX].some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Moves a session kept under the keys of before the shop chose one key style: nobody is signed out by the rename. */
export function adoptEarlierAuthKeys(local: Storage | undefined = browserStorage('local'), session: Storage | undefined = browserStorage('session')) {
  moveStorageKeys(local, EARLIER_STRATEGY_KEY, AUTH_STRATEGY_KEY);
  for (const storage of [local, session]) moveStorageKeys(storage, EARLIER_OIDC_PREFIX, OIDC_STORE_PREFIX, true);
}

export function rememberStrategy(storage: Storage = localStorage) {
  storage.setItem(AUTH_STRATEGY_KEY, 'oidc');
}
