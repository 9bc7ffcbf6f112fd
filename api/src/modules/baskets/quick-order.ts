// Quick order: a list of article codes (or the customer's own numbers) and quantities (typed, pasted from Excel, or from a .csv or
// .xlsx file) checked all at once, with a Dutch message and a suggested quantity per wrong line;
// the good lines go into the basket together, in one transaction. Two queries whatever the length
// of the list: one reads the facts of every code, one writes every good line.
import { MAX_LINE_AMOUNT, parseQuantity, type NumberedOrderLineText, quantityProblem, quantityRule, quantityToAdd, type QuantityProblem } from '@kraanvogel/rules';
import { FILE_LIMITS, fileLimitMessage, type FileLimits } from '../../lib/order-files.js';
import { heavyWork, ownMemory, TaskError, TaskTimeoutError } from '../../lib/workers/pool.js';
import type { Db } from '../../db/db.js';
import { DISCOUNT_SQL } from '../catalog/repository.js';
import { BASKET_TOO_LARGE, LINE_TOO_LARGE, MAX_BASKET_AMOUNT, quantityMessage } from './basket-rules.js';
import type { BasketCaller, BasketDto, BasketRepository } from './repository.js';
import { invalid } from '../../plugins/errors.js';

export const MAX_QUICK_ORDER_LINES = FILE_LIMITS.lines;

export interface QuickOrderLineInput {
  code: string;
  quantity: string;
}

export type QuickOrderProblem = 'code-missing' | 'unknown' | 'discontinued' | QuantityProblem;

export interface QuickOrderLineResult {
  index: number;
  code: string;
  quantity: string;
  ok: boolean;
  itemNo: string | null;
  description: string | null;
  unit: string | null;
  amount: number | null;
  problem: QuickOrderProblem | null;
  message: string | null;
  suggestedQuantity: number | null;
}

const nl = new Intl.NumberFormat('nl-NL');


interface Facts {
  idx: number;
  item_no: string | null;
  description: string | null;
  unit: string | null;
  step: number | null;
  min: number | null;
  is_active: boolean | null;
  /** What the basket holds of the article already. */
  existing: number | null;
}

export class QuickOrderService {
  constructor(
    private readonly db: Db,
    private readonly baskets: BasketRepository,
  ) {}

  /** Checks every line; with add, puts the good ones into the basket (the wrong ones stay out). */
  async addLines(caller: BasketCaller, basketId: number, lines: QuickOrderLineInput[], opts: { add: boolean }) {
    if (lines.length > MAX_QUICK_ORDER_LINES) throw invalid('lines', `Een lijst kan hoogstens ${nl.format(MAX_QUICK_ORDER_LINES)} regels hebben.`);
    const customer = caller.customer;
    // Checking lines against a basket that waits for approval is fine; adding them is not.
    if (opts.add) await this.baskets.assertChangeable(this.db, caller, basketId);
    else await this.baskets.assertVisible(this.db, caller, basketId);
    // An article code, its EAN or the customer's own number for it (case ignored); the
    // wholesaler's code wins. Unlisted articles (reachable only by their secret link) are not found.
    const facts = await this.db.query<Facts>(
      `SELECT r.idx, a.item_no, a.description, a.order_unit AS unit, a.step_quantity AS step, a.min_order_quantity AS min, a.is_active, bi.amount AS existing
         FROM jsonb_to_recordset($1::jsonb) AS r(idx int, code text)
         LEFT JOIN LATERAL (
           SELECT x.*, CASE WHEN x.item_no = r.code THEN 0 ELSE 1 END AS rank FROM articles x WHERE x.secret IS NULL AND (x.item_no = r.code OR (length(r.code) = 13 AND x.ean = r.code))
           UNION ALL
           SELECT x.*, 2 AS rank FROM customer_article_numbers c JOIN articles x ON x.item_no = c.item_no
            WHERE c.customer_number = $3 AND lower(c.customer_item_no) = lower(r.code) AND x.secret IS NULL
           ORDER BY rank LIMIT 1) a ON true
         LEFT JOIN basket_items bi ON bi.basket_id = $2 AND bi.item_no = a.item_no
        ORDER BY r.idx`,
      [JSON.stringify(lines.map((l, idx) => ({ idx, code: l.code.trim() }))), basketId, customer],
    );
    // The quantity rule holds for what a basket line holds afterwards: the basket's amount plus
    // the good lines of the same article before this one.
    const holds = new Map<string, number>();
    const results: QuickOrderLineResult[] = lines.map((line, idx) => {
      const f = facts[idx]!;
      const code = line.code.trim();
      const base = { index: idx, code, quantity: line.quantity, itemNo: f.item_no, description: f.description, unit: f.unit, suggestedQuantity: null };
      const fail = (problem: QuickOrderProblem, message: string, suggestedQuantity: number | null = null): QuickOrderLineResult => ({
        ...base,
        ok: false,
        amount: null,
        problem,
        message,
        suggestedQuantity,
      });
      if (!code) return fail('code-missing', 'Vul een artikelnummer in.');
      if (!f.item_no) return fail('unknown', `Artikelnummer ${code} kennen wij niet.`);
      if (!f.is_active) return fail('discontinued', `Artikel ${f.item_no} wordt niet meer verkocht.`);
      const rule = quantityRule(f.step, f.min);
      const unit = f.unit!;
      const current = holds.get(f.item_no) ?? f.existing ?? 0;
      const amount = parseQuantity(line.quantity);
      const suggestion = (wanted: number) => {
        const add = quantityToAdd(current, wanted, rule);
        return current + add <= MAX_LINE_AMOUNT ? add : null;
      };
      if (amount === null) return fail('quantity-invalid', quantityMessage('quantity-invalid', rule, unit), suggestion(1));
      const problem = quantityProblem(current + amount, rule);
      if (problem === 'too-large') return fail(problem, LINE_TOO_LARGE, null);
      if (problem) {
        const inBasket = current ? `Met de ${nl.format(current)} ${unit} in de winkelwagen wordt dit ${nl.format(current + amount)} ${unit}. ` : '';
        return fail(problem, inBasket + quantityMessage(problem, rule, unit), suggestion(amount));
      }
      holds.set(f.item_no, current + amount);
      return { ...base, ok: true, amount, problem: null, message: null };
    });

    const good = results.filter((r) => r.ok);
    let basket: BasketDto | null = null;
    if (opts.add && good.length) {
      // Lines of the same article add up, as they would one by one.
      const byItem = new Map<string, number>();
      for (const r of good) byItem.set(r.itemNo!, (byItem.get(r.itemNo!) ?? 0) + r.amount!);
      await this.db.transaction(async (tx) => {
        if (this.db.driver === 'postgres') await tx.query('SELECT id FROM baskets WHERE id = $1 FOR UPDATE', [basketId]);
        const [limits] = await tx.query<{ largest: number; total: number }>(
          `SELECT coalesce(max(coalesce(bi.amount, 0) + r.amount), 0)::float8 AS largest,
                  ((SELECT coalesce(sum(amount), 0) FROM basket_items WHERE basket_id = $1) + coalesce(sum(r.amount), 0))::float8 AS total
             FROM jsonb_to_recordset($2::jsonb) AS r(item_no text, amount int)
             LEFT JOIN basket_items bi ON bi.basket_id = $1 AND bi.item_no = r.item_no`,
          [basketId, JSON.stringify([...byItem].map(([item_no, amount]) => ({ item_no, amount })))],
        );
        if (limits!.largest > MAX_LINE_AMOUNT) throw invalid('lines', LINE_TOO_LARGE);
        if (limits!.total > MAX_BASKET_AMOUNT) throw invalid('lines', BASKET_TOO_LARGE);
        // A new line records the customer's price of this moment and whether the stock covers it,
        // as a line added one by one does.
        await tx.query(
          `WITH input AS (
             SELECT r.item_no, r.amount,
                    round(a.gross_price::float8 * (1 - ${DISCOUNT_SQL('$3', 'a.item_no', 'a.discount_group_code')} / 100) * 100) / 100 AS price,
                    (SELECT coalesce(sum(s.quantity), 0) FROM article_stock s WHERE s.item_no = r.item_no) AS stock
               FROM jsonb_to_recordset($2::jsonb) AS r(item_no text, amount int) JOIN articles a ON a.item_no = r.item_no),
           lines AS (
             INSERT INTO basket_items (basket_id, item_no, amount, price_when_added, available_when_added)
             SELECT $1, item_no, amount, price, stock >= amount FROM input
             ON CONFLICT (basket_id, item_no) DO UPDATE SET amount = basket_items.amount + EXCLUDED.amount,
               available_when_added = (SELECT i.stock FROM input i WHERE i.item_no = EXCLUDED.item_no) >= basket_items.amount + EXCLUDED.amount
             RETURNING 1)
           UPDATE baskets SET updated_at = now(), updated_by = $4 WHERE id = $1 AND EXISTS (SELECT 1 FROM lines)`,
          [basketId, JSON.stringify([...byItem].map(([item_no, amount]) => ({ item_no, amount }))), customer, caller.user],
        );
      });
    }
    if (opts.add) basket = await this.baskets.get(caller, basketId);
    return {
      basket,
      lines: results,
      added: opts.add ? good.length : 0,
      rejected: results.length - good.length,
    };
  }
}

/**
 * The code and quantity columns of an uploaded .csv or .xlsx file, read in a worker thread within
 * FILE_LIMITS; a file past a limit, one that cannot be read, or one whose reading takes too long
 * is a 400 that says which. Tasks are queued per customer (key). The bytes move to the worker:
 * unusable here afterwards.
 */
export async function readOrderFile(kind: 'csv' | 'xlsx', data: Uint8Array, key: string): Promise<QuickOrderLineInput[]> {
  return fileTask(() => heavyWork.run(kind === 'xlsx' ? 'readXlsx' : 'readCsv', data, { key, timeoutMs: FILE_LIMITS.timeMs, transfer: ownMemory(data) }), FILE_LIMITS);
}

/** The first two columns of an uploaded file with their row numbers, read as readOrderFile does but within an upload's own limits. */
export async function readNumberedFile(kind: 'csv' | 'xlsx', data: Uint8Array, key: string, limits: FileLimits): Promise<NumberedOrderLineText[]> {
  return fileTask(() => heavyWork.run('readNumberedLines', { kind, data, limits }, { key, timeoutMs: limits.timeMs, transfer: ownMemory(data) }), limits);
}

/** A file-reading task whose failures (past a limit, unreadable, too slow) are a 400 that says which. */
async function fileTask<T>(read: () => Promise<T>, limits: FileLimits): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof TaskTimeoutError) throw invalid('file', fileLimitMessage('timeMs', 0, '', limits));
    if (err instanceof TaskError && (err.failure.name === 'FileLimitError' || err.failure.name === 'UnreadableFileError')) throw invalid('file', err.message);
    throw err;
  }
}
