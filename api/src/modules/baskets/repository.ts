// Baskets of a customer: baskets (winkelwagens, type 0) and order lists (bestellijsten, type 1).
// Every statement is scoped to the caller's customer number: another customer's basket is
// simply not found.
import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.js';
import { round2, withSecret } from '../catalog/repository.js';
import { ApiError, invalid, notFound } from '../../plugins/errors.js';
import { createBatcher } from '../../lib/batcher.js';
import { changeKeyId, storedKeys, storeKeys } from './change-keys.js';
import { quantityProblem, quantityRule } from '@kraanvogel/rules';
import { BASKET_SELECT, HEAD_COLUMNS, IN_SCOPE, NET_PRICE, PRICE_JOINS, PRICE_JOINS_OF, REALTIME_LINES, STOCK_JOIN, VISIBLE_BASKET } from './basket-sql.js';
import type { BasketCaller, BasketItemJson, BasketRow, RealtimeItemRow, RealtimeRow, VisibleBasket } from './basket-sql.js';
export type { BasketCaller };
export { VISIBLE_BASKET };
import { BASKET_TOO_LARGE, BASKET_TYPE, LINE_TOO_LARGE, MAX_BASKET_AMOUNT, MAX_LINE_AMOUNT, VAT_RATE, basketLocked, punchoutLock, PUNCHOUT_LOCK_COLUMNS, quantityMessage } from './basket-rules.js';

interface AddInput {
  basketId: number;
  itemNo: string;
  amount: number;
  overwrite?: boolean;
  /** The secret of an unlisted article: without it such an article cannot be added. */
  secret?: string;
  /** The change's idempotency key (change-keys.ts): a stored one makes this add a replay. */
  key?: string;
}

/** An add's answer; replayed: its key was stored, nothing changed. */
export interface AddAnswer {
  basket: BasketDto;
  json: string;
  replayed: boolean;
}

const lineTooLarge = () => invalid('amount', LINE_TOO_LARGE);
const basketTooLarge = () => invalid('amount', BASKET_TOO_LARGE);

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
    ...(r.punchout ? { punchout: r.punchout } : {}),
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
      `${BASKET_SELECT} WHERE ${VISIBLE_BASKET('$1', '$2')} AND b.basket_type = $3 AND ${IN_SCOPE('$4')} ORDER BY b.created_by IS NOT DISTINCT FROM $2 DESC, b.is_default DESC, b.id`,
      [caller.customer, caller.user, basketType, caller.session ?? null],
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
  async assertVisible(q: Queryable, caller: BasketCaller, id: number, lock = false): Promise<VisibleBasket> {
    const row = await q.one<VisibleBasket>(`SELECT b.basket_type, b.purchase_request_id, ${PUNCHOUT_LOCK_COLUMNS} FROM baskets b WHERE ${VISIBLE_BASKET('$1', '$2')} AND b.id = $3${lock ? ' FOR UPDATE' : ''}`, [
      caller.customer,
      caller.user,
      id,
    ]);
    if (!row) throw this.basketNotFound(id);
    return row;
  }

  /** Fails with 404 unless the caller may see basket id, and with 409 while it waits for approval. */
  async assertChangeable(q: Queryable, caller: BasketCaller, id: number, lock = false): Promise<VisibleBasket> {
    const row = await this.assertVisible(q, caller, id, lock);
    this.assertChangeableRow(row, caller);
    return row;
  }

  private assertChangeableRow(row: VisibleBasket, caller: BasketCaller): void {
    if (row.purchase_request_id !== null) throw basketLocked();
    const punchout = punchoutLock(row, caller.session);
    if (punchout) throw punchout;
  }

  /** The default basket (the caller's own first, never one awaiting approval); made on first use when the caller has none. */
  async getDefault(caller: BasketCaller): Promise<BasketDto> {
    // Never one waiting for a purchase request's decision: what is added goes where it can go.
    const pick = `${BASKET_SELECT} WHERE ${VISIBLE_BASKET('$1', '$2')} AND b.basket_type = 0 AND ${IN_SCOPE('$3')} AND b.purchase_request_id IS NULL
      ORDER BY b.created_by IS NOT DISTINCT FROM $2 DESC, b.is_default DESC, b.updated_at DESC LIMIT 1`;
    const params = [caller.customer, caller.user, caller.session ?? null];
    const existing = await this.db.one<BasketRow>(pick, params);
    if (existing) return basketDto(existing, caller.user);
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`basket-default:${caller.customer}`]);
      const again = await tx.one<BasketRow>(pick, params);
      if (again) return basketDto(again, caller.user);
      // In a punch-out session (normally opened with its basket) this is the session's basket.
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO baskets (customer_number, created_by, updated_by, name, basket_type, is_default, is_personal, punchout_session_id)
         VALUES ($1, $2, $2, 'Winkelwagen', 0, $3::text IS NULL, $3::text IS NOT NULL, $3) RETURNING id`,
        params,
      );
      return basketDto((await this.row(tx, caller, created!.id))!, caller.user);
    });
  }

  /** A new basket or order list; a name the customer already gives one of that kind is a 400. */
  async create(caller: BasketCaller, name: string, basketType: number): Promise<BasketDto> {
    if (caller.session && basketType === BASKET_TYPE.basket) {
      throw new ApiError(409, 'Basket:PunchoutSession', 'In een punch-out-sessie werkt u in de winkelwagen van die sessie; een nieuwe winkelwagen maakt u daar niet.');
    }
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
    if (basket.punchout) throw punchoutLock({ punchout_session_id: '', punchout_operation: null }, null)!;
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
  addItemAsJson(caller: BasketCaller, input: AddInput): Promise<AddAnswer> {
    return this.addBatch({ caller, input });
  }

  private readonly addBatch = createBatcher<{ caller: BasketCaller; input: AddInput }, AddAnswer>('add-to-basket', async (adds) => {
    const outcome: (Error | number)[] = [];
    /** The adds whose key was stored before (or came earlier in this batch). */
    const replayed = new Set<number>();
    const baskets = await this.db.transaction(async (tx) => {
      const ids = [...new Set(adds.map((a) => a.input.basketId))];
      // Lock the baskets: concurrent batches of other instances on the same basket queue here.
      // (PGlite has one connection and runs this transaction alone.)
      if (this.db.driver === 'postgres') await tx.query('SELECT id FROM baskets WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
      type Fact = { idx: number; basket_id: number | null; locked: boolean; punchout_session_id: string | null; punchout_operation: string | null; item_no: string | null };
      // Each basket's total once (not once per add: 500 adds to one basket summed it 500 times), and
      // each add's existing line by key (LATERAL … OFFSET 0: the planner, its statistics taken when
      // the table was small, hashed every basket's lines instead; 500 adds 295 → 20 ms CPU).
      const facts = await tx.query<Fact & { step: number; min: number; unit: string; existing: number | null; basket_total: number }>(
        `WITH totals AS (SELECT x.basket_id, sum(x.amount)::float8 AS total FROM basket_items x WHERE x.basket_id = ANY($2::int[]) GROUP BY x.basket_id)
         SELECT r.idx, b.id AS basket_id, b.purchase_request_id IS NOT NULL AS locked, ${PUNCHOUT_LOCK_COLUMNS}, a.item_no, a.step_quantity AS step, a.min_order_quantity AS min, a.order_unit AS unit, bi.amount AS existing,
                coalesce(t.total, 0) AS basket_total
           FROM jsonb_to_recordset($1::jsonb) AS r(idx int, customer text, user_id text, basket_id int, item_no text, secret text)
           LEFT JOIN baskets b ON b.id = r.basket_id AND ${VISIBLE_BASKET('r.customer', 'r.user_id')}
           LEFT JOIN articles a ON a.item_no = r.item_no AND a.is_active AND (a.secret IS NULL OR a.secret = r.secret)
           LEFT JOIN LATERAL (SELECT bi.amount FROM basket_items bi WHERE bi.basket_id = b.id AND bi.item_no = a.item_no OFFSET 0) bi ON true
           LEFT JOIN totals t ON t.basket_id = b.id
          ORDER BY r.idx`,
        [JSON.stringify(adds.map((a, idx) => ({ idx, customer: a.caller.customer, user_id: a.caller.user, basket_id: a.input.basketId, item_no: a.input.itemNo, secret: a.input.secret ?? null }))), ids],
      );
      const keyOf = (idx: number) => (adds[idx]!.input.key ? changeKeyId({ customer: adds[idx]!.caller.customer, key: adds[idx]!.input.key! }) : null);
      const done = await storedKeys(
        tx,
        adds.flatMap(({ caller, input }) => (input.key ? [{ customer: caller.customer, key: input.key }] : [])),
      );
      const lines = new Map<string, { basketId: number; itemNo: string; current: number; setTo: number | null; delta: number }>();
      const totals = new Map<number, number>();
      /** Who changed each basket last: the last add of the batch that counts. */
      const changedBy = new Map<number, string>();
      adds.forEach(({ input, caller }, idx) => {
        const f = facts[idx]!;
        if (f.basket_id === null) return void (outcome[idx] = this.basketNotFound(input.basketId));
        const key = keyOf(idx);
        if (key !== null && done.has(key)) {
          replayed.add(idx);
          return void (outcome[idx] = f.basket_id);
        }
        if (f.locked) return void (outcome[idx] = basketLocked());
        const punchout = punchoutLock(f, caller.session);
        if (punchout) return void (outcome[idx] = punchout);
        if (f.item_no === null) return void (outcome[idx] = notFound('Article:NotFound', `Artikel ${input.itemNo} bestaat niet.`));
        const lineKey = `${f.basket_id}|${f.item_no}`;
        const line = lines.get(lineKey) ?? { basketId: f.basket_id, itemNo: f.item_no, current: f.existing ?? 0, setTo: null, delta: 0 };
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
        lines.set(lineKey, line);
        changedBy.set(f.basket_id, caller.user);
        outcome[idx] = f.basket_id;
        if (key !== null) done.add(key);
      });
      const answered = [...new Set(outcome.filter((o): o is number => typeof o === 'number'))];
      if (!answered.length) return new Map<number, BasketRow>();
      const changes = [...lines.values()].map((l) => ({
        basket_id: l.basketId,
        item_no: l.itemNo,
        amount: l.setTo ?? l.delta,
        final_amount: l.current,
        mode: l.setTo !== null ? 'set' : 'add',
        changed_by: changedBy.get(l.basketId)!,
      }));
      if (changes.length) {
      // One statement: set lines, grown lines and the baskets' modification time. A new line
      // records the customer's price of this moment; every change records whether the stock
      // covers the line's new amount (the basket page compares both with the current state).
      // The discounts of the batch's customers are read once and joined (PRICE_JOINS_OF), not
      // looked up twice per line.
      await tx.query(
        `WITH input AS (
           SELECT r.basket_id, r.item_no, r.amount, r.mode, r.changed_by, ${NET_PRICE} AS price, coalesce(stock.quantity, 0) >= r.final_amount AS available
             FROM jsonb_to_recordset($1::jsonb) AS r(basket_id int, item_no text, amount int, final_amount int, mode text, changed_by text)
             JOIN baskets b ON b.id = r.basket_id JOIN articles a ON a.item_no = r.item_no
             ${PRICE_JOINS_OF('$2::text[]', 'b.customer_number')} ${STOCK_JOIN}),
         set_lines AS (
           INSERT INTO basket_items (basket_id, item_no, amount, price_when_added, available_when_added)
           SELECT basket_id, item_no, amount, price, available FROM input WHERE mode = 'set'
           ON CONFLICT (basket_id, item_no) DO UPDATE SET amount = EXCLUDED.amount, available_when_added = EXCLUDED.available_when_added RETURNING 1),
         grown_lines AS (
           INSERT INTO basket_items (basket_id, item_no, amount, price_when_added, available_when_added)
           SELECT basket_id, item_no, amount, price, available FROM input WHERE mode = 'add'
           ON CONFLICT (basket_id, item_no) DO UPDATE SET amount = basket_items.amount + EXCLUDED.amount, available_when_added = EXCLUDED.available_when_added RETURNING 1)
         UPDATE baskets SET updated_at = now(), updated_by = i.changed_by FROM (SELECT DISTINCT basket_id, changed_by FROM input) i WHERE baskets.id = i.basket_id`,
        [JSON.stringify(changes), [...new Set(adds.map((a) => a.caller.customer))]],
      );
      }
      // The keys of the adds made now, in the same transaction (a replay's key is there already).
      await storeKeys(
        tx,
        adds.flatMap(({ caller, input }, idx) =>
          input.key && typeof outcome[idx] === 'number' && !replayed.has(idx) ? [{ customer: caller.customer, key: input.key, basketId: outcome[idx] }] : [],
        ),
      );
      const rows = await tx.query<BasketRow>(`${BASKET_SELECT} WHERE b.id = ANY($1::int[])`, [answered]);
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
      return { ...answers.get(key)!, replayed: replayed.has(idx) };
    });
  });

  /** Removes a line; with key (change-keys.ts), a key stored before answers the basket unchanged (replayed). */
  async removeItem(caller: BasketCaller, input: { basketId: number; basketItemId?: number; itemNo?: string }, key?: string): Promise<{ basket: BasketDto; replayed: boolean }> {
    if (input.basketItemId === undefined && input.itemNo === undefined) throw invalid('basketItemId', 'Geef basketItemId of itemNo op.');
    const replayed = await this.db.transaction(async (tx) => {
      // Locked first: a retry arriving while its first attempt runs waits for it, then finds the key.
      const row = await this.assertVisible(tx, caller, input.basketId, key !== undefined);
      if (key && (await storedKeys(tx, [{ customer: caller.customer, key }])).size) return true;
      this.assertChangeableRow(row, caller);
      const removed = await tx.query(
        `WITH gone AS (DELETE FROM basket_items WHERE basket_id = $1 AND ($2::int IS NULL OR id = $2) AND ($3::text IS NULL OR item_no = $3) RETURNING id)
         UPDATE baskets SET updated_at = now(), updated_by = $4 WHERE id = $1 AND EXISTS (SELECT 1 FROM gone) RETURNING id`,
        [input.basketId, input.basketItemId ?? null, input.itemNo ?? null, caller.user],
      );
      if (!removed.length) throw notFound('BasketItem:NotFound', 'Deze regel staat niet in de winkelwagen.');
      if (key) await storeKeys(tx, [{ customer: caller.customer, key, basketId: input.basketId }]);
      return false;
    });
    return { basket: await this.get(caller, input.basketId), replayed };
  }

  async remove(caller: BasketCaller, basketId: number): Promise<void> {
    const row = await this.assertChangeable(this.db, caller, basketId);
    if (row.punchout_session_id !== null) throw new ApiError(409, 'Basket:PunchoutSession', 'De winkelwagen van een punch-out-sessie blijft bewaard en kan niet worden verwijderd.');
    const gone = await this.db.query(`DELETE FROM baskets b WHERE b.id = $3 AND ${VISIBLE_BASKET('$1', '$2')} RETURNING b.id`, [caller.customer, caller.user, basketId]);
    if (!gone.length) throw this.basketNotFound(basketId);
  }

  async copy(caller: BasketCaller, sourceId: number, targetId: number): Promise<BasketDto> {
    if (sourceId === targetId) throw invalid('targetBasketId', 'Kies een andere winkelwagen om naar te kopiëren.');
    const customer = caller.customer;
    await this.db.transaction(async (tx) => {
      const owned = await tx.query<{ id: number; locked: boolean; punchout_session_id: string | null; punchout_operation: string | null }>(`SELECT b.id, b.purchase_request_id IS NOT NULL AS locked, ${PUNCHOUT_LOCK_COLUMNS} FROM baskets b WHERE b.id = ANY($3::int[]) AND ${VISIBLE_BASKET('$1', '$2')} FOR UPDATE`, [
        caller.customer,
        caller.user,
        [sourceId, targetId],
      ]);
      for (const id of [sourceId, targetId]) if (!owned.some((o) => o.id === id)) throw this.basketNotFound(id);
      const target = owned.find((o) => o.id === targetId)!;
      if (target.locked) throw basketLocked();
      const punchout = punchoutLock(target, caller.session);
      if (punchout) throw punchout;
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
