// Customer discounts in the database: a customer's own list, the administrators' filtered and
// paged list, one discount, adding, changing and deleting one, the checks that what a discount
// names exists, and the one-time tokens of the Excel download.
import type { Queryable } from '../../db/db.js';
import type { DiscountRow } from '../../lib/discount-excel.js';
import { containsPattern } from '../../lib/like.js';
import { invalid } from '../../plugins/errors.js';

export type { DiscountRow };

const COLUMNS = `d.id, d.customer_number AS "customerNumber", d.discount_group_code AS "discountGroup", g.description AS "discountGroupDescription",
       d.item_no AS "itemNumber", a.description AS "itemDescription", d.percentage::float8 AS percentage, d.blue_green_index AS "blueGreenIndex"
  FROM customer_discounts d
  LEFT JOIN discount_groups g ON g.code = d.discount_group_code
  LEFT JOIN articles a ON a.item_no = d.item_no`;


export interface DiscountFilter {
  FilterText?: string;
  CustomerNumber?: string;
  DiscountGroup?: string;
  ItemNumber?: string;
  PercentageMin?: number;
  PercentageMax?: number;
  BlueGreenIndexMin?: number;
  BlueGreenIndexMax?: number;
}

export interface DiscountValues {
  customerNumber: string;
  discountGroup?: string | null;
  itemNumber?: string | null;
  percentage: number;
  blueGreenIndex?: number;
}

/** The fields the administrators' list sorts by, and their columns (for orderBy). */
export const DISCOUNT_SORTS = { customerNumber: 'd.customer_number', discountGroup: 'd.discount_group_code', itemNumber: 'd.item_no', percentage: 'd.percentage', id: 'd.id' };
export const DEFAULT_DISCOUNT_SORT = 'd.customer_number, d.id';

function where(f: DiscountFilter): { sql: string; params: (string | number)[] } {
  const params: (string | number)[] = [];
  const parts: string[] = ['true'];
  if (f.FilterText) parts.push(`(d.customer_number ILIKE $${params.push(containsPattern(f.FilterText))} OR d.discount_group_code ILIKE $${params.length} OR d.item_no ILIKE $${params.length} OR g.description ILIKE $${params.length})`);
  if (f.CustomerNumber) parts.push(`d.customer_number = $${params.push(f.CustomerNumber)}`);
  if (f.DiscountGroup) parts.push(`d.discount_group_code = $${params.push(f.DiscountGroup)}`);
  if (f.ItemNumber) parts.push(`d.item_no = $${params.push(f.ItemNumber)}`);
  if (f.PercentageMin !== undefined) parts.push(`d.percentage >= $${params.push(f.PercentageMin)}`);
  if (f.PercentageMax !== undefined) parts.push(`d.percentage <= $${params.push(f.PercentageMax)}`);
  if (f.BlueGreenIndexMin !== undefined) parts.push(`d.blue_green_index >= $${params.push(f.BlueGreenIndexMin)}`);
  if (f.BlueGreenIndexMax !== undefined) parts.push(`d.blue_green_index <= $${params.push(f.BlueGreenIndexMax)}`);
  return { sql: parts.join(' AND '), params };
}

/** A write that would give the customer a second discount on the same group and article is a 400 (the key of migration 092). */
async function unlessTaken<T>(v: DiscountValues, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if ((err as { code?: string }).code !== '23505') throw err;
    const on = [v.discountGroup && `kortingsgroep ${v.discountGroup}`, v.itemNumber && `artikel ${v.itemNumber}`].filter(Boolean).join(' en ');
    throw invalid(v.itemNumber ? 'itemNumber' : 'discountGroup', `Klant ${v.customerNumber} heeft al een korting op ${on}; wijzig die korting.`);
  }
}

const values = (v: DiscountValues) => [v.customerNumber, v.discountGroup ?? null, v.itemNumber ?? null, v.percentage.toFixed(2), v.blueGreenIndex ?? 0];

export class DiscountRepository {
  constructor(private readonly db: Queryable) {}

  ofCustomer(customerNumber: string): Promise<DiscountRow[]> {
    return this.db.query<DiscountRow>(`SELECT ${COLUMNS} WHERE d.customer_number = $1 ORDER BY d.discount_group_code NULLS LAST, d.item_no`, [customerNumber]);
  }

  /** One page of the filtered list; `sort` is a DISCOUNT_SORTS expression (never the caller's text). */
  async page(filter: DiscountFilter, sort: string, take: number, skip: number): Promise<{ total: number; items: DiscountRow[] }> {
    const w = where(filter);
    const total = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM customer_discounts d LEFT JOIN discount_groups g ON g.code = d.discount_group_code WHERE ${w.sql}`,
      w.params,
    );
    const items = await this.db.query<DiscountRow>(`SELECT ${COLUMNS} WHERE ${w.sql} ORDER BY ${sort} LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`, [
      ...w.params,
      take,
      skip,
    ]);
    return { total: total?.n ?? 0, items };
  }

  /** The whole filtered list (the Excel file). */
  all(filter: DiscountFilter, sort: string): Promise<DiscountRow[]> {
    const w = where(filter);
    return this.db.query<DiscountRow>(`SELECT ${COLUMNS} WHERE ${w.sql} ORDER BY ${sort}`, w.params);
  }

  find(id: number): Promise<DiscountRow | undefined> {
    return this.db.one<DiscountRow>(`SELECT ${COLUMNS} WHERE d.id = $1`, [id]);
  }

  /** What of the customer, the discount group and the article does not exist. */
  async missing(v: DiscountValues): Promise<{ customer: boolean; discountGroup: boolean; article: boolean }> {
    const row = await this.db.one<{ customer: boolean; group: boolean; article: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM customers WHERE number = $1) AS customer,
              ($2::text IS NULL OR EXISTS (SELECT 1 FROM discount_groups WHERE code = $2)) AS "group",
              ($3::text IS NULL OR EXISTS (SELECT 1 FROM articles WHERE item_no = $3)) AS article`,
      [v.customerNumber, v.discountGroup ?? null, v.itemNumber ?? null],
    );
    return { customer: !row!.customer, discountGroup: !row!.group, article: !row!.article };
  }

  async create(v: DiscountValues): Promise<number> {
    const created = await unlessTaken(v, () =>
      this.db.one<{ id: number }>(
        'INSERT INTO customer_discounts (customer_number, discount_group_code, item_no, percentage, blue_green_index) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        values(v),
      ),
    );
    return created!.id;
  }

  async update(id: number, v: DiscountValues): Promise<void> {
    await unlessTaken(v, () =>
      this.db.query('UPDATE customer_discounts SET customer_number = $2, discount_group_code = $3, item_no = $4, percentage = $5, blue_green_index = $6 WHERE id = $1', [id, ...values(v)]),
    );
  }

  /** False when there was no such discount. */
  async delete(id: number): Promise<boolean> {
    return (await this.db.query('DELETE FROM customer_discounts WHERE id = $1 RETURNING id', [id])).length > 0;
  }

  /** Stores a download token (and drops the expired ones); returns when it expires. */
  async issueDownloadToken(token: string, issuedTo: string, ttlSeconds: number): Promise<Date> {
    const row = await this.db.one<{ expiresAt: string }>(
      `WITH gone AS (DELETE FROM discount_download_tokens WHERE expires_at < now())
       INSERT INTO discount_download_tokens (token, issued_to, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING expires_at AS "expiresAt"`,
      [token, issuedTo, ttlSeconds],
    );
    return new Date(row!.expiresAt);
  }

  /** Whom a valid token was issued to (it stays valid); null when it is unknown, expired or used already. */
  async downloadTokenOwner(token: string): Promise<string | null> {
    return (await this.db.one<{ issued_to: string }>('SELECT issued_to FROM discount_download_tokens WHERE token = $1 AND expires_at >= now()', [token]))?.issued_to ?? null;
  }

  /** Uses up a valid token; false when it is unknown, expired or used already. */
  async useDownloadToken(token: string): Promise<boolean> {
    return (await this.db.query('DELETE FROM discount_download_tokens WHERE token = $1 AND expires_at >= now() RETURNING token', [token])).length > 0;
  }
}
