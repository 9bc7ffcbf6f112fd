// The users who can sign in: looked up by login name (the form) or by id (the token subject).
import type { Queryable } from '../../db/db.js';
import { totpStep } from '../../lib/totp.js';
import { signInsEnded } from '../../plugins/auth.js';

export interface UserRow {
  id: string;
  customer_number: string | null;
  customer_name: string | null;
  user_name: string;
  email: string;
  /** False from a change of the address until its owner follows the link mailed to it. */
  email_verified: boolean;
  password_hash: string;
  name: string;
  surname: string;
  phone_number: string | null;
  roles: string[];
  is_active: boolean;
  concurrency_stamp: string;
  two_factor_enabled: boolean;
  totp_secret: string | null;
}

const SELECT_USER = `SELECT u.id, u.customer_number, c.name AS customer_name, u.user_name, u.email, u.email_verified, u.password_hash,
       u.name, u.surname, u.phone_number, u.roles, u.is_active, u.concurrency_stamp,
       u.two_factor_enabled, u.totp_secret
  FROM users u LEFT JOIN customers c ON c.number = u.customer_number`;

export function findUserById(db: Queryable, id: string) {
  return db.one<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [id]);
}

export function findUserByName(db: Queryable, userName: string) {
  return db.one<UserRow>(`${SELECT_USER} WHERE lower(u.user_name) = lower($1)`, [userName.trim()]);
}

/**
 * Ends every sign-in of a user at once: the provider's sessions, grants and tokens go, so a
 * refresh fails and the APIs refuse his access tokens at their next grant check.
 */
export async function revokeSignIns(db: Queryable, userId: string) {
  await db.query("DELETE FROM idp_payloads WHERE payload->>'accountId' = $1", [userId]);
  signInsEnded(userId);
}

/**
 * Ends every sign-in of a user but the one `keepGrantId` names (the caller's own, after he
 * changed his password): the other sessions, grants, access and refresh tokens go, and this
 * process's token checks forget what they knew of them (other instances within GRANT_CHECK_MS).
 */
export async function revokeOtherSignIns(db: Queryable, userId: string, keepGrantId: string | null) {
  if (!keepGrantId) return revokeSignIns(db, userId);
  await db.query(
    `DELETE FROM idp_payloads
      WHERE payload->>'accountId' = $1
        AND NOT (model = 'Grant' AND id = $2)
        AND coalesce(payload->>'grantId', '') <> $2
        AND NOT (model = 'Session' AND position($2 in payload::text) > 0)`,
    [userId, keepGrantId],
  );
  signInsEnded(userId);
}

/** A user's own details as he changes them; a new concurrency stamp each time. */
export interface ProfileValues {
  email: string;
  name: string;
  surname: string;
  phoneNumber: string | null;
}

export async function setPasswordHash(db: Queryable, userId: string, hash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, concurrency_stamp = md5(random()::text) WHERE id = $1', [userId, hash]);
}

/** False when the stamp is stale (someone changed the profile since it was read) or the user is gone. */
export async function updateProfile(db: Queryable, userId: string, v: ProfileValues, concurrencyStamp: string | null): Promise<boolean> {
  // A different address is unverified until its owner confirms it (email-links.ts).
  const updated = await db.one<{ id: string }>(
    `UPDATE users SET email = $2, name = $3, surname = $4, phone_number = $5, concurrency_stamp = md5(random()::text),
            email_verified = CASE WHEN lower(email) = lower($2) THEN email_verified ELSE false END
      WHERE id = $1 AND ($6::text IS NULL OR concurrency_stamp = $6) RETURNING id`,
    [userId, v.email, v.name, v.surname, v.phoneNumber, concurrencyStamp],
  );
  return !!updated;
}

export interface TwoFactorState {
  id: string;
  user_name: string;
  password_hash: string;
  two_factor_enabled: boolean;
  totp_pending_secret: string | null;
}

export function findTwoFactorState(db: Queryable, userId: string) {
  return db.one<TwoFactorState>('SELECT id, user_name, password_hash, two_factor_enabled, totp_pending_secret FROM users WHERE id = $1', [userId]);
}

export async function disableTwoFactor(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'UPDATE users SET two_factor_enabled = false, totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL, concurrency_stamp = md5(random()::text) WHERE id = $1',
    [userId],
  );
}

/** Keeps a secret shown to the user until he confirms it with a code. */
export async function setPendingTotpSecret(db: Queryable, userId: string, secret: string): Promise<void> {
  await db.query('UPDATE users SET totp_pending_secret = $2 WHERE id = $1', [userId, secret]);
}

/** The pending secret becomes the one the sign-in asks a code of. */
export async function confirmTwoFactor(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `UPDATE users SET two_factor_enabled = true, totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = NULL,
            concurrency_stamp = md5(random()::text) WHERE id = $1`,
    [userId],
  );
}

/**
 * Accepts a code for a user once: valid now and for a later time step than the last accepted one
 * (a code seen once cannot sign in again). Returns whether it was accepted, and then records its step.
 */
export async function acceptTotp(db: Queryable, userId: string, secret: string, code: string): Promise<boolean> {
  const step = totpStep(secret, code);
  if (step === null) return false;
  const row = await db.one<{ id: string }>('UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id', [userId, step]);
  return !!row;
}

/** Whether the provider still holds a sign-in's grant (logout deletes it). */
export async function grantAlive(db: Queryable, grantId: string): Promise<boolean> {
  return !!(await db.one("SELECT 1 FROM idp_payloads WHERE model = 'Grant' AND id = $1 AND (expires_at IS NULL OR expires_at > now())", [grantId]));
}
