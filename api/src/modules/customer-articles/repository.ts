// Customer article numbers in the database, always of one customer (the caller's, from his token).
import type { NumberedOrderLineText } from '@kraanvogel/rules';
import type { Db, Queryable } from '../../db/db.js';
import { FILE_LIMITS, type FileLimits } from '../../lib/order-files.js';
import { invalid } from '../../plugins/errors.js';
import { CUSTOMER_ITEM_NO_MAX } from './schemas.js';

export interface CustomerArticleNumberRow {
  itemNo: string;
  customerItemNo: string;
  description: string;
}

/** At most this many numbers per customer. */
export const MAX_CUSTOMER_ARTICLE_NUMBERS = 20_000;

/**
 * The upload's own limits: every line of the export of the most numbers a customer may have
 * (an .xlsx of 20,000 rows with long descriptions inflates to some 5 MB and reads in about a second).
 */
export const NUMBER_FILE_LIMITS: FileLimits = {
  ...FILE_LIMITS,
  lines: MAX_CUSTOMER_ARTICLE_NUMBERS,
  lineHolds: 'een artikelnummer',
  rows: MAX_CUSTOMER_ARTICLE_NUMBERS + 5000,
  inflatedBytes: 12_000_000,
  timeMs: 10_000,
};

export interface NumbersImport {
  saved: number;
  removed: number;
  rejected: { row: number; itemNo: string; message: string }[];
}

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
    try {
      // The checks and the write under the customer's lock (as an upload takes it): parallel
      // changes cannot pass the maximum.
      await this.db.transaction(async (tx) => {
        await lockNumbers(tx, customer);
        const [taken] = await tx.query<{ itemNo: string }>(
          'SELECT item_no AS "itemNo" FROM customer_article_numbers WHERE customer_number = $1 AND lower(customer_item_no) = lower($2) AND item_no <> $3',
          [customer, code, itemNo],
        );
        if (taken) throw invalid('customerItemNo', `Uw artikelnummer ${code} hoort al bij artikel ${taken.itemNo}.`);
        const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_article_numbers WHERE customer_number = $1', [customer]);
        if (count!.n >= MAX_CUSTOMER_ARTICLE_NUMBERS) {
          const [own] = await tx.query('SELECT 1 FROM customer_article_numbers WHERE customer_number = $1 AND item_no = $2', [customer, itemNo]);
          if (!own) throw invalid('customerItemNo', `U kunt hoogstens ${MAX_CUSTOMER_ARTICLE_NUMBERS} eigen artikelnummers vastleggen.`);
        }
        await tx.query(
          `INSERT INTO customer_article_numbers (customer_number, item_no, customer_item_no, updated_by) VALUES ($1, $2, $3, $4)
           ON CONFLICT (customer_number, item_no) DO UPDATE SET customer_item_no = EXCLUDED.customer_item_no, updated_at = now(), updated_by = EXCLUDED.updated_by`,
          [customer, itemNo, code, user],
        );
      });
    } catch (err) {
      // A number kept in another case by a request that went first: the unique index decides.
      if ((err as { code?: string }).code === '23505') throw invalid('customerItemNo', `Uw artikelnummer ${code} hoort al bij een ander artikel.`);
      throw err;
    }
    return { itemNo, customerItemNo: code, description: article.description };
  }

  /**
   * An upload's lines (column A the article number, column B his number; empty: removed), taken as
   * if set or removed one by one in the file's order, but read in two queries and written in one
   * transaction. A refused line names its row in the file.
   */
  async importLines(customer: string, user: string, lines: NumberedOrderLineText[]): Promise<NumbersImport> {
    const known = new Set(
      (
        await this.db.query<{ itemNo: string }>('SELECT a.item_no AS "itemNo" FROM articles a WHERE a.secret IS NULL AND a.item_no = ANY($1::text[])', [
          [...new Set(lines.map((l) => l.code.trim()).filter(Boolean))],
        ])
      ).map((r) => r.itemNo),
    );
    // The customer's numbers are read and written under his lock: nothing changes them between.
    return this.db.transaction(async (tx) => {
      await lockNumbers(tx, customer);
      const current = await tx.query<{ itemNo: string; code: string }>(
        'SELECT item_no AS "itemNo", customer_item_no AS code FROM customer_article_numbers WHERE customer_number = $1',
        [customer],
      );
      const { result, gone, changed } = applyLines(current, known, lines);
      if (gone.length) await tx.query('DELETE FROM customer_article_numbers WHERE customer_number = $1 AND item_no = ANY($2::text[])', [customer, gone]);
      // A number that moves from one article to another in the file: the old owners' rows go
      // first, so that the unique index sees the end state.
      if (changed.length) {
        await tx.query('DELETE FROM customer_article_numbers WHERE customer_number = $1 AND item_no = ANY($2::text[])', [customer, changed.map((c) => c.item_no)]);
        await tx.query(
          `INSERT INTO customer_article_numbers (customer_number, item_no, customer_item_no, updated_by)
           SELECT $1, r.item_no, r.code, $3 FROM jsonb_to_recordset($2::jsonb) AS r(item_no text, code text)`,
          [customer, JSON.stringify(changed), user],
        );
      }
      return result;
    });
  }

  /** Whether the article had a number (it has none now). */
  async remove(customer: string, itemNo: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM customer_article_numbers WHERE customer_number = $1 AND item_no = $2 RETURNING 1', [customer, itemNo]);
    return rows.length > 0;
  }
}

/** The customer's numbers after the upload's lines, taken in order: what was saved, removed and refused, and the rows to write. */
function applyLines(current: { itemNo: string; code: string }[], known: Set<string>, lines: NumberedOrderLineText[]) {
  const byItem = new Map(current.map((c) => [c.itemNo, c.code]));
  const byCode = new Map(current.map((c) => [c.code.toLowerCase(), c.itemNo]));
  const result: NumbersImport = { saved: 0, removed: 0, rejected: [] };
  for (const line of lines) {
    const itemNo = line.code.trim();
    const refuse = (message: string) => result.rejected.push({ row: line.row, itemNo, message });
    if (!itemNo) {
      refuse('Vul een artikelnummer in.');
      continue;
    }
    const old = byItem.get(itemNo);
    if (!line.quantity.trim()) {
      if (old === undefined) continue;
      byItem.delete(itemNo);
      byCode.delete(old.toLowerCase());
      result.removed++;
      continue;
    }
    const problem = customerItemNoProblem(line.quantity);
    if (problem) {
      refuse(problem);
      continue;
    }
    if (!known.has(itemNo)) {
      refuse(`Artikel ${itemNo} kennen wij niet.`);
      continue;
    }
    const code = line.quantity.trim();
    const owner = byCode.get(code.toLowerCase());
    if (owner !== undefined && owner !== itemNo) {
      refuse(`Uw artikelnummer ${code} hoort al bij artikel ${owner}.`);
      continue;
    }
    if (old === undefined && byItem.size >= MAX_CUSTOMER_ARTICLE_NUMBERS) {
      refuse(`U kunt hoogstens ${MAX_CUSTOMER_ARTICLE_NUMBERS} eigen artikelnummers vastleggen.`);
      continue;
    }
    if (old !== undefined) byCode.delete(old.toLowerCase());
    byItem.set(itemNo, code);
    byCode.set(code.toLowerCase(), itemNo);
    result.saved++;
  }
  const before = new Map(current.map((c) => [c.itemNo, c.code]));
  const gone = [...before.keys()].filter((itemNo) => !byItem.has(itemNo));
  const changed = [...byItem].filter(([itemNo, code]) => before.get(itemNo) !== code).map(([item_no, code]) => ({ item_no, code }));
  return { result, gone, changed };
}

/** One customer's numbers are changed by one request at a time. */
async function lockNumbers(tx: Queryable, customer: string) {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`customer-article-numbers:${customer}`]);
}
