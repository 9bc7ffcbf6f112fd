// Throttles guessing: sign-ins (and their two-factor codes), the current-password checks of
// account security (step-up), punch-ins with a procurement system's secret, and secret-link
// lookups. Kept in the database so all instances agree.
//
// Every attempt is counted BEFORE its password is checked, and the count and the lock are decided
// in one statement (INSERT … ON CONFLICT DO UPDATE … RETURNING): parallel attempts cannot all see
// "not locked yet". An attempt that succeeds takes its count back (clearFailures / forgive).
//
// Per kind of attempt, three keys:
// - the account from this client address: after 5 attempts locked for 30 s, doubling with each
//   further one up to 15 minutes — stops guessing from one address;
// - the client address over all accounts: after 30 attempts locked for 5 minutes — stops one
//   address from trying many accounts;
// - the account over all addresses: never locked (a lock would let anyone lock its owner out);
//   after 10 attempts each further one waits a short, growing delay (0.25 s doubling, at most
//   5 s) before it is answered — slows guessing from many addresses.
// Punch-ins and secret links have keys of their own, apart from people's sign-ins: a wrong
// punch-out secret never counts toward a person's lock, nor toward the address's sign-in lock.
// The client address is Fastify's req.ip: the real client only when TRUST_PROXY names the proxy
// in front (see api/README.md).
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Queryable } from '../../db/db.js';

const WINDOW_MINUTES = 15;
const ACCOUNT_FREE = 5;
const ADDRESS_FREE = 30;
const SPREAD_FREE = 10;
const SPREAD_DELAY_MS = 250;
const SPREAD_MAX_DELAY_MS = 5000;
/** A key that is never locked: only delayed. */
const NEVER = 1_000_000_000;

export type ThrottleKind = 'signin' | 'punchin' | 'secretlink';

export interface Lock {
  lockedSeconds: number;
}

export interface KeySpec {
  key: string;
  free: number;
  lockSeconds: number;
  maxLockSeconds: number;
  spread?: boolean;
  address?: boolean;
}

const PREFIX: Record<ThrottleKind, string> = { signin: 'user', punchin: 'punchout', secretlink: 'secret' };

/** The keys of an attempt: the account from this address, the address, the account anywhere. */
export function throttleKeys(kind: ThrottleKind, account: string, ip: string): KeySpec[] {
  const name = account.trim().toLowerCase();
  const prefix = PREFIX[kind];
  // The sign-in address key keeps its old name ('ip:…').
  const address = kind === 'signin' ? `ip:${ip}` : `${prefix}-ip:${ip}`;
  const keys: KeySpec[] = [{ key: address, free: ADDRESS_FREE, lockSeconds: 300, maxLockSeconds: 300, address: true }];
  if (name) {
    keys.push({ key: `${prefix}:${name}@${ip}`, free: ACCOUNT_FREE, lockSeconds: 30, maxLockSeconds: 900 });
    keys.push({ key: `${prefix}:${name}`, free: NEVER, lockSeconds: 0, maxLockSeconds: 0, spread: true });
  }
  return keys;
}

/**
 * Counts an attempt on its keys and answers, in the same statement, whether it may go on: null,
 * after the delay the account's spread-out failures call for, or the lock that refuses it.
 */
export async function beginAttempt(db: Queryable, keys: KeySpec[]): Promise<Lock | null> {
  const rows = await db.query<{ key: string; failures: number; refused: boolean; seconds: number | null }>(
    `INSERT INTO idp_login_failures AS f (key, failures, first_at, locked_until, free_failures, lock_seconds, max_lock_seconds, refused)
     SELECT k, 1, now(), CASE WHEN 1 >= free THEN now() + make_interval(secs => base) END, free, base, cap, false
       FROM unnest($1::text[], $2::int[], $3::float8[], $4::float8[]) AS x(k, free, base, cap)
     ON CONFLICT (key) DO UPDATE SET
       refused = coalesce(f.locked_until > now(), false),
       failures = CASE WHEN f.locked_until > now() THEN f.failures
                       WHEN f.first_at < now() - interval '${WINDOW_MINUTES} minutes' THEN 1
                       ELSE f.failures + 1 END,
       first_at = CASE WHEN f.locked_until > now() THEN f.first_at
                       WHEN f.first_at < now() - interval '${WINDOW_MINUTES} minutes' THEN now()
                       ELSE f.first_at END,
       free_failures = EXCLUDED.free_failures,
       lock_seconds = EXCLUDED.lock_seconds,
       max_lock_seconds = EXCLUDED.max_lock_seconds,
       locked_until = CASE
         WHEN f.locked_until > now() THEN f.locked_until
         WHEN (CASE WHEN f.first_at < now() - interval '${WINDOW_MINUTES} minutes' THEN 1 ELSE f.failures + 1 END) >= EXCLUDED.free_failures
           THEN now() + make_interval(secs => LEAST(EXCLUDED.max_lock_seconds,
                  EXCLUDED.lock_seconds * power(2, (CASE WHEN f.first_at < now() - interval '${WINDOW_MINUTES} minutes' THEN 1 ELSE f.failures + 1 END) - EXCLUDED.free_failures)))
         ELSE f.locked_until END
     RETURNING key, failures, refused, extract(epoch FROM locked_until - now())::float8 AS seconds`,
    [keys.map((k) => k.key), keys.map((k) => k.free), keys.map((k) => k.lockSeconds), keys.map((k) => k.maxLockSeconds)],
  );
  const refused = rows.filter((r) => r.refused);
  if (refused.length) return { lockedSeconds: Math.max(1, Math.ceil(Math.max(...refused.map((r) => r.seconds ?? 1)))) };
  const spread = keys.find((k) => k.spread);
  const failures = rows.find((r) => r.key === spread?.key)?.failures ?? 0;
  if (failures > SPREAD_FREE) await sleep(Math.min(SPREAD_MAX_DELAY_MS, SPREAD_DELAY_MS * 2 ** (failures - SPREAD_FREE - 1)));
  return null;
}

/**
 * An attempt succeeded: the account's counts are cleared (from this address and anywhere), the
 * address's count takes this attempt back (its earlier failures stay).
 */
export async function clearFailures(db: Db | Queryable, keys: KeySpec[]): Promise<void> {
  const accountKeys = keys.filter((k) => !k.address).map((k) => k.key);
  const addressKeys = keys.filter((k) => k.address).map((k) => k.key);
  await db.query('DELETE FROM idp_login_failures WHERE key = ANY($1)', [accountKeys]);
  await forgive(db, addressKeys);
}

/** Takes one counted attempt back from these keys (a lookup that found what it asked for). */
export async function forgive(db: Db | Queryable, keys: string[] | KeySpec[]): Promise<void> {
  const names = keys.map((k) => (typeof k === 'string' ? k : k.key));
  await db.query('UPDATE idp_login_failures SET failures = greatest(failures - 1, 0) WHERE key = ANY($1)', [names]);
}

/** A new password (set through a link): the account's sign-in counts start again, everywhere. */
export async function clearAccount(db: Db | Queryable, userName: string): Promise<void> {
  const name = userName.trim().toLowerCase();
  await db.query("DELETE FROM idp_login_failures WHERE key = $1 OR key LIKE $2", [`user:${name}`, `user:${name.replace(/[\\%_]/g, '\\$&')}@%`]);
}
