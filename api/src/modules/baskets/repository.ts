// Baskets of a customer: baskets (winkelwagens, type 0) and order lists (bestellijsten, type 1).
// Every statement is scoped to the caller's customer number: another customer's basket is
// simply not found.
import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.js';
import { DISCOUNT_SQL, round2, withSecret } from '../catalog/repository.js';
import { ApiError, invalid, notFound } from '../../plugins/errors.js';
import { createBatcher } from '../../lib/batcher.js';
import { quantityProblem, quantityRule } from '@kraanvogel/rules';
import { BASKET_TOO_LARGE, BASKET_TYPE, LINE_TOO_LARGE, MAX_BASKET_AMOUNT, MAX_LINE_AMOUNT, VAT_RATE, basketLocked, quantityMessage } from './basket-rules.js';

interface AddInput {
  basketId: number;
  itemNo: string;
  amount: number;
  overwrite?: boolean;
  /** The secret of an unlisted article: without it such an article cannot be added. */
  secret?: string;
}

const lineTooLarge = () => invalid('amount', LINE_TOO_LARGE);
const basketTooLarge = () => invalid('amount', BASKET_TOO_LARGE);

/**
 * The customer's discounts as joins on article a (aliases item_discount, group_discount): the
 * same rule as DISCOUNT_SQL, but set-based, which matters for baskets of hundreds of lines. The
 * net price is computed in floating point exactly as round2 does in JS, so stored and computed
 * prices compare equal.
 */
const PRICE_JOINS = (customerExpr: string) => `
  LEFT JOIN (SELECT d.item_no, max(d.percentage) AS pct FROM customer_discounts d WHERE d.customer_number = ${customerExpr} AND d.item_no IS NOT NULL GROUP BY d.item_no) item_discount
    ON item_discount.item_no = a.item_no
  LEFT JOIN (SELECT d.discount_group_code, max(d.percentage) AS pct FROM customer_discounts d WHERE d.customer_number = ${customerExpr} AND d.item_no IS NULL GROUP BY d.discount_group_code) group_discount
    ON group_discount.discount_group_code = a.discount_group_code`;
const DISCOUNT_PCT = 'coalesce(item_discount.pct, group_discount.pct, 0)::float8';
const NET_PRICE = `round(a.gross_price::float8 * (1 - ${DISCOUNT_PCT} / 100) * 100) / 100`;
/**
 * The stock of the line's article (alias a) as a join (alias stock): one index lookup per line.
 * (Joined as one aggregate over all the lines' articles, a planner that expected one line of a
 * 500-line basket compared every line with every stock row: 85 ms instead of a few.)
 */
const STOCK_JOIN = `
  LEFT JOIN LATERAL (SELECT sum(s.quantity)::int AS quantity FROM article_stock s WHERE s.item_no = a.item_no) stock ON true`;

interface BasketItemJson {
  id: number;
  itemNo: string;
  itemDescription: string;
  amount: number;
  itemUOM: string;
  image: string | null;
  /** Set for an unlisted article (the customer added it with its secret). */
  secret: string | null;
  stepQuantity: number;
  minOrderQuantity: number;
  grossPrice: number;
}

interface RealtimeItemRow extends BasketItemJson {
  discountPercentage: number;
  stock: number;
  isActive: boolean;
  priceWhenAdded: number | null;
  availableWhenAdded: boolean | null;
  /** The customer's own number for the article; null: none. */
  customerItemNo: string | null;
}

interface BasketRow {
  id: number;
  name: string;
  basket_type: number;
  is_default: boolean;
  is_personal: boolean;
  created_by: string | null;
  created_by_name: string | null;
  updated_by_name: string | null;
  created_at: Date;
  updated_at: Date;
  purchase_request: PurchaseRequestLock | null;
  items: BasketItemJson[];
}

/** The purchase request a basket waits for: it is read-only until the request is decided or withdrawn. */
interface PurchaseRequestLock {
  id: number;
  requestedBy: string | null;
  requestedByName: string;
  approverNames: string[];
  createdAt: string;
}

/**
 * Who asks for a basket: the customer and the user. A personal basket is its maker's only: for
 * every other user of the customer it does not exist (not listed, not found, not orderable).
 */
export interface BasketCaller {
  customer: string;
  user: string;
}

/** The baskets (alias b) caller customer $c, user $u may see: the shared ones and his own. */
export const VISIBLE_BASKET = (c: string, u: string) => `b.customer_number = ${c} AND (NOT b.is_personal OR b.created_by = ${u})`;

interface RealtimeRow extends Omit<BasketRow, 'items'> {
  items: RealtimeItemRow[];
}

/** A basket's own columns with the names of its maker and of who changed it last. */
const HEAD_COLUMNS = `b.id, b.name, b.basket_type, b.is_default, b.is_personal, b.created_by, b.created_at, b.updated_at,
  (SELECT nullif(concat_ws(' ', u.name, u.surname), '') FROM users u WHERE u.id = b.created_by) AS created_by_name,
  (SELECT nullif(concat_ws(' ', u.name, u.surname), '') FROM users u WHERE u.id = b.updated_by) AS updated_by_name,
  (SELECT json_build_object('id', r.id, 'requestedBy', r.requested_by, 'requestedByName', r.requested_by_name, 'approverNames', r.approver_names,
          'createdAt', to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
     FROM purchase_requests r WHERE r.id = b.purchase_request_id) AS purchase_request`;

const BASKET_SELECT = `SELECT ${HEAD_COLUMNS},
  coalesce((SELECT json_agg(json_build_object(
      'id', bi.id, 'itemNo', bi.item_no, 'itemDescription', a.description, 'amount', bi.amount, 'itemUOM', a.order_unit,
      'image', a.image_url, 'secret', a.secret, 'stepQuantity', a.step_quantity, 'minOrderQuantity', a.min_order_quantity,
      'grossPrice', a.gross_price::float8
    ) ORDER BY bi.id)
    FROM basket_items bi JOIN articles a ON a.item_no = bi.item_no WHERE bi.basket_id = b.id), '[]'::json) AS items
  FROM baskets b`;

/** The lines of basket $2 with customer $1's prices and the current stock. */
const REALTIME_LINES = `WITH lines AS (SELECT id, item_no, amount, price_when_added, available_when_added FROM basket_items WHERE basket_id = $2)
  SELECT l.id, l.item_no AS "itemNo", a.description AS "itemDescription", l.amount, a.order_unit AS "itemUOM", a.image_url AS image,
         a.step_quantity AS "stepQuantity", a.min_order_quantity AS "minOrderQuantity", a.gross_price::float8 AS "grossPrice",
         ${DISCOUNT_PCT} AS "discountPercentage", coalesce(stock.quantity, 0) AS stock, a.is_active AS "isActive",
         l.price_when_added::float8 AS "priceWhenAdded", l.available_when_added AS "availableWhenAdded",
         (SELECT c.customer_item_no FROM customer_article_numbers c WHERE c.customer_number = $1 AND c.item_no = l.item_no) AS "customerItemNo"
    FROM lines l JOIN articles a ON a.item_no = l.item_no ${PRICE_JOINS('$1')} ${STOCK_JOIN}`;

// A line's fields are added with Object.assign, never as `{ ...line, more }`: V8 builds a spread
// followed by new fields slowly, about 10 µs per object (5 ms for a 500-line basket; 0.1 ms so).
function itemDto(i: BasketItemJson) {
  return {
    id: i.id,
    itemNo: i.itemNo,
    itemDescription: i.itemDescription,
    amount: i.amount,
    itemUOM: i.itemUOM,
    data: JSON.stringify({ itemImage: i.image && i.secret ? withSecret(i.image, i.secret) : i.image }),
    stepQuantity: i.stepQuantity,
    minOrderQuantity: i.minOrderQuantity,
    grossPrice: i.grossPrice,
  };
}

function basketHead(r: Omit<BasketRow, 'items'>, user: string) {
  return {
    id: r.id,
    name: r.name,
    basketType: r.basket_type,
    isDefault: r.is_default,
    creationTime: r.created_at.toISOString(),
    lastModificationTime: r.updated_at.toISOString(),
    /** The maker's name; null: not known (the basket is then shared). */
    createdByName: r.created_by_name,
    /** Who changed the lines last; null: not known. */
    lastModifiedByName: r.updated_by_name,
    isOwn: r.created_by !== null && r.created_by === user,
    isPersonal: r.is_personal,
    /** Set while the basket waits for a purchase request's decision: read-only until then. */
    purchaseRequest: r.purchase_request && {
      id: r.purchase_request.id,
      requestedByName: r.purchase_request.requestedByName,
      approverNames: r.purchase_request.approverNames,
      createdAt: r.purchase_request.createdAt,
      isOwn: r.purchase_request.requestedBy === user,
    },
  };
}

function basketDto(r: BasketRow, user: string) {
  return { ...basketHead(r, user), basketItems: r.items.map(itemDto) };
}

export type BasketDto = ReturnType<typeof basketDto>;

/**
 * A basket with the caller's prices and the stock of this moment. A line tells whether its price
 * or availability differs from when it was added; the revision names the lines, amounts and
 * prices the caller saw, so that an order can be refused when they changed after review.
 */
function realtimeDto(row: RealtimeRow, user: string) {
  const items = row.items.map((i) => {
    const netPrice = round2(i.grossPrice * (1 - i.discountPercentage / 100));
    const isAvailable = i.isActive && i.stock >= i.amount;
    return Object.assign(itemDto(i), {
      netPrice,
      discountPercentage: i.discountPercentage,
      lineTotal: round2(netPrice * i.amount),
      stock: i.stock,
      isAvailable,
      isActive: i.isActive,
      priceWhenAdded: i.priceWhenAdded,
      priceChanged: i.priceWhenAdded !== null && i.priceWhenAdded !== netPrice,
      availabilityChanged: i.availableWhenAdded !== null && i.availableWhenAdded !== isAvailable,
      customerItemNo: i.customerItemNo,
    });
  });
  const totalNet = round2(items.reduce((s, i) => s + i.lineTotal, 0));
  const totalVat = round2(totalNet * VAT_RATE);
  const revision = createHash('sha256')
    .update(JSON.stringify(items.map((i) => [i.itemNo, i.amount, i.netPrice])))
    .digest('base64url')
    .slice(0, 22);
  return {
    ...basketHead(row, user),
    basketItems: items,
    totalGross: round2(items.reduce((s, i) => s + i.grossPrice * i.amount, 0)),
    totalNet,
    totalVat,
    totalInclVat: round2(totalNet + totalVat),
    revision,
  };
}

export type RealtimeBasketDto = ReturnType<typeof realtimeDto>;

export class BasketRepository {
  constructor(private readonly db: Db) {}

  private basketNotFound(id: number) {
    return notFound('Basket:NotFound', `Winkelwagen ${id} bestaat niet.`);
  }

  /** The caller's own baskets first, then the default, then the oldest. */
  async list(caller: BasketCaller, basketType: number) {
    const rows = await this.db.query<BasketRow>(
      `${BASKET_SELECT} WHERE ${VISIBLE_BASKET('$1', '$2')} AND b.basket_type = $3 ORDER BY b.created_by IS NOT DISTINCT FROM $2 DESC, b.is_default DESC, b.id`,
      [caller.customer, caller.user, basketType],
    );
    return rows.map((r) => basketDto(r, caller.user));
  }

  private async row(q: Queryable, caller: BasketCaller, id: number) {
    return q.one<BasketRow>(`${BASKET_SELECT} WHERE ${VISIBLE_BASKET('$1', '$2')} AND b.id = $3`, [caller.customer, caller.user, id]);
  }

  async get(caller: BasketCaller, id: number): Promise<BasketDto> {
    const row = await this.row(this.db, caller, id);
    if (!row) throw this.basketNotFound(id);
    return basketDto(row, caller.user);
  }

  /** Fails with 404 unless the caller may see basket id; with lock, locks it until the transaction ends. */
  async assertVisible(q: Queryable, caller: BasketCaller, id: number, lock = false): Promise<{ basket_type: number; purchase_request_id: number | null }> {
    const row = await q.one<{ basket_type: number; purchase_request_id: number | null }>(`SELECT b.basket_type, b.purchase_request_id FROM baskets b WHERE ${VISIBLE_BASKET('$1', '$2')} AND b.id = $3${lock ? ' FOR UPDATE' : ''}`, [
      caller.customer,
      caller.user,
      id,
    ]);
    if (!row) throw this.basketNotFound(id);
    return row;
  }

  /** Fails with 404 unless the caller may see basket id, and with 409 while it waits for approval. */
  async assertChangeable(q: Queryable, caller: BasketCaller, id: number, lock = false): Promise<{ basket_type: number }> {
    const row = await this.assertVisible(q, caller, id, lock);
    if (row.purchase_request_id !== null) throw basketLocked();
    return row;
  }

  /** The default basket (the caller's own first); made on first use when the caller sees none. */
  async getDefault(caller: BasketCaller): Promise<BasketDto> {
    const pick = `${BASKET_SELECT} WHERE ${VISIBLE_BASKET('$1', '$2')} AND b.basket_type = 0
      ORDER BY b.created_by IS NOT DISTINCT FROM $2 DESC, b.is_default DESC, b.updated_at DESC LIMIT 1`;
    const existing = await this.db.one<BasketRow>(pick, [caller.customer, caller.user]);
    if (existing) return basketDto(existing, caller.user);
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`basket-default:${caller.customer}`]);
      const again = await tx.one<BasketRow>(pick, [caller.customer, caller.user]);
      if (again) return basketDto(again, caller.user);
      const [created] = await tx.query<{ id: number }>(
        "INSERT INTO baskets (customer_number, created_by, updated_by, name, basket_type, is_default) VALUES ($1, $2, $2, 'Winkelwagen', 0, true) RETURNING id",
        [caller.customer, caller.user],
      );
      return basketDto((await this.row(tx, caller, created!.id))!, caller.user);
    });
  }

  /** A new basket or order list; a name the customer already gives one of that kind is a 400. */
  async create(caller: BasketCaller, name: string, basketType: number): Promise<BasketDto> {
    const taken = await this.db.one('SELECT 1 FROM baskets WHERE customer_number = $1 AND basket_type = $2 AND lower(btrim(name)) = lower($3)', [caller.customer, basketType, name.trim()]);
    if (taken) {
      const kind = basketType === BASKET_TYPE.orderList ? 'bestellijst' : 'winkelwagen';
      throw invalid('name', `Er is al een ${kind} met de naam ‘${name.trim()}’. Kies een andere naam.`);
    }
    const [created] = await this.db.query<{ id: number }>(
      'INSERT INTO baskets (customer_number, created_by, updated_by, name, basket_type) VALUES ($1, $2, $2, $3, $4) RETURNING id',
      [caller.customer, caller.user, name.trim(), basketType],
    );
    return this.get(caller, created!.id);
  }

  /** Makes a basket personal or shared again; only its maker may. */
  async setPersonal(caller: BasketCaller, id: number, isPersonal: boolean): Promise<BasketDto> {
    const basket = await this.row(this.db, caller, id);
    if (!basket) throw this.basketNotFound(id);
    if (basket.purchase_request) throw basketLocked();
    if (basket.created_by !== caller.user) {
      throw new ApiError(403, 'Basket:NotOwner', 'Alleen wie deze winkelwagen heeft gemaakt, kan hem persoonlijk of gedeeld maken.');
    }
    await this.db.query('UPDATE baskets SET is_personal = $2 WHERE id = $1', [id, isPersonal]);
    return this.get(caller, id);
  }

  /**
   * Adds (or, with overwrite, sets) an amount of an article, checked against its step and
   * minimum. Concurrent adds are applied together in one transaction (group commit): each is
   * checked in arrival order against the amount the ones before it left, so they all count.
   */
  async addItem(caller: BasketCaller, input: AddInput): Promise<BasketDto> {
    return (await this.addBatch({ caller, input })).basket;
  }

  /** addItem, with the answer already as JSON: the calls of one batch by one user on one basket share it. */
  addItemAsJson(caller: BasketCaller, input: AddInput): Promise<{ basket: BasketDto; json: string }> {
    return this.addBatch({ caller, input });
  }

  private readonly addBatch = createBatcher<{ caller: BasketCaller; input: AddInput }, { basket: BasketDto; json: string }>('add-to-basket', async (adds) => {
    const outcome: ({ basket: BasketDto; json: string } | Error | number)[] = [];
    const baskets = await this.db.transaction(async (tx) => {
      const ids = [...new Set(adds.map((a) => a.input.basketId))];
      // Lock the baskets: concurrent batches of other instances on the same basket queue here.
      // (PGlite has one connection and runs this transaction alone.)
      if (this.db.driver === 'postgres') await tx.query('SELECT id FROM baskets WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
      const facts = await tx.query<{ idx: number; basket_id: number | null; locked: boolean; item_no: string | null; step: number; min: number; unit: string; existing: number | null; basket_total: number }>(
        `SELECT r.idx, b.id AS basket_id, b.purchase_request_id IS NOT NULL AS locked, a.item_no, a.step_quantity AS step, a.min_order_quantity AS min, a.order_unit AS unit, bi.amount AS existing,
                (SELECT coalesce(sum(x.amount), 0) FROM basket_items x WHERE x.basket_id = b.id)::float8 AS basket_total
           FROM jsonb_to_recordset($1::jsonb) AS r(idx int, customer text, user_id text, basket_id int, item_no text, secret text)
           LEFT JOIN baskets b ON b.id = r.basket_id AND ${VISIBLE_BASKET('r.customer', 'r.user_id')}
           LEFT JOIN articles a ON a.item_no = r.item_no AND a.is_active AND (a.secret IS NULL OR a.secret = r.secret)
           LEFT JOIN basket_items bi ON bi.basket_id = b.id AND bi.item_no = a.item_no
          ORDER BY r.idx`,
        [JSON.stringify(adds.map((a, idx) => ({ idx, customer: a.caller.customer, user_id: a.caller.user, basket_id: a.input.basketId, item_no: a.input.itemNo, secret: a.input.secret ?? null })))],
      );
      const lines = new Map<string, { basketId: number; itemNo: string; current: number; setTo: number | null; delta: number }>();
      const totals = new Map<number, number>();
      /** Who changed each basket last: the last add of the batch that counts. */
      const changedBy = new Map<number, string>();
      adds.forEach(({ input, caller }, idx) => {
        const f = facts[idx]!;
        if (f.basket_id === null) return void (outcome[idx] = this.basketNotFound(input.basketId));
        if (f.locked) return void (outcome[idx] = basketLocked());
        if (f.item_no === null) return void (outcome[idx] = notFound('Article:NotFound', `Artikel ${input.itemNo} bestaat niet.`));
        const key = `${f.basket_id}|${f.item_no}`;
        const line = lines.get(key) ?? { basketId: f.basket_id, itemNo: f.item_no, current: f.existing ?? 0, setTo: null, delta: 0 };
        const resulting = input.overwrite ? input.amount : line.current + input.amount;
        // The rule holds for what the line holds afterwards: from the minimum in whole steps.
        const rule = quantityRule(f.step, f.min);
        const problem = quantityProblem(resulting, rule);
        if (problem) return void (outcome[idx] = invalid('amount', quantityMessage(problem, rule, f.unit)));
        const total = (totals.get(f.basket_id) ?? f.basket_total) - line.current + resulting;
        if (total > MAX_BASKET_AMOUNT) return void (outcome[idx] = basketTooLarge());
        totals.set(f.basket_id, total);
        if (input.overwrite) {
          line.setTo = input.amount;
          line.delta = 0;
        } else if (line.setTo !== null) line.setTo += input.amount;
        else line.delta += input.amount;
        line.current = resulting;
        lines.set(key, line);
        changedBy.set(f.basket_id, caller.user);
        outcome[idx] = f.basket_id;
      });
      if (!lines.size) return new Map<number, BasketRow>();
      const changes = [...lines.values()].map((l) => ({
        basket_id: l.basketId,
        item_no: l.itemNo,
        amount: l.setTo ?? l.delta,
        final_amount: l.current,
        mode: l.setTo !== null ? 'set' : 'add',
        changed_by: changedBy.get(l.basketId)!,
      }));
      // One statement: set lines, grown lines and the baskets' modification time. A new line
      // records the customer's price of this moment; every change records whether the stock
      // covers the line's new amount (the basket page compares both with the current state).
      await tx.query(
        `WITH input AS (
           SELECT r.basket_id, r.item_no, r.amount, r.mode, r.changed_by,
                  round(a.gross_price::float8 * (1 - ${DISCOUNT_SQL('b.customer_number', 'a.item_no', 'a.discount_group_code')} / 100) * 100) / 100 AS price,
                  (SELECT coalesce(sum(s.quantity), 0) FROM article_stock s WHERE s.item_no = r.item_no) >= r.final_amount AS available
             FROM jsonb_to_recordset($1::jsonb) AS r(basket_id int, item_no text, amount int, final_amount int, mode text, changed_by text)
             JOIN baskets b ON b.id = r.basket_id JOIN articles a ON a.item_no = r.item_no),
         set_lines AS (
           INSERT INTO basket_items (basket_id, item_no, amount, price_when_added, available_when_added)
           SELECT basket_id, item_no, amount, price, available FROM input WHERE mode = 'set'
           ON CONFLICT (basket_id, item_no) DO UPDATE SET amount = EXCLUDED.amount, available_when_added = EXCLUDED.available_when_added RETURNING 1),
         grown_lines AS (
           INSERT INTO basket_items (basket_id, item_no, amount, price_when_added, available_when_added)
           SELECT basket_id, item_no, amount, price, available FROM input WHERE mode = 'add'
           ON CONFLICT (basket_id, item_no) DO UPDATE SET amount = basket_items.amount + EXCLUDED.amount, available_when_added = EXCLUDED.available_when_added RETURNING 1)
         UPDATE baskets SET updated_at = now(), updated_by = i.changed_by FROM (SELECT DISTINCT basket_id, changed_by FROM input) i WHERE baskets.id = i.basket_id`,
        [JSON.stringify(changes)],
      );
      const rows = await tx.query<BasketRow>(`${BASKET_SELECT} WHERE b.id = ANY($1::int[])`, [[...new Set(changes.map((c) => c.basket_id))]]);
      return new Map(rows.map((r) => [r.id, r]));
    });
    const answers = new Map<string, { basket: BasketDto; json: string }>();
    return outcome.map((o, idx) => {
      if (typeof o !== 'number') return o;
      const user = adds[idx]!.caller.user;
      const key = `${o}|${user}`;
      if (!answers.has(key)) {
        const basket = basketDto(baskets.get(o)!, user);
        answers.set(key, { basket, json: JSON.stringify(basket) });
      }
      return answers.get(key)!;
    });
  });

  async removeItem(caller: BasketCaller, input: { basketId: number; basketItemId?: number; itemNo?: string }): Promise<BasketDto> {
    if (input.basketItemId === undefined && input.itemNo === undefined) throw invalid('basketItemId', 'Geef basketItemId of itemNo op.');
    await this.assertChangeable(this.db, caller, input.basketId);
    const removed = await this.db.query(
      `WITH gone AS (DELETE FROM basket_items WHERE basket_id = $1 AND ($2::int IS NULL OR id = $2) AND ($3::text IS NULL OR item_no = $3) RETURNING id)
       UPDATE baskets SET updated_at = now(), updated_by = $4 WHERE id = $1 AND EXISTS (SELECT 1 FROM gone) RETURNING id`,
      [input.basketId, input.basketItemId ?? null, input.itemNo ?? null, caller.user],
    );
    if (!removed.length) throw notFound('BasketItem:NotFound', 'Deze regel staat niet in de winkelwagen.');
    return this.get(caller, input.basketId);
  }

  async remove(caller: BasketCaller, basketId: number): Promise<void> {
    await this.assertChangeable(this.db, caller, basketId);
    const gone = await this.db.query(`DELETE FROM baskets b WHERE b.id = $3 AND ${VISIBLE_BASKET('$1', '$2')} RETURNING b.id`, [caller.customer, caller.user, basketId]);
    if (!gone.length) throw this.basketNotFound(basketId);
  }

  async copy(caller: BasketCaller, sourceId: number, targetId: number): Promise<BasketDto> {
    if (sourceId === targetId) throw invalid('targetBasketId', 'Kies een andere winkelwagen om naar te kopiëren.');
    const customer = caller.customer;
    await this.db.transaction(async (tx) => {
      const owned = await tx.query<{ id: number; locked: boolean }>(`SELECT b.id, b.purchase_request_id IS NOT NULL AS locked FROM baskets b WHERE b.id = ANY($3::int[]) AND ${VISIBLE_BASKET('$1', '$2')} FOR UPDATE`, [
        caller.customer,
        caller.user,
        [sourceId, targetId],
      ]);
      for (const id of [sourceId, targetId]) if (!owned.some((o) => o.id === id)) throw this.basketNotFound(id);
      if (owned.find((o) => o.id === targetId)!.locked) throw basketLocked();
      const [after] = await tx.query<{ largest_line: number; total: number }>(
        `SELECT coalesce(max(amount), 0)::float8 AS largest_line, coalesce(sum(amount), 0)::float8 AS total FROM (
           SELECT item_no, sum(amount) AS amount FROM basket_items WHERE basket_id = ANY($1::int[]) GROUP BY item_no) lines`,
        [[sourceId, targetId]],
      );
      if (after!.largest_line > MAX_LINE_AMOUNT) throw lineTooLarge();
      if (after!.total > MAX_BASKET_AMOUNT) throw basketTooLarge();
      // Copied lines are new to the target: they take the price of this moment.
      await tx.query(
        `WITH lines AS (SELECT id, item_no, amount FROM basket_items WHERE basket_id = $1)
         INSERT INTO basket_items (basket_id, item_no, amount, price_when_added, available_when_added)
         SELECT $2, l.item_no, l.amount, ${NET_PRICE}, coalesce(stock.quantity, 0) >= l.amount
           FROM lines l JOIN articles a ON a.item_no = l.item_no ${PRICE_JOINS('$3')} ${STOCK_JOIN}
          ORDER BY l.id
         ON CONFLICT (basket_id, item_no) DO UPDATE SET amount = basket_items.amount + EXCLUDED.amount`,
        [sourceId, targetId, customer],
      );
      await tx.query('UPDATE baskets SET updated_at = now(), updated_by = $2 WHERE id = $1', [targetId, caller.user]);
    });
    return this.get(caller, targetId);
  }

  async realtime(caller: BasketCaller, basketId: number, q: Queryable = this.db) {
    const head = await q.one<Omit<BasketRow, 'items'>>(`SELECT ${HEAD_COLUMNS} FROM baskets b WHERE ${VISIBLE_BASKET('$1', '$2')} AND b.id = $3`, [caller.customer, caller.user, basketId]);
    if (!head) throw this.basketNotFound(basketId);
    // One JSON value instead of 500 rows: PGlite converts rows to JS objects slowly.
    const lines = await q.one<{ items: RealtimeItemRow[] }>(`SELECT coalesce(json_agg(line ORDER BY line.id), '[]'::json) AS items FROM (${REALTIME_LINES}) line`, [
      caller.customer,
      basketId,
    ]);
    return realtimeDto({ ...head, items: lines!.items }, caller.user);
  }

  async summary(caller: BasketCaller, basketId: number) {
    const b = await this.realtime(caller, basketId);
    return {
      basketId: b.id,
      name: b.name,
      basketType: b.basketType,
      lineCount: b.basketItems.length,
      totalQuantity: b.basketItems.reduce((s, i) => s + i.amount, 0),
      totalGross: b.totalGross,
      totalDiscount: round2(b.totalGross - b.totalNet),
      totalNet: b.totalNet,
      totalVat: b.totalVat,
      totalInclVat: b.totalInclVat,
    };
  }
}

export { ApiError };
