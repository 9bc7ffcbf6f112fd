// The secret links of unlisted articles: `?secret=` plus at least 128 random bits (newSecret),
// and their lookups throttled per client address (modules/identity/login-throttle.ts: a lookup
// that finds nothing counts; one that finds the article is taken back), so they cannot be guessed.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.js';
import { tooMany } from '../../plugins/errors.js';
import { beginAttempt, forgive, throttleKeys } from '../identity/login-throttle.js';

/** A new secret: 16 random bytes (128 bits), base64url (22 characters). */
export function newSecret(): string {
  return randomBytes(16).toString('base64url');
}

export const SECRET_LINK_TEXTS = {
  locked: (seconds: number) => `Te veel geheime links geprobeerd die niet bestaan. Probeer het over ${Math.ceil(seconds / 60)} minuten opnieuw.`,
};

/** Looks up what a secret unlocks, counting a miss against the caller's address. */
export async function throttledSecretLookup<T>(db: Queryable, ip: string, lookup: () => Promise<T | null | undefined>): Promise<T | null> {
  const keys = throttleKeys('secretlink', '', ip);
  const lock = await beginAttempt(db, keys);
  if (lock) throw tooMany('TooManyAttempts', SECRET_LINK_TEXTS.locked(lock.lockedSeconds), lock.lockedSeconds);
  const found = await lookup();
  if (!found) return null;
  await forgive(db, keys);
  return found;
}
