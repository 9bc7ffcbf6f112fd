// What the browser keeps of a signed-in session, and how logout removes all of it:
// the stored auth strategy (localStorage), the auth token and its expiry (oidc-client-ts's user
// entry, in the tab's sessionStorage), the request-verification cookies, and session storage.

/** localStorage key naming the strategy the user signed in with ('oidc'). */
export const AUTH_STRATEGY_KEY = 'kraanvogel.auth.strategy';
/** Prefix of everything oidc-client-ts stores for us (user = token + expiry, pending sign-in state). */
export const OIDC_STORE_PREFIX = 'kraanvogel.oidc.';
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
    if (key && (key === AUTH_STRATEGY_KEY || key.startsWith(OIDC_STORE_PREFIX))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

export function rememberStrategy(storage: Storage = localStorage) {
  storage.setItem(AUTH_STRATEGY_KEY, 'oidc');
}
