// The back office's customers in the database: the search (number, name, KvK number, postcode),
// one customer's page, and what an administrator does to a user, each recorded in
// admin_actions with who, when and why. Blocking ends the user's sign-ins at once and voids his
// unused set-password links (a link would make him active again).
import type { Db, Queryable, SqlParam } from '../../db/db.js';
import { ApiError, notFound } from '../../plugins/errors.js';
import { revokeSignIns } from '../identity/accounts.js';
import { createPasswordLink, type PasswordLink } from '../identity/password-links.js';

export type AdminActionKind = 'block' | 'unblock' | 'resend-invitation' | 'reset-two-factor';

const INVITED = `(EXISTS (SELECT 1 FROM password_links l WHERE l.user_id = u.id AND l.purpose IN ('invitation', 'registration'))
  AND NOT EXISTS (SELECT 1 FROM password_links l WHERE l.user_id = u.id AND l.used_at IS NOT NULL))`;

export interface UserRow {
  id: string;
  userName: string;
  name: string;
  surname: string;
  customerNumber: string | null;
  isActive: boolean;
  isInvited: boolean;
  twoFactorEnabled: boolean;
}

const num = (v: unknown) => Number(v);
const iso = (v: unknown) => new Date(v as string).toISOString();

export class BackOfficeRepository {
  constructor(private readonly db: Db) {}

  async search(filter: string, take: number, skip: number) {
    const like = `%${filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const compact = filter.replace(/\s+/g, '').toUpperCase();
    const where = `WHERE $1 = '' OR c.number LIKE $2 OR c.name ILIKE $2 OR coalesce(c.chamber_of_commerce, '') LIKE $2
      OR EXISTS (SELECT 1 FROM customer_addresses a WHERE a.customer_number = c.number AND replace(upper(a.postal_code), ' ', '') LIKE $3)`;
    const args = [filter, like, `%${compact.replace(/[\\%_]/g, (c) => `\\${c}`)}%`];
    const total = await this.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM customers c ${where}`, args);
    const rows = await this.db.query<{ number: string; name: string; chamberOfCommerce: string | null; postalCode: string | null; city: string | null; users: number }>(
      `SELECT c.number, c.name, c.chamber_of_commerce AS "chamberOfCommerce", m.postal_code AS "postalCode", m.city,
              (SELECT count(*)::int FROM users u WHERE u.customer_number = c.number) AS users
         FROM customers c
         LEFT JOIN LATERAL (SELECT postal_code, city FROM customer_addresses a WHERE a.customer_number = c.number ORDER BY (a.kind = 'main') DESC, a.id LIMIT 1) m ON true
         ${where}
        ORDER BY c.number LIMIT $4 OFFSET $5`,
      [...args, take, skip],
    );
    return { totalCount: total?.n ?? 0, items: rows };
  }

  async customer(number: string) {
    const c = await this.db.one<Record<string, string | null>>(
      'SELECT number, name, chamber_of_commerce AS "chamberOfCommerce", vat_number AS "vatNumber", phone, email FROM customers WHERE number = $1',
      [number],
    );
    if (!c) throw notFound('Customer:NotFound', `Klant ${number} bestaat niet.`);
    const [addresses, discountGroups, users, openCount, latest, invoices, actions] = await Promise.all([
      this.db.query(
        `SELECT kind, name, street, house_number AS "houseNumber", postal_code AS "postalCode", city, country FROM customer_addresses WHERE customer_number = $1
          ORDER BY array_position(ARRAY['main', 'invoice', 'delivery'], kind), id`,
        [number],
      ),
      this.db.query<{ code: string; description: string; percentage: string }>(
        `SELECT g.code, g.description, d.percentage FROM customer_discounts d JOIN discount_groups g ON g.code = d.discount_group_code
          WHERE d.customer_number = $1 AND d.item_no IS NULL ORDER BY g.code`,
        [number],
      ),
      this.users('u.customer_number = $1', [number]),
      this.db.one<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_number = $1 AND status IN (100, 200)', [number]),
      this.db.query<{ orderNo: string; orderDate: string; status: number; totalNet: string }>(
        `SELECT order_no AS "orderNo", order_date AS "orderDate", status, total_net AS "totalNet" FROM orders
          WHERE customer_number = $1 AND status IN (100, 200) ORDER BY order_date DESC, order_no DESC LIMIT 5`,
        [number],
      ),
      this.db.query<{ invoiceType: string; invoiceNo: string; invoiceDate: string; totalNet: string; isPaid: boolean }>(
        `SELECT invoice_type AS "invoiceType", invoice_no AS "invoiceNo", invoice_date::text AS "invoiceDate", total_net AS "totalNet", is_paid AS "isPaid"
           FROM invoices WHERE customer_number = $1 ORDER BY invoice_date DESC, invoice_no DESC LIMIT 5`,
        [number],
      ),
      this.db.query<{ at: string; admin: string; action: AdminActionKind; userName: string; reason: string | null }>(
        `SELECT at, admin_name AS admin, action, user_name AS "userName", reason FROM admin_actions WHERE customer_number = $1 ORDER BY at DESC, id DESC LIMIT 20`,
        [number],
      ),
    ]);
    return {
      ...c,
      addresses,
      discountGroups: discountGroups.map((g) => ({ ...g, percentage: num(g.percentage) })),
      users: users.map((u) => ({ id: u.id, userName: u.userName, name: `${u.name} ${u.surname}`.trim(), roles: u.roles, isActive: u.isActive, isInvited: u.isInvited, twoFactorEnabled: u.twoFactorEnabled })),
      openOrders: { count: openCount?.n ?? 0, latest: latest.map((o) => ({ ...o, orderDate: iso(o.orderDate), totalNet: num(o.totalNet) })) },
      lastInvoices: invoices.map((i) => ({ ...i, totalNet: num(i.totalNet) })),
      actions: actions.map((a) => ({ ...a, at: iso(a.at) })),
    };
  }

  private users(where: string, args: SqlParam[], q: Queryable = this.db) {
    return q.query<UserRow & { roles: string[] }>(
      `SELECT u.id, u.user_name AS "userName", u.name, u.surname, u.customer_number AS "customerNumber", u.roles, u.is_active AS "isActive",
              ${INVITED} AS "isInvited", u.two_factor_enabled AS "twoFactorEnabled"
         FROM users u WHERE ${where} ORDER BY u.user_name`,
      args,
    );
  }

  /** A customer's user (staff are not managed here); 404 otherwise. */
  private async user(q: Queryable, id: string): Promise<UserRow> {
    const [row] = await this.users('u.id = $1 AND u.customer_number IS NOT NULL', [id], q);
    if (!row) throw notFound('User:NotFound', `Gebruiker ${id} bestaat niet of hoort niet bij een klant.`);
    return row;
  }

  private record(q: Queryable, admin: { id: string; name: string }, action: AdminActionKind, user: UserRow, reason: string | null) {
    return q.query('INSERT INTO admin_actions (admin_id, admin_name, action, user_id, user_name, customer_number, reason) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      admin.id,
      admin.name,
      action,
      user.id,
      user.userName,
      user.customerNumber,
      reason,
    ]);
  }

  /** Blocks a user: he cannot sign in, his sign-ins end now, his unused set-password links go. */
  block(id: string, admin: { id: string; name: string }, reason: string | null): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const user = await this.user(tx, id);
      if (!user.isActive) throw new ApiError(409, 'User:AlreadyBlocked', `${user.userName} is al geblokkeerd.`);
      await tx.query('UPDATE users SET is_active = false, concurrency_stamp = md5(random()::text) WHERE id = $1', [id]);
      await tx.query('DELETE FROM password_links WHERE user_id = $1 AND used_at IS NULL', [id]);
      await revokeSignIns(tx, id);
      await this.record(tx, admin, 'block', user, reason);
      return this.user(tx, id);
    });
  }

  unblock(id: string, admin: { id: string; name: string }, reason: string | null): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const user = await this.user(tx, id);
      if (user.isActive) throw new ApiError(409, 'User:NotBlocked', `${user.userName} is niet geblokkeerd.`);
      await tx.query('UPDATE users SET is_active = true WHERE id = $1', [id]);
      await this.record(tx, admin, 'unblock', user, reason);
      return this.user(tx, id);
    });
  }

  /** A new one-time link for a user who has never set his password; the older ones stop working. */
  reinvite(id: string, admin: { id: string; name: string }, issuer: string): Promise<{ user: UserRow; link: PasswordLink; company: string }> {
    return this.db.transaction(async (tx) => {
      const user = await this.user(tx, id);
      if (!user.isInvited) throw new ApiError(409, 'User:NotInvited', `${user.userName} heeft zijn wachtwoord al ingesteld: een uitnodiging is niet nodig.`);
      if (!user.isActive) throw new ApiError(409, 'User:Blocked', `${user.userName} is geblokkeerd. Deblokkeer de gebruiker eerst.`);
      const purpose = (await tx.one<{ purpose: 'invitation' | 'registration' }>("SELECT purpose FROM password_links WHERE user_id = $1 AND purpose IN ('invitation', 'registration') ORDER BY created_at DESC LIMIT 1", [id]))!.purpose;
      await tx.query('DELETE FROM password_links WHERE user_id = $1 AND used_at IS NULL', [id]);
      const link = await createPasswordLink(tx, { userId: id, purpose, issuer });
      await this.record(tx, admin, 'resend-invitation', user, null);
      const company = (await tx.one<{ name: string }>('SELECT name FROM customers WHERE number = $1', [user.customerNumber]))?.name ?? '';
      return { user: await this.user(tx, id), link, company };
    });
  }

  /** Turns two-factor sign-in off (a lost phone): the next sign-in asks the password only; his sign-ins end. */
  resetTwoFactor(id: string, admin: { id: string; name: string }, reason: string): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const user = await this.user(tx, id);
      if (!user.twoFactorEnabled) throw new ApiError(409, 'User:NoTwoFactor', `${user.userName} gebruikt geen tweestapsverificatie.`);
      await tx.query('UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL, two_factor_enabled = false WHERE id = $1', [id]);
      await revokeSignIns(tx, id);
      await this.record(tx, admin, 'reset-two-factor', user, reason);
      return this.user(tx, id);
    });
  }

  async adminName(id: string): Promise<string> {
    return (await this.db.one<{ user_name: string }>('SELECT user_name FROM users WHERE id = $1', [id]))?.user_name ?? id;
  }
}
