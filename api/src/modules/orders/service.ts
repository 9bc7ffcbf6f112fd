// Placing an order from a basket, exactly once, and reading it back. OrderService.place is the one
// place where the shop creates an order: whatever must follow an order (a confirmation mail, a
// message to the warehouse) subscribes with onPlaced and runs once per order, after it is stored.
import type { Db, Queryable } from '../../db/db.js';
import { deliveryDateProblem } from '../../lib/delivery-date.js';
import { normalisePostalCode } from '../../lib/postal-code.js';
import { ORDER_STATUS, type DeliveryAddressInput, type PlaceOrderInput } from './schemas.js';
import { BASKET_TYPE, VAT_RATE, basketLocked, punchoutLock } from '../baskets/basket-rules.js';
import type { BasketRepository } from '../baskets/repository.js';
import { round2 } from '../catalog/repository.js';
import { ApiError, invalid, notFound } from '../../plugins/errors.js';

export type { DeliveryAddressInput, PlaceOrderInput } from './schemas.js';

export interface OrderCaller {
  customerNumber: string;
  userId: string;
}

export interface OrderLineDto {
  lineNo: number;
  itemNo: string;
  description: string;
  amount: number;
  unit: string | null;
  grossPrice: number;
  discountPercentage: number;
  netPrice: number;
  lineTotal: number;
  inStock: boolean | null;
}

export interface CustomerOrderDto {
  id: string;
  orderNo: string;
  orderDate: string;
  status: number;
  basketId: number | null;
  deliveryMethod: string;
  deliveryDate: string | null;
  deliveryAddress: DeliveryAddressInput | null;
  deliveryInstructions: string | null;
  poNumber: string | null;
  reference: string | null;
  costCentreName: string | null;
  lines: OrderLineDto[];
  totalNet: number;
  totalVat: number;
  totalInclVat: number;
}

export interface PlacedOrder {
  order: CustomerOrderDto;
  /** true: the idempotency key had placed this order before; nothing new was created. */
  replayed: boolean;
  placedBy: string;
  customerNumber: string;
}

export type OrderPlacedListener = (placed: PlacedOrder) => Promise<void> | void;
/** The cost centre an order goes on (its id and name); null: none. */
export interface OrderCostCentre {
  id: number;
  name: string;
}
/**
 * Runs inside the order's transaction before it is stored, with the basket's net total of this
 * moment and the order's cost centre; throws to refuse the order (a member's order limit, a budget).
 */
export type OrderCheck = (tx: Queryable, caller: OrderCaller, totalNet: number, costCentre: OrderCostCentre | null) => Promise<void>;
/** Chooses the order's cost centre from the input (inside the transaction); throws for one the caller may not use. */
/** approved: the order of an approved purchase request (its cost centre was chosen when it was asked for). */
export type CostCentreChoice = (tx: Queryable, caller: OrderCaller, chosen: number | undefined, approved: boolean) => Promise<OrderCostCentre | null>;

/** Thrown inside the transaction when the key's order turned up after all: roll back, answer it. */
class AlreadyPlaced extends Error {
  constructor(readonly orderNo: string) {
    super('already placed');
  }
}

interface OrderRow {
  order_no: string;
  order_date: Date;
  status: number;
  basket_id: number | null;
  delivery_method: string;
  delivery_date: string | null;
  delivery_name: string | null;
  delivery_street: string | null;
  delivery_postal_code: string | null;
  delivery_city: string | null;
  delivery_country: DeliveryAddressInput['country'] | null;
  delivery_instructions: string | null;
  po_number: string | null;
  reference: string | null;
  cost_centre_name: string | null;
  total_net: number;
  total_vat: number | null;
}

type OrderLineRow = Omit<OrderLineDto, 'netPrice' | 'lineTotal'>;

const ORDER_COLUMNS = `order_no, order_date, status, basket_id, delivery_method, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date,
  delivery_name, delivery_street, delivery_postal_code, delivery_city, delivery_country, delivery_instructions,
  po_number, reference, cost_centre_name, total_net::float8 AS total_net, total_vat::float8 AS total_vat`;

/** The order as callers see it; line prices follow from the stored gross price and discount, as in the basket. */
function orderDto(o: OrderRow & { lines: OrderLineRow[] }): CustomerOrderDto {
  const lines = o.lines.map((l) => {
    const netPrice = round2(l.grossPrice * (1 - l.discountPercentage / 100));
    // Not `{ ...l, netPrice, … }`: V8 builds that about ten times slower (see baskets.ts).
    return Object.assign({}, l, { netPrice, lineTotal: round2(netPrice * l.amount) });
  });
  // Orders imported from the back office have no VAT stored: 21 % of the net total.
  const totalVat = o.total_vat ?? round2(o.total_net * VAT_RATE);
  return {
    id: o.order_no,
    orderNo: o.order_no,
    orderDate: o.order_date.toISOString(),
    status: o.status,
    basketId: o.basket_id,
    deliveryMethod: o.delivery_method,
    deliveryDate: o.delivery_date,
    deliveryAddress:
      o.delivery_street !== null
        ? { name: o.delivery_name ?? '', street: o.delivery_street, postalCode: o.delivery_postal_code ?? '', city: o.delivery_city ?? '', country: o.delivery_country ?? 'NL' }
        : null,
    deliveryInstructions: o.delivery_instructions,
    poNumber: o.po_number,
    reference: o.reference,
    costCentreName: o.cost_centre_name,
    lines,
    totalNet: o.total_net,
    totalVat,
    totalInclVat: round2(o.total_net + totalVat),
  };
}

const emptyToNull = (s: string | undefined) => (s && s.trim() ? s.trim() : null);

export class OrderService {
  private readonly listeners: OrderPlacedListener[] = [];
  private readonly checks: OrderCheck[] = [];
  private costCentreChoice: CostCentreChoice = async () => null;

  constructor(
    private readonly db: Db,
    private readonly baskets: BasketRepository,
    private readonly log: (err: unknown, message: string) => void = () => undefined,
  ) {}

  /** Runs after every newly placed order (never for a replayed key). A failing listener does not undo the order. */
  onPlaced(listener: OrderPlacedListener) {
    this.listeners.push(listener);
  }

  /** Runs inside every order's transaction, except the approval of a purchase request; may refuse the order. */
  checkBeforePlacing(check: OrderCheck) {
    this.checks.push(check);
  }

  /** How an order's cost centre is chosen (purchasing control sets it; none otherwise). */
  chooseCostCentreWith(choice: CostCentreChoice) {
    this.costCentreChoice = choice;
  }

  /**
   * Creates the order from the basket with the server's prices, amounts and stock of this moment,
   * and empties the basket, in one transaction. The idempotency key is stored with the order under
   * a unique constraint (per customer), so a double click, a retry or a resubmit after a restart
   * gets the same order, on any number of api instances. A basket whose lines, amounts or prices
   * differ from the reviewed revision is refused with 409.
   */
  async place(caller: OrderCaller, input: PlaceOrderInput): Promise<PlacedOrder> {
    const checked = this.checkInput(input, new Date());
    const key = `${caller.customerNumber}:${input.idempotencyKey}`;
    let order: CustomerOrderDto;
    let replayed = false;
    try {
      order = await this.db.transaction(async (tx) => {
        // Submits with the same key queue here, so the second one finds the first one's order.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`order:${key}`]);
        const existing = await this.existing(tx, key, input.basketId);
        if (existing) throw new AlreadyPlaced(existing);
        return this.create(tx, caller, input, checked, key);
      });
    } catch (err) {
      if (!(err instanceof AlreadyPlaced)) throw err;
      order = await this.get(caller.customerNumber, err.orderNo);
      replayed = true;
    }
    const placed: PlacedOrder = { order, replayed, placedBy: caller.userId, customerNumber: caller.customerNumber };
    if (!replayed) await this.announce(placed);
    return placed;
  }

  /**
   * Places the order of an approved purchase request inside the approval's transaction (the
   * caller is the requester; his limits are not checked again). The caller runs announce after
   * the transaction has committed.
   */
  async placeApproved(tx: Queryable, caller: OrderCaller, input: PlaceOrderInput, requestId: number): Promise<PlacedOrder> {
    const checked = this.checkInput(input, new Date());
    const key = `${caller.customerNumber}:${input.idempotencyKey}`;
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`order:${key}`]);
    const existing = await this.existing(tx, key, input.basketId);
    if (existing) throw new ApiError(409, 'Order:AlreadyPlaced', `Voor dit verzoek is order ${existing} al geplaatst.`);
    const order = await this.create(tx, caller, input, checked, key, requestId);
    return { order, replayed: false, placedBy: caller.userId, customerNumber: caller.customerNumber };
  }

  /** Tells the listeners of a newly placed order (once per order); a failing listener does not undo it. */
  async announce(placed: PlacedOrder): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(placed);
      } catch (err) {
        this.log(err, `a listener of placed order ${placed.order.orderNo} failed`);
      }
    }
  }

  private checkInput(input: PlaceOrderInput, now: Date) {
    const dateProblem = deliveryDateProblem(input.deliveryDate, now);
    if (dateProblem) throw invalid('deliveryDate', dateProblem);
    if (input.deliveryMethod === 'afhalen') return { address: null };
    const a = input.deliveryAddress;
    if (!a) throw invalid('deliveryAddress', 'Vul het afleveradres in.');
    const postal = normalisePostalCode(a.postalCode, a.country);
    if ('problem' in postal) throw invalid('deliveryAddress.postalCode', postal.problem);
    return { address: { name: a.name.trim(), street: a.street.trim(), postalCode: postal.value, city: a.city.trim(), country: a.country } };
  }

  private async existing(q: Queryable, key: string, basketId: number): Promise<string | null> {
    const row = await q.one<{ order_no: string; basket_id: number | null }>('SELECT order_no, basket_id FROM orders WHERE idempotency_key = $1', [key]);
    if (!row) return null;
    if (row.basket_id !== basketId) {
      throw new ApiError(409, 'Order:IdempotencyKeyReused', 'Deze bestelling is al geplaatst vanuit een andere winkelwagen.');
    }
    return row.order_no;
  }

  private async create(
    tx: Queryable,
    caller: OrderCaller,
    input: PlaceOrderInput,
    checked: { address: DeliveryAddressInput | null },
    key: string,
    approvedRequest: number | null = null,
  ): Promise<CustomerOrderDto> {
    // The basket is locked until the order is stored: a concurrent change or second order waits,
    // and then sees the emptied basket.
    // Another user's personal basket does not exist for the caller (404).
    const basketCaller = { customer: caller.customerNumber, user: caller.userId };
    const basket = await this.baskets.assertVisible(tx, basketCaller, input.basketId, true);
    if (basket.basket_type !== BASKET_TYPE.basket) throw invalid('basketId', 'Een bestellijst kunt u niet bestellen: kopieer hem eerst naar een winkelwagen.');
    if (basket.purchase_request_id !== null && basket.purchase_request_id !== approvedRequest) throw basketLocked();
    if (basket.punchout_session_id !== null) throw punchoutLock(basket, null)!;
    const current = await this.baskets.realtime(basketCaller, input.basketId, tx);
    if (current.revision !== input.basketRevision) {
      throw new ApiError(409, 'Basket:Changed', 'Uw winkelwagen is gewijzigd sinds u de bestelling controleerde. Controleer de bestelling opnieuw.');
    }
    if (!current.basketItems.length) throw invalid('basketId', 'Uw winkelwagen is leeg: er valt niets te bestellen.');
    const gone = current.basketItems.filter((i) => !i.isActive);
    if (gone.length) {
      throw new ApiError(409, 'Basket:Unorderable', `Niet meer leverbaar: ${gone.map((i) => i.itemNo).join(', ')}. Verwijder deze regels uit uw winkelwagen.`);
    }
    const costCentre = await this.costCentreChoice(tx, caller, input.costCentreId, approvedRequest !== null);
    if (approvedRequest === null) for (const check of this.checks) await check(tx, caller, current.totalNet, costCentre);

    const [stored] = await tx.query<OrderRow>(
      `INSERT INTO orders (order_no, customer_number, placed_by, order_date, status, delivery_method, reference, po_number,
                           delivery_name, delivery_street, delivery_postal_code, delivery_city, delivery_country,
                           delivery_date, delivery_instructions, basket_id, total_net, total_vat, idempotency_key, cost_centre_id, cost_centre_name)
       VALUES ('ORD' || nextval('order_no_seq'), $1, $2, now(), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING ${ORDER_COLUMNS}`,
      [
        caller.customerNumber,
        caller.userId,
        ORDER_STATUS.toBeProcessed,
        input.deliveryMethod,
        emptyToNull(input.reference),
        emptyToNull(input.poNumber),
        checked.address?.name ?? null,
        checked.address?.street ?? null,
        checked.address?.postalCode ?? null,
        checked.address?.city ?? null,
        checked.address?.country ?? null,
        input.deliveryDate,
        emptyToNull(input.deliveryInstructions),
        input.basketId,
        current.totalNet,
        current.totalVat,
        key,
        costCentre?.id ?? null,
        costCentre?.name ?? null,
      ],
    );
    // The unique constraint has the last word: another instance stored this key first.
    if (!stored) {
      const winner = await this.existing(tx, key, input.basketId);
      throw new AlreadyPlaced(winner!);
    }
    const lines = current.basketItems.map((i, k) => ({
      lineNo: k + 1,
      itemNo: i.itemNo,
      description: i.itemDescription,
      amount: i.amount,
      unit: i.itemUOM,
      grossPrice: i.grossPrice,
      discountPercentage: i.discountPercentage,
      inStock: i.isAvailable,
    }));
    await tx.query(
      `INSERT INTO order_lines (order_no, line_no, item_no, description, amount, unit_price, discount_pct, unit, in_stock)
       SELECT $1, r."lineNo", r."itemNo", r.description, r.amount, r."grossPrice", r."discountPercentage", r.unit, r."inStock"
         FROM jsonb_to_recordset($2::jsonb)
              AS r("lineNo" int, "itemNo" text, description text, amount int, "grossPrice" numeric, "discountPercentage" numeric, unit text, "inStock" boolean)`,
      [stored.order_no, JSON.stringify(lines)],
    );
    await tx.query('DELETE FROM basket_items WHERE basket_id = $1', [input.basketId]);
    await tx.query('UPDATE baskets SET updated_at = now(), updated_by = $2 WHERE id = $1', [input.basketId, caller.userId]);
    return orderDto({ ...stored, lines });
  }

  /** One of the customer's orders with its lines and totals. */
  /** The customer's open orders (not yet delivered, not cancelled) under this PO number, newest first. */
  async openOrdersWithPoNumber(customerNumber: string, poNumber: string): Promise<string[]> {
    const rows = await this.db.query<{ order_no: string }>(
      `SELECT order_no FROM orders WHERE customer_number = $1 AND order_type = 'Order' AND lower(btrim(po_number)) = lower($2) AND status NOT IN (${ORDER_STATUS.delivered}, ${ORDER_STATUS.cancelled})
        ORDER BY order_date DESC, order_no DESC LIMIT 20`,
      [customerNumber, poNumber],
    );
    return rows.map((r) => r.order_no);
  }

  async get(customerNumber: string, orderNo: string): Promise<CustomerOrderDto> {
    const o = await this.db.one<OrderRow & { lines: OrderLineRow[] }>(
      `SELECT ${ORDER_COLUMNS},
              coalesce((SELECT json_agg(json_build_object('lineNo', l.line_no, 'itemNo', l.item_no, 'description', l.description, 'amount', l.amount,
                  'unit', l.unit, 'grossPrice', l.unit_price::float8, 'discountPercentage', l.discount_pct::float8, 'inStock', l.in_stock) ORDER BY l.line_no)
                 FROM order_lines l WHERE l.order_no = orders.order_no), '[]'::json) AS lines
         FROM orders WHERE order_no = $1 AND customer_number = $2`,
      [orderNo, customerNumber],
    );
    if (!o) throw notFound('Order:NotFound', `Order ${orderNo} bestaat niet.`);
    return orderDto(o);
  }

  /** Who placed an order (warehouse users may read back only their own). */
  async placedBy(customerNumber: string, orderNo: string): Promise<string | null | undefined> {
    const row = await this.db.one<{ placed_by: string | null }>('SELECT placed_by FROM orders WHERE order_no = $1 AND customer_number = $2', [orderNo, customerNumber]);
    return row ? row.placed_by : undefined;
  }
}
