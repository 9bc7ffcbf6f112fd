// The order states table (the labels the order overview shows): a filtered page, one state,
// adding, changing and deleting one, whether a code is taken, and whether orders still have it.
import type { Queryable } from '../../db/db.js';
import { DEFAULT_STATUS_COLOUR, type StatusColourKey } from '@kraanvogel/rules/status-colours';
import { containsPattern } from '../../lib/like.js';

const COLUMNS = 'id, code, display_name AS "codeDisplayName", description, sorting, colour';

export interface OrderStateRow {
  id: number;
  code: number;
  codeDisplayName: string;
  description: string;
  sorting: number;
  colour: StatusColourKey;
}

export interface OrderStateValues {
  code: number;
  codeDisplayName: string;
  description?: string;
  sorting?: number;
  /** Left out: a new state gets the default colour, a changed one keeps its own. */
  colour?: StatusColourKey;
}

export interface OrderStateFilter {
  FilterText?: string;
  Code?: number;
  CodeDisplayName?: string;
  Description?: string;
}

export class OrderStateRepository {
  constructor(private readonly db: Queryable) {}

  /** `sort` is an ORDER BY expression out of the route's fixed list (never the caller's text). */
  async page(f: OrderStateFilter, sort: string, take: number, skip: number): Promise<{ total: number; items: OrderStateRow[] }> {
    const params: (string | number)[] = [];
    const where = ['true'];
    if (f.FilterText) where.push(`(display_name ILIKE $${params.push(containsPattern(f.FilterText))} OR description ILIKE $${params.length} OR code::text ILIKE $${params.length})`);
    if (f.Code !== undefined) where.push(`code = $${params.push(f.Code)}`);
    if (f.CodeDisplayName) where.push(`display_name ILIKE $${params.push(containsPattern(f.CodeDisplayName))}`);
    if (f.Description) where.push(`description ILIKE $${params.push(containsPattern(f.Description))}`);
    const filter = where.join(' AND ');
    const total = await this.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM order_states WHERE ${filter}`, params);
    const items = await this.db.query<OrderStateRow>(`SELECT ${COLUMNS} FROM order_states WHERE ${filter} ORDER BY ${sort}, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
      ...params,
      take,
      skip,
    ]);
    return { total: total?.n ?? 0, items };
  }

  find(id: number): Promise<OrderStateRow | undefined> {
    return this.db.one<OrderStateRow>(`SELECT ${COLUMNS} FROM order_states WHERE id = $1`, [id]);
  }

  /** Whether another state (than `id`) has the code. */
  async codeTaken(code: number, id: number | null): Promise<boolean> {
    return !!(await this.db.one('SELECT 1 FROM order_states WHERE code = $1 AND id IS DISTINCT FROM $2', [code, id]));
  }

  async create(v: OrderStateValues): Promise<OrderStateRow> {
    const row = await this.db.one<OrderStateRow>(`INSERT INTO order_states (code, display_name, description, sorting, colour) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`, [
      v.code,
      v.codeDisplayName,
      v.description ?? '',
      v.sorting ?? 0,
      v.colour ?? DEFAULT_STATUS_COLOUR,
    ]);
    return row!;
  }

  async update(id: number, v: OrderStateValues): Promise<OrderStateRow> {
    const row = await this.db.one<OrderStateRow>(`UPDATE order_states SET code = $2, display_name = $3, description = $4, sorting = $5, colour = coalesce($6, colour) WHERE id = $1 RETURNING ${COLUMNS}`, [
      id,
      v.code,
      v.codeDisplayName,
      v.description ?? '',
      v.sorting ?? 0,
      v.colour ?? null,
    ]);
    return row!;
  }

  async inUse(code: number): Promise<boolean> {
    return !!(await this.db.one('SELECT 1 FROM orders WHERE status = $1 LIMIT 1', [code]));
  }

  async delete(id: number): Promise<void> {
    await this.db.query('DELETE FROM order_states WHERE id = $1', [id]);
  }
}
