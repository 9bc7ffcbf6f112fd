// Quick order: a list of article codes and quantities (typed, pasted from Excel, or from a .csv or
// .xlsx file) checked all at once, with a Dutch message and a suggested quantity per wrong line;
// the good lines go into the basket together, in one transaction. Two queries whatever the length
// of the list: one reads the facts of every code, one writes every good line.
import ExcelJS from 'exceljs';
import type { Db } from '../../db/db.js';
import { DISCOUNT_SQL } from '../catalog/repository.js';
import { MAX_BASKET_AMOUNT, MAX_LINE_AMOUNT, type BasketDto, type BasketRepository } from './repository.js';
import { invalid, notFound } from '../../plugins/errors.js';

export const MAX_QUICK_ORDER_LINES = 1000;

export interface QuickOrderLineInput {
  code: string;
  quantity: string;
}

export type QuickOrderProblem = 'code-missing' | 'unknown' | 'discontinued' | 'quantity-invalid' | 'below-minimum' | 'not-step' | 'too-large';

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

/** The smallest quantity of at least `wanted` (and the minimum) that is a multiple of the step. */
export function suggestQuantity(wanted: number, step: number, min: number): number {
  const atLeast = Math.max(wanted, min, 1);
  return Math.ceil(atLeast / step) * step;
}

/** A whole, positive quantity as typed ('12', ' 12 ', '12,0', '12.0'); null otherwise. */
export function parseQuantity(text: string): number | null {
  const t = text.trim().replace(/[.,]0+$/, '');
  if (!/^\d{1,9}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 ? n : null;
}

interface Facts {
  idx: number;
  item_no: string | null;
  description: string | null;
  unit: string | null;
  step: number | null;
  min: number | null;
  is_active: boolean | null;
}

export class QuickOrderService {
  constructor(
    private readonly db: Db,
    private readonly baskets: BasketRepository,
  ) {}

  /** Checks every line; with add, puts the good ones into the basket (the wrong ones stay out). */
  async addLines(customer: string, basketId: number, lines: QuickOrderLineInput[], opts: { add: boolean }) {
    if (lines.length > MAX_QUICK_ORDER_LINES) throw invalid('lines', `Een lijst kan hoogstens ${nl.format(MAX_QUICK_ORDER_LINES)} regels hebben.`);
    const owned = await this.db.one('SELECT 1 FROM baskets WHERE id = $1 AND customer_number = $2', [basketId, customer]);
    if (!owned) throw notFound('Basket:NotFound', `Winkelwagen ${basketId} bestaat niet.`);
    // An article code or its EAN; unlisted articles (reachable only by their secret link) are not found.
    const facts = await this.db.query<Facts>(
      `SELECT r.idx, a.item_no, a.description, a.order_unit AS unit, a.step_quantity AS step, a.min_order_quantity AS min, a.is_active
         FROM jsonb_to_recordset($1::jsonb) AS r(idx int, code text)
         LEFT JOIN LATERAL (
           SELECT * FROM articles x WHERE x.secret IS NULL AND (x.item_no = r.code OR (length(r.code) = 13 AND x.ean = r.code))
           ORDER BY (x.item_no = r.code) DESC LIMIT 1) a ON true
        ORDER BY r.idx`,
      [JSON.stringify(lines.map((l, idx) => ({ idx, code: l.code.trim() })))],
    );
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
      const amount = parseQuantity(line.quantity);
      const step = f.step!;
      const min = f.min!;
      const unit = f.unit!;
      if (amount === null) return fail('quantity-invalid', 'Vul een heel aantal van minstens 1 in.', suggestQuantity(1, step, min));
      if (amount > MAX_LINE_AMOUNT) return fail('too-large', `Op één regel kunnen hoogstens ${nl.format(MAX_LINE_AMOUNT)} stuks staan.`, null);
      if (amount < min) return fail('below-minimum', `Het minimale bestelaantal van dit artikel is ${min} ${unit}.`, suggestQuantity(amount, step, min));
      if (amount % step !== 0) {
        return fail('not-step', `Dit artikel wordt per ${step} ${unit} verkocht: kies een veelvoud van ${step}.`, suggestQuantity(amount, step, min));
      }
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
        if (limits!.largest > MAX_LINE_AMOUNT) throw invalid('lines', `Op één regel kunnen hoogstens ${nl.format(MAX_LINE_AMOUNT)} stuks staan.`);
        if (limits!.total > MAX_BASKET_AMOUNT) throw invalid('lines', `In één winkelwagen kunnen hoogstens ${nl.format(MAX_BASKET_AMOUNT)} stuks staan.`);
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
           UPDATE baskets SET updated_at = now() WHERE id = $1 AND EXISTS (SELECT 1 FROM lines)`,
          [basketId, JSON.stringify([...byItem].map(([item_no, amount]) => ({ item_no, amount }))), customer],
        );
      });
    }
    if (opts.add) basket = await this.baskets.get(customer, basketId);
    return {
      basket,
      lines: results,
      added: opts.add ? good.length : 0,
      rejected: results.length - good.length,
    };
  }
}

/** The code and quantity columns of a delimited text: tab, semicolon or comma, quotes allowed. */
export function parseDelimited(text: string): QuickOrderLineInput[] {
  const rows = text.replace(/^\ufeff/, '').split(/\r\n|\n|\r/).filter((r) => r.trim() !== '');
  const sample = rows.slice(0, 20).join('\n');
  const separator = sample.includes('\t') ? '\t' : sample.includes(';') ? ';' : ',';
  const cells = (row: string): string[] => {
    const out: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < row.length; i++) {
      const c = row[i]!;
      if (quoted) {
        if (c === '"' && row[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') quoted = false;
        else cell += c;
      } else if (c === '"' && cell.trim() === '') quoted = true;
      else if (c === separator) {
        out.push(cell);
        cell = '';
      } else cell += c;
    }
    out.push(cell);
    return out.map((x) => x.trim());
  };
  const lines = rows.map(cells).map((c) => ({ code: c[0] ?? '', quantity: c[1] ?? '' })).filter((l) => l.code || l.quantity);
  return dropHeader(lines);
}

/** A first row whose quantity is not a number is a header ('Artikelnummer; Aantal'). */
function dropHeader(lines: QuickOrderLineInput[]): QuickOrderLineInput[] {
  const first = lines[0];
  return first && parseQuantity(first.quantity) === null && !/^\d/.test(first.code) ? lines.slice(1) : lines;
}

/** The first two columns of the first worksheet of an .xlsx file. */
export async function parseWorkbook(data: Buffer): Promise<QuickOrderLineInput[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw invalid('file', 'Dit bestand kunnen wij niet lezen als Excel-bestand (.xlsx).');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const text = (value: ExcelJS.CellValue): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'object') {
      if ('result' in value) return text(value.result as ExcelJS.CellValue);
      if ('richText' in value) return value.richText.map((r) => r.text).join('');
      if ('text' in value) return String(value.text);
      return '';
    }
    return String(value);
  };
  const lines: QuickOrderLineInput[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (lines.length > MAX_QUICK_ORDER_LINES + 1) return;
    const code = text(row.getCell(1).value).trim();
    const quantity = text(row.getCell(2).value).trim();
    if (code || quantity) lines.push({ code, quantity });
  });
  return dropHeader(lines);
}
