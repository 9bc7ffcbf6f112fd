// Customer article numbers in the database, always of one customer (the caller's, from his token).
import type { Db } from '../../db/db.js';
import { invalid } from '../../plugins/errors.js';
import { CUSTOMER_ITEM_NO_MAX } from './schemas.js';

export interface CustomerArticleNumberRow {
  itemNo: string;
  customerItemNo: string;
  description: string;
}

/** At most this many numbers per customer. */
export const MAX_CUSTOMER_ARTICLE_NUMBERS = 20_000;

/** A number as stored: trimmed, at most CUSTOMER_ITEM_NO_MAX characters; the problem otherwise. */
export function customerItemNoProblem(value: string): string | null {
  const v = value.trim();
  if (!v) return 'Vul uw artikelnummer in.';
  if (v.length > CUSTOMER_ITEM_NO_MAX) return `Uw artikelnummer is ten hoogste ${CUSTOMER_ITEM_NO_MAX} tekens lang.`;
  if ([...v].some((c) => c.charCodeAt(0) < 32)) return 'Uw artikelnummer mag geen tabs of regeleinden bevatten.';
  return null;
}

export class CustomerArticleRepository {
  constructor(private readonly db: Db) {}

  async list(customer: string): Promise<CustomerArticleNumberRow[]> {
    return this.db.query<CustomerArticleNumberRow>(
      `SELECT c.item_no AS "itemNo", c.customer_item_no AS "customerItemNo", a.description
         FROM customer_article_numbers c JOIN articles a ON a.item_no = c.item_no
        WHERE c.customer_number = $1 ORDER BY lower(c.customer_item_no), c.item_no LIMIT $2`,
      [customer, MAX_CUSTOMER_ARTICLE_NUMBERS],
    );
  }

  /**
   * Gives the article the number (replacing its old one); a 400 when the article is not sold
   * openly or the customer gave the number to another article already.
   */
  async set(customer: string, user: string, itemNo: string, customerItemNo: string): Promise<CustomerArticleNumberRow> {
    const problem = customerItemNoProblem(customerItemNo);
    if (problem) throw invalid('customerItemNo', problem);
    const code = customerItemNo.trim();
    const [article] = await this.db.query<{ description: string }>('SELECT description FROM articles WHERE item_no = $1 AND secret IS NULL', [itemNo]);
    if (!article) throw invalid('itemNo', `Artikel ${itemNo} kennen wij niet.`);
    const [taken] = await this.db.query<{ itemNo: string }>(
      'SELECT item_no AS "itemNo" FROM customer_article_numbers WHERE customer_number = $1 AND lower(customer_item_no) = lower($2) AND item_no <> $3',
      [customer, code, itemNo],
    );
    if (taken) throw invalid('customerItemNo', `Uw artikelnummer ${code} hoort al bij artikel ${taken.itemNo}.`);
    const [count] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_article_numbers WHERE customer_number = $1', [customer]);
    if (count!.n >= MAX_CUSTOMER_ARTICLE_NUMBERS) {
      const [own] = await this.db.query('SELECT 1 FROM customer_article_numbers WHERE customer_number = $1 AND item_no = $2', [customer, itemNo]);
      if (!own) throw invalid('customerItemNo', `U kunt hoogstens ${MAX_CUSTOMER_ARTICLE_NUMBERS} eigen artikelnummers vastleggen.`);
    }
    try {
      await this.db.query(
        `INSERT INTO customer_article_numbers (customer_number, item_no, customer_item_no, updated_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (customer_number, item_no) DO UPDATE SET customer_item_no = EXCLUDED.customer_item_no, updated_at = now(), updated_by = EXCLUDED.updated_by`,
        [customer, itemNo, code, user],
      );
    } catch (err) {
      // Two requests giving the same number to two articles at once: the unique index decides.
      if ((err as { code?: string }).code === '23505') throw invalid('customerItemNo', `Uw artikelnummer ${code} hoort al bij een ander artikel.`);
      throw err;
    }
    return { itemNo, customerItemNo: code, description: article.description };
  }

  /** Whether the article had a number (it has none now). */
  async remove(customer: string, itemNo: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM customer_article_numbers WHERE customer_number = $1 AND item_no = $2 RETURNING 1', [customer, itemNo]);
    return rows.length > 0;
  }
}
