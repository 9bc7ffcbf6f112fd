// An organization's team in the database: its members, a new member (a user of the identity
// provider with a one-time link to set his password, made in one transaction), removing a member
// together with his sign-ins, and a user's open-basket reminder switch.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db.js';
import { revokeSignIns } from '../identity/accounts.js';
import { createPasswordLink } from '../identity/password-links.js';

// Invited: a one-time link to set the password was sent (invitation or registration) and no link of
// the user has been used yet, so he has never chosen a password.
const SELECT_EMPLOYEE = `SELECT id, user_name AS "userName", email, name, surname, phone_number AS "phoneNumber", roles, is_active AS "isActive",
  (EXISTS (SELECT 1 FROM password_links l WHERE l.user_id = users.id AND l.purpose IN ('invitation', 'registration'))
   AND NOT EXISTS (SELECT 1 FROM password_links l WHERE l.user_id = users.id AND l.used_at IS NOT NULL)) AS "isInvited" FROM users`;

export interface EmployeeRow {
  id: string;
  userName: string;
  email: string;
  name: string;
  surname: string;
  phoneNumber: string | null;
  roles: string[];
  isActive: boolean;
  /** Invited and the password not yet set. */
  isInvited: boolean;
}

export interface NewMember {
  email: string;
  name: string;
  surname: string;
  phoneNumber: string | null;
  roles: string[];
  /** A hash nobody can sign in with: the member chooses his own password through the link. */
  placeholderHash: string;
}

export class TeamRepository {
  constructor(private readonly db: Db) {}

  members(customer: string): Promise<EmployeeRow[]> {
    return this.db.query<EmployeeRow>(`${SELECT_EMPLOYEE} WHERE customer_number = $1 ORDER BY user_name`, [customer]);
  }

  /** Adds the member with his invitation link; null when the e-mail address is taken. */
  add(customer: string, m: NewMember, issuer: string) {
    return this.db.transaction(async (tx) => {
      if (await tx.one('SELECT 1 FROM users WHERE lower(user_name) = $1', [m.email])) return null;
      const id = `u-${customer}-${randomUUID().slice(0, 8)}`;
      await tx.query(
        'INSERT INTO users (id, customer_number, user_name, email, password_hash, name, surname, phone_number, roles) VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8)',
        [id, customer, m.email, m.placeholderHash, m.name, m.surname, m.phoneNumber, m.roles],
      );
      const link = await createPasswordLink(tx, { userId: id, purpose: 'invitation', issuer });
      const company = (await tx.one<{ name: string }>('SELECT name FROM customers WHERE number = $1', [customer]))?.name ?? '';
      return { employee: (await tx.one<EmployeeRow>(`${SELECT_EMPLOYEE} WHERE id = $1`, [id]))!, link, company };
    });
  }

  async fullName(userId: string): Promise<string | undefined> {
    const row = await this.db.one<{ name: string; surname: string }>('SELECT name, surname FROM users WHERE id = $1', [userId]);
    return row ? `${row.name} ${row.surname}` : undefined;
  }

  /** Removes a member of the customer and ends his sign-ins; false when there is no such member. */
  remove(customer: string, id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const row = await tx.one<{ id: string }>('DELETE FROM users WHERE id = $1 AND customer_number = $2 RETURNING id', [id, customer]);
      if (row) await revokeSignIns(tx, row.id);
      return !!row;
    });
  }

  async basketReminder(userId: string): Promise<boolean> {
    return (await this.db.one<{ on: boolean }>('SELECT receive_cart_reminder AS on FROM users WHERE id = $1', [userId]))?.on ?? false;
  }

  async setBasketReminder(userId: string, on: boolean): Promise<void> {
    await this.db.query('UPDATE users SET receive_cart_reminder = $2 WHERE id = $1', [userId, on]);
  }
}
