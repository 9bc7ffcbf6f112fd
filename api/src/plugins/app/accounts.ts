// The users who can sign in: looked up by login name (the form) or by id (the token subject).
import type { Queryable } from '../../db/db.js';

export interface UserRow {
  id: string;
  customer_number: string | null;
  customer_name: string | null;
  user_name: string;
  email: string;
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

const SELECT_USER = `SELECT u.id, u.customer_number, c.name AS customer_name, u.user_name, u.email, u.password_hash,
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
}
