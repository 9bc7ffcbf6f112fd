// Throttles repeated failed sign-ins per login name and per client address. After 5 failures a
// name is locked for 30 s, doubling with each further failure up to 15 minutes; an address is
// locked for 5 minutes after 30 failures. Kept in the database so all instances agree.
import type { Db } from '../../db/db.js';

const USER_FREE_FAILURES = 5;
const IP_FREE_FAILURES = 30;
const WINDOW_MINUTES = 15;

export interface Lock {
  lockedSeconds: number;
}

export function throttleKeys(userName: string, ip: string) {
  return [`user:${userName.trim().toLowerCase()}`, `ip:${ip}`];
}

export async function currentLock(db: Db, keys: string[]): Promise<Lock | null> {
  const row = await db.one<{ s: number | null }>(
    'SELECT max(extract(epoch FROM locked_until - now()))::float8 AS s FROM idp_login_failures WHERE key = ANY($1) AND locked_until > now()',
    [keys],
  );
  return row?.s ? { lockedSeconds: Math.ceil(row.s) } : null;
}

export async function registerFailure(db: Db, keys: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const key of keys) {
      const free = key.startsWith('ip:') ? IP_FREE_FAILURES : USER_FREE_FAILURES;
      await tx.query(
        `INSERT INTO idp_login_failures (key, failures, first_at) VALUES ($1, 1, now())
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN idp_login_failures.first_at < now() - interval '${WINDOW_MINUTES} minutes' THEN 1 ELSE idp_login_failures.failures + 1 END,
           first_at = CASE WHEN idp_login_failures.first_at < now() - interval '${WINDOW_MINUTES} minutes' THEN now() ELSE idp_login_failures.first_at END`,
        [key],
      );
      await tx.query(
        `UPDATE idp_login_failures
            SET locked_until = now() + make_interval(secs => LEAST($3::float8, $4::float8 * power(2, failures - $2)))
          WHERE key = $1 AND failures >= $2`,
        [key, free, ...(key.startsWith('ip:') ? [300, 300] : [900, 30])],
      );
    }
  });
}

export async function clearFailures(db: Db, userName: string): Promise<void> {
  await db.query('DELETE FROM idp_login_failures WHERE key = $1', [`user:${userName.trim().toLowerCase()}`]);
}
