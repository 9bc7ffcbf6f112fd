// The signed-in user as oidc-client-ts keeps it in the tab's sessionStorage (the JSON of its
// User.toStorageString), read without oidc-client-ts: a signed-in page load needs the stored
// session, not the OIDC library (17 KB gzip), which loads only for sign-in, its callback and
// logout (./auth.ts).
import type { User } from 'oidc-client-ts';

/** What the auth lifecycle uses of a user; oidc-client-ts's User is one. */
export type SessionUser = Pick<User, 'access_token' | 'id_token' | 'profile' | 'expires_at' | 'expired' | 'state' | 'toStorageString'>;

/** Reads a stored user entry; throws on one that is not a user (the caller treats it as no session). */
export function parseStoredUser(text: string, now: () => number = Date.now): SessionUser {
  const data = JSON.parse(text) as Record<string, unknown> | null;
  if (!data || typeof data.access_token !== 'string' || !data.profile || typeof data.profile !== 'object') {
    throw new Error('De opgeslagen sessie is onleesbaar');
  }
  const expiresAt = typeof data.expires_at === 'number' ? data.expires_at : undefined;
  return {
    access_token: data.access_token,
    id_token: typeof data.id_token === 'string' ? data.id_token : undefined,
    profile: data.profile as User['profile'],
    expires_at: expiresAt,
    state: undefined,
    // As oidc-client-ts: expired once the expiry (whole seconds) is reached.
    get expired() {
      return expiresAt === undefined ? undefined : expiresAt - Math.floor(now() / 1000) <= 0;
    },
    toStorageString: () => text,
  };
}
