// Favourites in the database, always of one user of one customer (both from the caller's token).
import type { Db } from '../../db/db.js';
import { invalid } from '../../plugins/errors.js';
import { NET_PRICE, PRICE_JOINS } from '../baskets/basket-sql.js';
import { purchaseHistory } from '../erp/purchase-history.js';
import { MAX_FAVOURITES } from './schemas.js';

export interface Owner {
  customer: string;
  user: string;
}

export interface FavouriteRow {
  itemNo: string;
  description: string;
  imageUrl: string | null;
  orderUnit: string;
  minOrderQuantity: number;
  stepQuantity: number;
  grossPrice: number;
  price: number;
  isActive: boolean;
  timesOrdered: number | null;
  lastOrderDate: string | null;
  addedAt: string;
}

export class FavouriteRepository {
  constructor(private readonly db: Db) {}

  async itemNos(owner: Owner): Promise<string[]> {
    const rows = await this.db.query<{ itemNo: string }>('SELECT item_no AS "itemNo" FROM favourite_articles WHERE customer_number = $1 AND user_sub = $2 ORDER BY item_no', [
      owner.customer,
      owner.user,
    ]);
    return rows.map((r) => r.itemNo);
  }

  /**
   * The starred articles with what the page needs to add them (unit, minimum, step, the
   * customer's price) and, with `history`, how often the customer ordered each (`now`: the ERP's
   * clock); newest star first.
   */
  async list(owner: Owner, history: { now: Date } | null): Promise<FavouriteRow[]> {
    const rows = await this.db.query<Omit<FavouriteRow, 'timesOrdered' | 'lastOrderDate'>>(
      `SELECT a.item_no AS "itemNo", a.description, a.image_url AS "imageUrl", a.order_unit AS "orderUnit",
              a.min_order_quantity AS "minOrderQuantity", a.step_quantity AS "stepQuantity", a.gross_price::float8 AS "grossPrice",
              ${NET_PRICE} AS price,
              a.is_active AS "isActive", to_char(f.added_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "addedAt"
         FROM favourite_articles f JOIN articles a ON a.item_no = f.item_no ${PRICE_JOINS('$1')}
        WHERE f.customer_number = $1 AND f.user_sub = $2
        ORDER BY f.added_at DESC, a.item_no`,
      [owner.customer, owner.user],
    );
    const ordered = history && rows.length ? await purchaseHistory(this.db, owner.customer, history.now, rows.map((r) => r.itemNo)) : [];
    const byItem = new Map(ordered.map((o) => [o.itemNo, o]));
    return rows.map((r) => ({
      ...r,
      timesOrdered: history ? (byItem.get(r.itemNo)?.timesOrdered ?? 0) : null,
      lastOrderDate: history ? (byItem.get(r.itemNo)?.lastOrderDate ?? null) : null,
    }));
  }

  /** Stars the article (again: nothing changes); a 400 for an article not sold openly or one past the maximum. */
  async add(owner: Owner, itemNo: string): Promise<{ itemNo: string; addedAt: string }> {
    const [article] = await this.db.query('SELECT 1 FROM articles WHERE item_no = $1 AND secret IS NULL', [itemNo]);
    if (!article) throw invalid('itemNo', `Artikel ${itemNo} kennen wij niet.`);
    // The count and the insert under one lock per user: parallel stars cannot pass the maximum.
    const row = await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`favourites:${owner.customer}:${owner.user}`]);
      const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM favourite_articles WHERE customer_number = $1 AND user_sub = $2', [owner.customer, owner.user]);
      if (count!.n >= MAX_FAVOURITES) {
        const [own] = await tx.query('SELECT 1 FROM favourite_articles WHERE customer_number = $1 AND user_sub = $2 AND item_no = $3', [owner.customer, owner.user, itemNo]);
        if (!own) throw invalid('itemNo', `Mijn assortiment kan hoogstens ${MAX_FAVOURITES.toLocaleString('nl-NL')} artikelen hebben.`);
      }
      const [added] = await tx.query<{ addedAt: string }>(
        `WITH added AS (
           INSERT INTO favourite_articles (customer_number, user_sub, item_no) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING added_at)
         SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "addedAt"
           FROM (SELECT added_at AS t FROM added UNION ALL SELECT added_at FROM favourite_articles WHERE customer_number = $1 AND user_sub = $2 AND item_no = $3) x LIMIT 1`,
        [owner.customer, owner.user, itemNo],
      );
      return added!;
    });
    return { itemNo, addedAt: row!.addedAt };
  }

  /** Whether the article was starred (it is not now). */
  async remove(owner: Owner, itemNo: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM favourite_articles WHERE customer_number = $1 AND user_sub = $2 AND item_no = $3 RETURNING 1', [owner.customer, owner.user, itemNo]);
    return rows.length > 0;
  }
}
