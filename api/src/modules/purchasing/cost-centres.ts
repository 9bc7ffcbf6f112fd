// Cost centres in the database: a customer's named cost centres with an optional budget per
// calendar month, quarter or year (excluding VAT), the members who order on them, and what was
// ordered on each in the current period. Every statement is scoped to the caller's customer.
import { budgetLeft, budgetPassed, budgetPeriodStart, todayInNetherlands, type BudgetPeriod } from '@kraanvogel/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ORDER_STATUS } from '../orders/schemas.js';
import { invalid, notFound } from '../../plugins/errors.js';
import type { CostCentreInputType } from './cost-centre-schemas.js';

export interface CostCentre {
  id: number;
  name: string;
  budget: number | null;
  budgetPeriod: BudgetPeriod;
}
/** A cost centre with what was ordered on it this period and what is left of its budget. */
export type CostCentreState = CostCentre & { spent: number; left: number | null };

/** What was ordered on the cost centre since the start of its budget period (Dutch time); cancelled orders do not count. */
const SPENT_SQL = (cc: string, since: string) => `coalesce((SELECT sum(o.total_net)::float8 FROM orders o
   WHERE o.cost_centre_id = ${cc} AND o.order_type = 'Order' AND o.status <> ${ORDER_STATUS.cancelled}
     AND o.order_date >= (${since}::date)::timestamp AT TIME ZONE 'Europe/Amsterdam'), 0)`;

/** The start of each period today, as SQL choosing by the cost centre's period. */
const periodStarts = (now: Date) => {
  const today = todayInNetherlands(now);
  return [budgetPeriodStart('month', today), budgetPeriodStart('quarter', today), budgetPeriodStart('year', today)];
};
const SINCE = (period: string) => `(CASE ${period} WHEN 'month' THEN $2 WHEN 'quarter' THEN $3 ELSE $4 END)`;

const SELECT = `SELECT c.id, c.name, c.budget::float8 AS budget, c.budget_period AS "budgetPeriod",
    coalesce((SELECT array_agg(m.user_id ORDER BY m.user_id) FROM cost_centre_members m WHERE m.cost_centre_id = c.id), '{}') AS "memberIds",
    ${SPENT_SQL('c.id', SINCE('c.budget_period'))} AS spent, ${SINCE('c.budget_period')} AS "periodStart"
  FROM cost_centres c`;

interface Row extends CostCentre {
  memberIds: string[];
  spent: number;
  periodStart: string;
}
const withLeft = (r: Row) => ({ ...r, left: budgetLeft(r.budget, r.spent) });

export class CostCentreRepository {
  constructor(private readonly db: Db) {}

  /** The customer's cost centres with their members and what is left of this period's budget. */
  async list(customer: string, now = new Date()) {
    const rows = await this.db.query<Row>(`${SELECT} WHERE c.customer_number = $1 ORDER BY lower(c.name), c.id`, [customer, ...periodStarts(now)]);
    return rows.map(withLeft);
  }

  /** The cost centres the member orders on. */
  async mine(customer: string, userId: string, q: Queryable = this.db, now = new Date()) {
    const rows = await q.query<Row>(
      `${SELECT} WHERE c.customer_number = $1 AND EXISTS (SELECT 1 FROM cost_centre_members m WHERE m.cost_centre_id = c.id AND m.user_id = $5) ORDER BY lower(c.name), c.id`,
      [customer, ...periodStarts(now), userId],
    );
    return rows.map(withLeft);
  }

  /** The customer's cost centre id, or null when there is none (any more). */
  async existing(q: Queryable, customer: string, id: number | undefined | null): Promise<{ id: number; name: string } | null> {
    if (id === undefined || id === null) return null;
    return (await q.one<{ id: number; name: string }>('SELECT id, name FROM cost_centres WHERE customer_number = $1 AND id = $2', [customer, id])) ?? null;
  }

  private async one(q: Queryable, customer: string, id: number, now = new Date()) {
    const row = await q.one<Row>(`${SELECT} WHERE c.customer_number = $1 AND c.id = $5`, [customer, ...periodStarts(now), id]);
    if (!row) throw notFound('CostCentre:NotFound', `Kostenplaats ${id} bestaat niet.`);
    return withLeft(row);
  }

  private async checkInput(q: Queryable, customer: string, input: CostCentreInputType, id: number | null) {
    const name = input.name.trim();
    const same = await q.one<{ id: number }>('SELECT id FROM cost_centres WHERE customer_number = $1 AND lower(btrim(name)) = lower($2) AND id IS DISTINCT FROM $3', [customer, name, id]);
    if (same) throw invalid('name', `Er is al een kostenplaats met de naam ${name}.`);
    if (input.memberIds.length) {
      const found = await q.query<{ id: string }>('SELECT id FROM users WHERE customer_number = $1 AND id = ANY($2::text[])', [customer, input.memberIds]);
      if (found.length !== input.memberIds.length) throw invalid('memberIds', 'Iedere gekoppelde gebruiker moet lid zijn van uw team.');
    }
    return name;
  }

  private async setMembers(q: Queryable, id: number, memberIds: string[]) {
    await q.query('DELETE FROM cost_centre_members WHERE cost_centre_id = $1', [id]);
    if (memberIds.length) await q.query('INSERT INTO cost_centre_members (cost_centre_id, user_id) SELECT $1, unnest($2::text[])', [id, memberIds]);
  }

  async create(customer: string, input: CostCentreInputType) {
    const id = await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`cost-centres:${customer}`]);
      const name = await this.checkInput(tx, customer, input, null);
      const [row] = await tx.query<{ id: number }>('INSERT INTO cost_centres (customer_number, name, budget, budget_period) VALUES ($1, $2, $3, $4) RETURNING id', [
        customer,
        name,
        input.budget,
        input.budgetPeriod,
      ]);
      await this.setMembers(tx, row!.id, input.memberIds);
      return row!.id;
    });
    return this.one(this.db, customer, id);
  }

  async update(customer: string, id: number, input: CostCentreInputType) {
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`cost-centres:${customer}`]);
      await this.one(tx, customer, id);
      const name = await this.checkInput(tx, customer, input, id);
      await tx.query('UPDATE cost_centres SET name = $3, budget = $4, budget_period = $5 WHERE id = $1 AND customer_number = $2', [id, customer, name, input.budget, input.budgetPeriod]);
      await this.setMembers(tx, id, input.memberIds);
    });
    return this.one(this.db, customer, id);
  }

  /** Removes a cost centre; its orders keep its name. */
  async remove(customer: string, id: number) {
    const rows = await this.db.query('DELETE FROM cost_centres WHERE id = $1 AND customer_number = $2 RETURNING id', [id, customer]);
    if (!rows.length) throw notFound('CostCentre:NotFound', `Kostenplaats ${id} bestaat niet.`);
  }

  /**
   * The cost centre an order of the member goes on: the chosen one (another customer's: 404; one
   * he is not on: 400), his only one when he has one, none when he has none. A member with several
   * must choose (400).
   */
  async resolve(q: Queryable, customer: string, userId: string, chosen: number | undefined | null): Promise<CostCentreState | null> {
    const mine = await this.mine(customer, userId, q);
    if (chosen !== undefined && chosen !== null) {
      const found = mine.find((c) => c.id === chosen);
      if (found) return found;
      await this.one(q, customer, chosen);
      throw invalid('costCentreId', 'U bestelt niet op deze kostenplaats. Kies een van uw kostenplaatsen.');
    }
    if (mine.length === 0) return null;
    if (mine.length === 1) return mine[0]!;
    throw invalid('costCentreId', 'Kies de kostenplaats waarop u deze bestelling boekt.');
  }

  /** Whether an order of totalNet on the cost centre brings its period above its budget. */
  passed(cc: CostCentreState, totalNet: number) {
    return budgetPassed(cc.budget, cc.spent, totalNet);
  }
}

const PERIOD_WORD: Record<BudgetPeriod, string> = { month: 'deze maand', quarter: 'dit kwartaal', year: 'dit jaar' };

/** Why an order passes a cost centre's budget, in one sentence with the amounts. */
export const budgetMessage = (cc: CostCentreState, totalNet: number, euro: (n: number) => string) =>
  `Met deze bestelling van ${euro(totalNet)} komt kostenplaats ${cc.name} ${PERIOD_WORD[cc.budgetPeriod]} boven het budget van ${euro(cc.budget ?? 0)} (er is nog ${euro(budgetLeft(cc.budget, cc.spent) ?? 0)} over).`;
