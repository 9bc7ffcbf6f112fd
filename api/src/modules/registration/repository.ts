// Self-registration in the database: the attempts per client address (the hourly limit), the
// requests, and handling one: approving makes the customer, its main and delivery addresses and
// its main user with a one-time set-password link, in one transaction under a lock, so that two
// approvals at once never get the same customer number; rejecting keeps the reason.
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError, notFound } from '../../plugins/errors.js';
import { createPasswordLink, type PasswordLink } from '../identity/password-links.js';

const SELECT = `SELECT id, status, created_at AS "createdAt", handled_at AS "handledAt", customer_number AS "customerNumber",
  rejection_reason AS "rejectionReason", company_name, vat_number, chamber_of_commerce, street, house_number, postal_code, city,
  country, company_phone, company_email, gender, initials, first_name, middle_name, last_name, phone, email, delivery_is_company,
  delivery_street, delivery_house_number, delivery_postal_code, delivery_city, delivery_country
  FROM registration_requests`;

export type RegistrationRow = Record<string, string | boolean | Date | number | null> & { id: number; status: string; email: string };

/** A checked request, by column. */
export interface RegistrationValues {
  company_name: string;
  vat_number: string;
  chamber_of_commerce: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  country: string;
  company_phone: string;
  company_email: string;
  gender: string;
  initials: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  phone: string;
  email: string;
  delivery_is_company: boolean;
  delivery_street: string;
  delivery_house_number: string;
  delivery_postal_code: string;
  delivery_city: string;
  delivery_country: string;
}

const COLUMNS: (keyof RegistrationValues)[] = [
  'company_name', 'vat_number', 'chamber_of_commerce', 'street', 'house_number', 'postal_code', 'city', 'country',
  'company_phone', 'company_email', 'gender', 'initials', 'first_name', 'middle_name', 'last_name', 'phone', 'email', 'delivery_is_company',
  'delivery_street', 'delivery_house_number', 'delivery_postal_code', 'delivery_city', 'delivery_country',
];

const notPending = (row: RegistrationRow) =>
  new ApiError(409, 'RegistrationRequest:AlreadyHandled', `Registratieaanvraag ${row.id} is al ${row.status === 'approved' ? 'goedgekeurd' : 'afgewezen'}.`);

async function load(q: Queryable, id: number, lock = false): Promise<RegistrationRow> {
  const row = await q.one<RegistrationRow>(`${SELECT} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!row) throw notFound('RegistrationRequest:NotFound', `Registratieaanvraag ${id} bestaat niet.`);
  return row;
}

export class RegistrationRepository {
  constructor(private readonly db: Db) {}

  /** The attempts from an address within the last hour, and in how many seconds the oldest of them leaves it. */
  async recentAttempts(address: string): Promise<{ count: number; retryAfterSeconds: number | null }> {
    const row = await this.db.one<{ n: number; retry: number | null }>(
      `SELECT count(*)::int AS n, ceil(extract(epoch FROM min(at) + interval '1 hour' - now()))::int AS retry
         FROM registration_attempts WHERE address = $1 AND at > now() - interval '1 hour'`,
      [address],
    );
    return { count: row?.n ?? 0, retryAfterSeconds: row?.retry ?? null };
  }

  /** Counts an attempt (and forgets that address's attempts older than a day). */
  async recordAttempt(address: string): Promise<void> {
    await this.db.query("DELETE FROM registration_attempts WHERE address = $1 AND at < now() - interval '1 day'", [address]);
    await this.db.query('INSERT INTO registration_attempts (address) VALUES ($1)', [address]);
  }

  async accountExists(email: string): Promise<boolean> {
    return !!(await this.db.one('SELECT 1 FROM users WHERE lower(user_name) = lower($1)', [email]));
  }

  /** Stores a request; a second one for an address with an open request is dropped by the unique index. */
  async store(v: RegistrationValues): Promise<void> {
    await this.db.query(
      `INSERT INTO registration_requests (${COLUMNS.join(', ')})
       VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT (lower(email)) WHERE status = 'pending' DO NOTHING`,
      COLUMNS.map((c) => v[c]),
    );
  }

  async page(status: string, take: number, skip: number): Promise<{ total: number; rows: RegistrationRow[] }> {
    const total = await this.db.one<{ n: number }>('SELECT count(*)::int AS n FROM registration_requests WHERE status = $1', [status]);
    const rows = await this.db.query<RegistrationRow>(`${SELECT} WHERE status = $1 ORDER BY created_at, id LIMIT $2 OFFSET $3`, [status, take, skip]);
    return { total: total?.n ?? 0, rows };
  }

  /** Approves a pending request: the customer, its addresses and main user, and his set-password link. */
  approve(id: number, admin: string, user: { placeholderHash: string; roles: string[]; issuer: string }): Promise<{ row: RegistrationRow; link: PasswordLink }> {
    return this.db.transaction(async (tx) => {
      const row = await load(tx, id, true);
      if (row.status !== 'pending') throw notPending(row);
      if (await tx.one('SELECT 1 FROM users WHERE lower(user_name) = lower($1)', [row.email])) {
        throw new ApiError(409, 'RegistrationRequest:EmailTaken', `Er bestaat al een gebruiker met e-mailadres ${row.email}.`);
      }
      // Customer numbers follow the highest one; the lock keeps two approvals at once apart.
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('customer_number'))");
      const next = await tx.one<{ number: string }>("SELECT (coalesce(max(number::bigint), 100000) + 1)::text AS number FROM customers WHERE number ~ '^[0-9]{1,12}$'");
      const number = next!.number;
      await tx.query('INSERT INTO customers (number, name, vat_number, chamber_of_commerce, phone, email) VALUES ($1, $2, $3, $4, $5, $6)', [
        number,
        row.company_name,
        row.vat_number,
        row.chamber_of_commerce,
        row.company_phone,
        row.company_email,
      ]);
      const address = 'INSERT INTO customer_addresses (customer_number, kind, name, street, house_number, postal_code, city, country) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)';
      await tx.query(address, [number, 'main', row.company_name, row.street, row.house_number, row.postal_code, row.city, row.country]);
      await tx.query(address, [number, 'delivery', row.company_name, row.delivery_street, row.delivery_house_number, row.delivery_postal_code, row.delivery_city, row.delivery_country]);
      const userId = `u-${number}-${randomUUID().slice(0, 8)}`;
      await tx.query(
        `INSERT INTO users (id, customer_number, user_name, email, password_hash, name, surname, phone_number, roles) VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8)`,
        [userId, number, row.email, user.placeholderHash, row.first_name, [row.middle_name, row.last_name].filter(Boolean).join(' '), row.phone, user.roles],
      );
      await tx.query("UPDATE registration_requests SET status = 'approved', handled_at = now(), handled_by = $2, customer_number = $3 WHERE id = $1", [id, admin, number]);
      const link = await createPasswordLink(tx, { userId, purpose: 'registration', issuer: user.issuer });
      return { row: await load(tx, id), link };
    });
  }

  /** Rejects a pending request, with the reason for the applicant. */
  reject(id: number, admin: string, reason: string | null): Promise<RegistrationRow> {
    return this.db.transaction(async (tx) => {
      const row = await load(tx, id, true);
      if (row.status !== 'pending') throw notPending(row);
      await tx.query("UPDATE registration_requests SET status = 'rejected', handled_at = now(), handled_by = $2, rejection_reason = $3 WHERE id = $1", [id, admin, reason]);
      return load(tx, id);
    });
  }
}
