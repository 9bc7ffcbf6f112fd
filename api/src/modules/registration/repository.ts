// Self-registration in the database: the attempts per client address (the hourly limit), the
// requests, and handling one: approving makes the customer, its main and delivery addresses and
// its main user with a one-time set-password link, in one transaction under a lock, so that two
// approvals at once never get the same customer number; rejecting keeps the reason.
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError, notFound } from '../../plugins/errors.js';
import { createPasswordLink, type PasswordLink } from '../identity/password-links.js';

const SELECT = `SELECT id, status, created_at AS "createdAt", handled_at AS "handledAt", customer_number AS "customerNumber",
  rejection_reason AS "rejectionReason",
  (SELECT u.user_name FROM users u WHERE u.id = registration_requests.handled_by) AS "handledBy", company_name, vat_number, chamber_of_commerce, street, house_number, postal_code, city,
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

  /**
   * One page of the requests in a state, oldest first (the queue's order); `filter` matches part of
   * the company name, the KvK number, the contact's name or either e-mail address.
   */
  async page(status: string, take: number, skip: number, filter = ''): Promise<{ total: number; rows: RegistrationRow[] }> {
    const where = `WHERE status = $1 AND ($2 = '' OR company_name ILIKE $3 OR chamber_of_commerce LIKE $3 OR email ILIKE $3 OR company_email ILIKE $3
      OR concat_ws(' ', first_name, middle_name, last_name) ILIKE $3)`;
    const like = `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const args = [status, filter, like];
    const total = await this.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM registration_requests ${where}`, args);
    const rows = await this.db.query<RegistrationRow>(`${SELECT} ${where} ORDER BY created_at, id LIMIT $4 OFFSET $5`, [...args, take, skip]);
    return { total: total?.n ?? 0, rows };
  }

  async get(id: number): Promise<RegistrationRow> {
    return load(this.db, id);
  }

  /** Customers whose KvK number is this one (written as 8 digits). */
  async customersWithKvk(kvk: string): Promise<{ number: string; name: string }[]> {
    return this.db.query("SELECT number, name FROM customers WHERE regexp_replace(coalesce(chamber_of_commerce, ''), '[^0-9]', '', 'g') = $1 ORDER BY number LIMIT 20", [kvk]);
  }

  /** Customers whose address or any of whose users' e-mail addresses is at this domain. */
  async customersWithDomain(domain: string): Promise<{ number: string; name: string }[]> {
    return this.db.query(
      `SELECT c.number, c.name FROM customers c
        WHERE split_part(lower(coalesce(c.email, '')), '@', 2) = $1
           OR EXISTS (SELECT 1 FROM users u WHERE u.customer_number = c.number AND split_part(lower(u.email), '@', 2) = $1)
        ORDER BY c.number LIMIT 20`,
      [domain],
    );
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
