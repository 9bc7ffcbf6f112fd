// One-time links by which a user sets their own password: after an approved registration, after
// an invitation to a team, or to reset a forgotten one. The link carries a random token; the
// database keeps only its SHA-256, so a copy of the database cannot be turned into working links.
// A link works once and until it expires. The page behind the link is the identity provider's
// (modules/identity/routes.ts: GET/POST <issuer>/set-password).
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.js';
import { hashPassword, passwordProblem } from '../../lib/password.js';

export type PasswordLinkPurpose = 'registration' | 'invitation' | 'reset';

/** How long a link works, per purpose: a new customer or team member may read the mail days later. */
export const PASSWORD_LINK_HOURS: Record<PasswordLinkPurpose, number> = { registration: 72, invitation: 72, reset: 2 };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The path of the set-password page under the provider's base path (or issuer). */
export const SET_PASSWORD_PATH = '/set-password';

export interface PasswordLink {
  token: string;
  /** The full address for the mail: `${issuer}/set-password?token=…`. */
  url: string;
  expiresAt: Date;
}

/**
 * Makes a new link for a user (inside the caller's transaction when given one). Earlier unused
 * links of that user stop working: only the newest mail counts.
 */
export async function createPasswordLink(
  db: Queryable,
  opts: { userId: string; purpose: PasswordLinkPurpose; issuer: string; hours?: number },
): Promise<PasswordLink> {
  const token = randomBytes(32).toString('base64url');
  const hours = opts.hours ?? PASSWORD_LINK_HOURS[opts.purpose];
  await db.query('UPDATE password_links SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [opts.userId]);
  const row = await db.one<{ expires_at: Date }>(
    `INSERT INTO password_links (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4::int)) RETURNING expires_at`,
    [hashOf(token), opts.userId, opts.purpose, hours],
  );
  const url = `${opts.issuer.replace(/\/+$/, '')}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  return { token, url, expiresAt: new Date(row!.expires_at) };
}

export interface OpenPasswordLink {
  userId: string;
  userName: string;
  name: string;
  purpose: PasswordLinkPurpose;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** The link's user when the token is one that still works (unused, not expired), else null. */
export async function findOpenPasswordLink(db: Queryable, token: string): Promise<OpenPasswordLink | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await db.one<OpenPasswordLink>(
    `SELECT l.user_id AS "userId", u.user_name AS "userName", u.name, l.purpose
       FROM password_links l JOIN users u ON u.id = l.user_id
      WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > now()`,
    [hashOf(token)],
  );
  return row ?? null;
}

export type SetPasswordResult = { ok: true; userName: string } | { ok: false; reason: 'invalid-link' | 'weak-password'; message?: string };

/**
 * Sets the password of the link's user and uses the link up, both or neither. Two submits of
 * one link race on the row lock: the second finds it used.
 */
export async function setPasswordWithLink(db: Db, token: string, password: string): Promise<SetPasswordResult> {
  const open = await findOpenPasswordLink(db, token);
  if (!open) return { ok: false, reason: 'invalid-link' };
  const problem = passwordProblem(password, open.userName);
  if (problem) return { ok: false, reason: 'weak-password', message: problem };
  // Hashing is slow on purpose: outside the transaction.
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const used = await tx.one<{ user_id: string }>(
      'UPDATE password_links SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id',
      [hashOf(token)],
    );
    if (!used) return { ok: false, reason: 'invalid-link' } as const;
    await tx.query('UPDATE users SET password_hash = $2, is_active = true, concurrency_stamp = md5(random()::text) WHERE id = $1', [used.user_id, hash]);
    return { ok: true, userName: open.userName } as const;
  });
}
