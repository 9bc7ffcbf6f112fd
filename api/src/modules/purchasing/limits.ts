// Order limits in the database: each member's limit per order and per calendar month (excluding
// VAT), who approves his orders over them, what he ordered this month, and the record of every
// change (who, when, from what to what). Every statement is scoped to the caller's customer.
import type { Db, Queryable } from '../../db/db.js';
import { limitPassed, monthStartOf, todayInNetherlands, type LimitPassed, type OrderLimits } from '@kraanvogel/rules';
import { ORDER_STATUS } from '../orders/schemas.js';
import { invalid, notFound } from '../../plugins/errors.js';
import type { SetLimits } from './schemas.js';

export interface RoleNames {
  mainUser: string;
  warehouse: string;
}

interface MemberRow {
  userId: string;
  name: string;
  email: string;
  roles: string[];
  perOrder: number | null;
  perMonth: number | null;
  approverIds: string[];
  spentThisMonth: number;
}

/** The member's own orders this calendar month (Dutch time), excluding VAT; cancelled ones do not count. */
const SPENT_SQL = (customer: string, user: string, since: string) => `coalesce((SELECT sum(o.total_net)::float8 FROM orders o
   WHERE o.customer_number = ${customer} AND o.placed_by = ${user} AND o.order_type = 'Order' AND o.status <> ${ORDER_STATUS.cancelled}
     AND o.order_date >= (${since}::date)::timestamp AT TIME ZONE 'Europe/Amsterdam'), 0)`;

const monthStart = (now = new Date()) => monthStartOf(todayInNetherlands(now));
const fullName = (u: { name: string; surname: string }) => `${u.name} ${u.surname}`.trim();

export const roleOf = (roles: string[], names: RoleNames) => (roles.includes(names.mainUser) ? 'main' : roles.length > 0 && roles.every((r) => r === names.warehouse) ? 'warehouse' : 'employee');

export interface Approvers {
  ids: string[];
  names: string[];
  emails: string[];
}

export class LimitRepository {
  constructor(
    private readonly db: Db,
    private readonly names: RoleNames,
  ) {}

  /** Every member of the customer with his limits and what he ordered this month. */
  async members(customer: string) {
    const rows = await this.db.query<MemberRow & { surname: string }>(
      `SELECT u.id AS "userId", u.name, u.surname, u.email, u.roles, l.per_order::float8 AS "perOrder", l.per_month::float8 AS "perMonth",
              coalesce((SELECT array_agg(a.approver_id ORDER BY a.approver_id) FROM order_limit_approvers a WHERE a.user_id = u.id), '{}') AS "approverIds",
              ${SPENT_SQL('$1', 'u.id', '$2')} AS "spentThisMonth"
         FROM users u LEFT JOIN order_limits l ON l.user_id = u.id
        WHERE u.customer_number = $1 ORDER BY u.name, u.surname, u.id`,
      [customer, monthStart()],
    );
    return rows.map((r) => ({
      userId: r.userId,
      name: fullName(r),
      email: r.email,
      role: roleOf(r.roles, this.names),
      perOrder: r.perOrder,
      perMonth: r.perMonth,
      approverIds: r.approverIds,
      spentThisMonth: r.spentThisMonth,
    }));
  }

  /** A member's limits; no row: none. */
  async limitsOf(q: Queryable, customer: string, userId: string): Promise<OrderLimits & { approverIds: string[] }> {
    const row = await q.one<OrderLimits & { approverIds: string[] }>(
      `SELECT l.per_order::float8 AS "perOrder", l.per_month::float8 AS "perMonth",
              coalesce((SELECT array_agg(a.approver_id ORDER BY a.approver_id) FROM order_limit_approvers a WHERE a.user_id = l.user_id), '{}') AS "approverIds"
         FROM order_limits l WHERE l.user_id = $1 AND l.customer_number = $2`,
      [userId, customer],
    );
    return row ?? { perOrder: null, perMonth: null, approverIds: [] };
  }

  async spentThisMonth(q: Queryable, customer: string, userId: string, now = new Date()): Promise<number> {
    return (await q.one<{ spent: number }>(`SELECT ${SPENT_SQL('$1', '$2', '$3')} AS spent`, [customer, userId, monthStart(now)]))!.spent;
  }

  /** Which limit an order of totalNet by the member passes; null: he may order it. */
  async passed(q: Queryable, customer: string, userId: string, totalNet: number): Promise<(LimitPassed & { approverIds: string[] }) | null> {
    const limits = await this.limitsOf(q, customer, userId);
    if (limits.perOrder === null && limits.perMonth === null) return null;
    const passed = limitPassed(limits, totalNet, await this.spentThisMonth(q, customer, userId));
    return passed && { ...passed, approverIds: limits.approverIds };
  }

  /** Who decides a member's requests: his named approvers, or else the customer's main users (never himself). */
  async approvers(q: Queryable, customer: string, requester: string, namedIds: string[]): Promise<Approvers> {
    const rows = await q.query<{ id: string; name: string; surname: string; email: string }>(
      `SELECT id, name, surname, email FROM users
        WHERE customer_number = $1 AND is_active AND id <> $2 AND (CASE WHEN cardinality($3::text[]) > 0 THEN id = ANY($3::text[]) ELSE $4 = ANY(roles) END)
        ORDER BY name, surname, id`,
      [customer, requester, namedIds, this.names.mainUser],
    );
    return { ids: rows.map((r) => r.id), names: rows.map(fullName), emails: rows.map((r) => r.email) };
  }

  /** Sets a member's limits and approvers, and records the change; unchanged values record nothing. */
  async set(customer: string, changedBy: string, memberId: string, input: SetLimits) {
    return this.db.transaction(async (tx) => {
      const people = await tx.query<{ id: string; name: string; surname: string; roles: string[] }>('SELECT id, name, surname, roles FROM users WHERE customer_number = $1', [customer]);
      const byId = new Map(people.map((p) => [p.id, p]));
      const member = byId.get(memberId);
      if (!member) throw notFound('Employee:NotFound', 'Deze gebruiker bestaat niet (meer) in uw team.');
      for (const id of input.approverIds) {
        const approver = byId.get(id);
        if (!approver) throw invalid('approverIds', 'Een goedkeurder moet lid zijn van uw team.');
        if (id === memberId) throw invalid('approverIds', 'Iemand kan zijn eigen bestellingen niet goedkeuren.');
        if (roleOf(approver.roles, this.names) === 'warehouse') throw invalid('approverIds', `${fullName(approver)} heeft een magazijnaccount en kan niet goedkeuren.`);
      }
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`order-limit:${memberId}`]);
      const before = await this.limitsOf(tx, customer, memberId);
      const approverNames = (ids: string[]) => ids.map((id) => fullName(byId.get(id)!)).sort();
      const after = { perOrder: input.perOrder, perMonth: input.perMonth, approverIds: [...input.approverIds].sort() };
      const state = (s: { perOrder: number | null; perMonth: number | null; approverIds: string[] }) => ({ perOrder: s.perOrder, perMonth: s.perMonth, approvers: approverNames(s.approverIds) });
      if (JSON.stringify(state(before)) === JSON.stringify(state(after))) return;
      if (after.perOrder === null && after.perMonth === null && after.approverIds.length === 0) {
        await tx.query('DELETE FROM order_limits WHERE user_id = $1 AND customer_number = $2', [memberId, customer]);
      } else {
        await tx.query(
          `INSERT INTO order_limits (user_id, customer_number, per_order, per_month) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id) DO UPDATE SET per_order = excluded.per_order, per_month = excluded.per_month, updated_at = now()`,
          [memberId, customer, after.perOrder, after.perMonth],
        );
        await tx.query('DELETE FROM order_limit_approvers WHERE user_id = $1', [memberId]);
        if (after.approverIds.length) {
          await tx.query('INSERT INTO order_limit_approvers (user_id, approver_id) SELECT $1, unnest($2::text[])', [memberId, after.approverIds]);
        }
      }
      const by = byId.get(changedBy);
      await tx.query(
        `INSERT INTO order_limit_changes (customer_number, member_id, member_name, changed_by, changed_by_name, before, after)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
        [customer, memberId, fullName(member), by ? changedBy : null, by ? fullName(by) : 'Onbekend', JSON.stringify(state(before)), JSON.stringify(state(after))],
      );
    });
  }

  /** The customer's latest changes of limits, newest first. */
  changes(customer: string, max = 50) {
    return this.db.query<{ id: number; memberName: string; changedByName: string; changedAt: string; from: unknown; to: unknown }>(
      `SELECT id, member_name AS "memberName", changed_by_name AS "changedByName",
              to_char(changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "changedAt", before AS "from", after AS "to"
         FROM order_limit_changes WHERE customer_number = $1 ORDER BY changed_at DESC, id DESC LIMIT $2`,
      [customer, max],
    );
  }
}
