// The ERP back office. Orders move on through their states as the clock the server controls
// passes given moments, so the same orders and the same clock always give the same history:
//   received (100) → in process (200), two hours after the order, planned for its delivery day
//   in process → delivered (300) at the end of the planned day, or partly delivered (250) when a
//   line has to wait for stock; the rest follows three working days later.
// Each delivery makes an invoice for what was delivered; a return is an order of its own
// (order_type 'Return') whose credit note is made when it is accepted.
import type { Db, Queryable } from '../../db/db.js';
import { invalid, notFound } from '../../plugins/errors.js';

export const ORDER_STATUS = { received: 100, inProcess: 200, partlyDelivered: 250, delivered: 300, cancelled: 999 } as const;
export const VAT_RATE = 0.21;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Orders are picked up by the back office this long after they were placed. */
const PROCESSING_DELAY_MS = 2 * HOUR;
/** A planned delivery is done at this hour (UTC) of its day: until then it is 'expected today'. */
const DELIVERY_HOUR_UTC = 16;
const BACK_ORDER_WORKING_DAYS = 3;
const PAYMENT_TERM_DAYS = 30;
/** Invoices are paid this many days after their date (the demo customers pay well). */
const PAID_AFTER_DAYS = 21;

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The working day (Mon–Fri) `days` working days after `from`. */
export function addWorkingDays(from: Date, days: number): Date {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left--;
  }
  return d;
}

/** Whether a line waits for stock at its first delivery: a fixed property of the order line. */
export function isBackOrdered(orderNo: string, lineNo: number, amount: number): boolean {
  if (amount < 2) return false;
  let h = 2166136261;
  for (const ch of `${orderNo}:${lineNo}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) % 5 === 0;
}

interface OpenOrder {
  order_no: string;
  customer_number: string;
  order_type: string;
  order_date: Date;
  status: number;
  planned: string | null;
  delivery_date: string | null;
}
interface Line {
  line_no: number;
  item_no: string;
  description: string;
  amount: number;
  delivered: number;
  unit_price: number;
  discount_pct: number;
}

const deliveryMoment = (planned: string) => new Date(`${planned}T${String(DELIVERY_HOUR_UTC).padStart(2, '0')}:00:00Z`).getTime();

/** Makes an invoice (or credit note: negative amounts) of the given lines; returns its number. */
async function writeInvoice(
  tx: Queryable,
  type: 'Invoice' | 'Credit',
  customerNumber: string,
  orderNo: string,
  date: Date,
  lines: { itemNo: string; description: string; amount: number; unitPrice: number; discountPct: number }[],
): Promise<string> {
  const seq = await tx.one<{ n: string }>(`SELECT nextval('${type === 'Invoice' ? 'erp_invoice_no_seq' : 'erp_credit_no_seq'}')::text AS n`);
  const invoiceNo = `${type === 'Invoice' ? 'F' : 'C'}${seq!.n}`;
  const net = round2(lines.reduce((s, l) => s + l.amount * l.unitPrice * (1 - l.discountPct / 100), 0));
  const due = new Date(date.getTime() + (type === 'Invoice' ? PAYMENT_TERM_DAYS : 0) * DAY);
  await tx.query(
    // notice_due: the customer is told of it by mail (modules/notifications/mail-jobs.ts).
    'INSERT INTO invoices (invoice_type, invoice_no, customer_number, order_no, invoice_date, due_date, total_net, total_vat, is_paid, notice_due) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, false, true)',
    [type, invoiceNo, customerNumber, orderNo, isoDate(date), isoDate(due), net.toFixed(2), round2(net * VAT_RATE).toFixed(2)],
  );
  // All lines in one statement: a delivery of a 500-line order is one round trip, not 500.
  await tx.query(
    `INSERT INTO invoice_lines (invoice_type, invoice_no, line_no, item_no, description, amount, unit_price, discount_pct)
     SELECT $1, $2, r.n, r."itemNo", r.description, r.amount, r."unitPrice", r."discountPct"
       FROM jsonb_to_recordset($3::jsonb) AS r(n int, "itemNo" text, description text, amount int, "unitPrice" numeric, "discountPct" numeric)`,
    [type, invoiceNo, JSON.stringify(lines.map((l, i) => ({ ...l, n: i + 1, unitPrice: l.unitPrice.toFixed(2), discountPct: l.discountPct.toFixed(2) })))],
  );
  return invoiceNo;
}

/** One order one step on, when the clock has passed its next moment. Returns whether it moved. */
async function step(tx: Queryable, o: OpenOrder, now: number): Promise<boolean> {
  const placed = new Date(o.order_date).getTime();
  if (o.status === ORDER_STATUS.received) {
    const at = placed + PROCESSING_DELAY_MS;
    if (now < at) return false;
    const planned = o.order_type === 'Return' ? isoDate(addWorkingDays(new Date(at), 1)) : (o.delivery_date ?? isoDate(addWorkingDays(new Date(at), 1)));
    const moved = await tx.query('UPDATE orders SET status = 200, planned_delivery_date = $2, status_changed_at = $3 WHERE order_no = $1 AND status = 100 RETURNING order_no', [
      o.order_no,
      planned,
      new Date(at).toISOString(),
    ]);
    if (!moved.length) return false;
    o.status = ORDER_STATUS.inProcess;
    o.planned = planned;
    return true;
  }
  if (o.status !== ORDER_STATUS.inProcess && o.status !== ORDER_STATUS.partlyDelivered) return false;
  if (!o.planned) o.planned = isoDate(addWorkingDays(new Date(placed), 1));
  const at = deliveryMoment(o.planned);
  if (now < at) return false;
  const lines = await tx.query<Line>(
    'SELECT line_no, item_no, description, amount, delivered, unit_price::float8 AS unit_price, discount_pct::float8 AS discount_pct FROM order_lines WHERE order_no = $1 ORDER BY line_no',
    [o.order_no],
  );
  // A return is received in one go; its credit note was made when it was accepted.
  const first = o.status === ORDER_STATUS.inProcess && o.order_type === 'Order';
  const shipped: { line: Line; now: number }[] = [];
  for (const l of lines) {
    const target = first && isBackOrdered(o.order_no, l.line_no, l.amount) ? Math.floor(l.amount / 2) : l.amount;
    if (target > l.delivered) shipped.push({ line: l, now: target - l.delivered });
  }
  const complete = lines.every((l) => (shipped.find((s) => s.line === l)?.now ?? 0) + l.delivered >= l.amount);
  const nextPlanned = complete ? o.planned : isoDate(addWorkingDays(new Date(at), BACK_ORDER_WORKING_DAYS));
  const moved = await tx.query('UPDATE orders SET status = $2, planned_delivery_date = $3, status_changed_at = $4 WHERE order_no = $1 AND status = $5 RETURNING order_no', [
    o.order_no,
    complete ? ORDER_STATUS.delivered : ORDER_STATUS.partlyDelivered,
    nextPlanned,
    new Date(at).toISOString(),
    o.status,
  ]);
  if (!moved.length) return false;
  if (shipped.length) {
    await tx.query(
      `UPDATE order_lines l SET delivered = l.delivered + s.n FROM unnest($2::int[], $3::int[]) AS s(line_no, n) WHERE l.order_no = $1 AND l.line_no = s.line_no`,
      [o.order_no, shipped.map((s) => s.line.line_no), shipped.map((s) => s.now)],
    );
  }
  if (o.order_type === 'Order' && shipped.length) {
    await writeInvoice(
      tx,
      'Invoice',
      o.customer_number,
      o.order_no,
      new Date(at),
      shipped.map((s) => ({ itemNo: s.line.item_no, description: s.line.description, amount: s.now, unitPrice: s.line.unit_price, discountPct: s.line.discount_pct })),
    );
  }
  o.status = complete ? ORDER_STATUS.delivered : ORDER_STATUS.partlyDelivered;
  o.planned = nextPlanned;
  return true;
}

/**
 * An open order whose next moment ($1) has passed, as step() decides it: received orders two hours
 * after they were placed, orders in process or partly delivered at the delivery hour of their
 * planned day. Orders not yet due are neither locked nor read, so the reads that catch up first
 * (every overview) stay reads while a customer's fresh orders wait for the back office. Each half
 * is a range of its own partial index (migration 029): 'planned day + delivery hour <= now' is
 * written as 'planned day <= the date of (now - delivery hour)', which is the same for a date.
 */
const RECEIVED_DUE = `status = ${ORDER_STATUS.received} AND order_date <= $1::timestamptz - interval '${PROCESSING_DELAY_MS / HOUR} hours'`;
const PLANNED_DUE = `status IN (${ORDER_STATUS.inProcess}, ${ORDER_STATUS.partlyDelivered})
  AND (planned_delivery_date IS NULL OR planned_delivery_date <= (($1::timestamptz AT TIME ZONE 'UTC') - interval '${DELIVERY_HOUR_UTC} hours')::date)`;
const STEP_DUE = `(${RECEIVED_DUE} OR ${PLANNED_DUE})`;

/**
 * Brings the back office up to `now`: every open order (of one customer, or all) goes through
 * every step whose moment has passed, and invoices past their paying day are paid. Idempotent:
 * the same clock twice changes nothing the second time. Returns how many steps were taken.
 */
export async function advanceOrders(db: Db, now: Date, customerNumber?: string): Promise<number> {
  const t = now.getTime();
  const scope = customerNumber ? 'AND customer_number = $2' : '';
  const params = customerNumber ? [now.toISOString(), customerNumber] : [now.toISOString()];
  // Most calls find nothing to do (a customer's open orders and unpaid invoices are few among
  // thousands): one read on three partial indexes decides that, without a transaction or locks.
  const work = await db.one<{ due: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM orders WHERE ${RECEIVED_DUE} ${scope})
         OR EXISTS (SELECT 1 FROM orders WHERE ${PLANNED_DUE} ${scope})
         OR EXISTS (SELECT 1 FROM invoices WHERE NOT is_paid AND invoice_type = 'Invoice' AND invoice_date <= ($1::timestamptz - interval '${PAID_AFTER_DAYS} days')::date ${scope}) AS due`,
    params,
  );
  if (!work?.due) return 0;
  return db.transaction(async (tx) => {
    const open = await tx.query<OpenOrder>(
      `SELECT order_no, customer_number, order_type, order_date, status, to_char(planned_delivery_date, 'YYYY-MM-DD') AS planned, to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date
         FROM orders WHERE ${STEP_DUE} ${scope} ORDER BY order_date, order_no FOR UPDATE`,
      params,
    );
    let steps = 0;
    for (const o of open) while (await step(tx, o, t)) steps++;
    await tx.query(
      `UPDATE invoices SET is_paid = true WHERE NOT is_paid AND invoice_type = 'Invoice' AND invoice_date <= ($1::timestamptz - interval '${PAID_AFTER_DAYS} days')::date ${scope}`,
      params,
    );
    return steps;
  });
}

export interface ReturnRequest {
  customerNumber: string;
  /** The delivered order the goods come from. */
  orderNo: string;
  /** Which lines of that order, and how many of each, come back. */
  lines: { lineNo: number; amount: number }[];
  placedBy?: string | null;
  reference?: string | null;
  now?: Date;
}

/**
 * Turns a customer's return into a return order (status received, moving on like any order) and
 * its credit note (negative amounts at the prices of the original order). An unknown or foreign
 * order is a 404; a line that was not delivered, or more than was delivered minus what already
 * came back, is a 400 and changes nothing.
 */
export async function createReturnOrder(db: Db, req: ReturnRequest): Promise<{ returnOrderNo: string; creditNoteNo: string; totalNet: number }> {
  const now = req.now ?? new Date();
  if (!req.lines.length) throw invalid('lines', 'Kies ten minste één regel om te retourneren.');
  return db.transaction(async (tx) => {
    const order = await tx.one<{ order_no: string }>("SELECT order_no FROM orders WHERE order_no = $1 AND customer_number = $2 AND order_type = 'Order' FOR UPDATE", [
      req.orderNo,
      req.customerNumber,
    ]);
    if (!order) throw notFound('Order:NotFound', `Order ${req.orderNo} bestaat niet.`);
    const lines = await tx.query<Line & { returned: number }>(
      `SELECT l.line_no, l.item_no, l.description, l.amount, l.delivered, l.unit_price::float8 AS unit_price, l.discount_pct::float8 AS discount_pct,
              coalesce((SELECT sum(r.amount)::int FROM orders ro JOIN order_lines r ON r.order_no = ro.order_no
                         WHERE ro.return_of = l.order_no AND ro.status <> 999 AND r.item_no = l.item_no AND r.line_no = l.line_no), 0) AS returned
         FROM order_lines l WHERE l.order_no = $1`,
      [req.orderNo],
    );
    const byNo = new Map(lines.map((l) => [l.line_no, l]));
    const seen = new Set<number>();
    for (const r of req.lines) {
      const l = byNo.get(r.lineNo);
      if (!l || seen.has(r.lineNo)) throw invalid('lines', `Regel ${r.lineNo} hoort niet bij order ${req.orderNo}.`);
      seen.add(r.lineNo);
      if (!Number.isInteger(r.amount) || r.amount < 1 || r.amount > l.delivered - l.returned)
        throw invalid('lines', `Van regel ${r.lineNo} kunt u ten hoogste ${Math.max(0, l.delivered - l.returned)} retourneren.`);
    }
    const seq = await tx.one<{ n: string }>("SELECT nextval('erp_return_no_seq')::text AS n");
    const returnOrderNo = `RET${seq!.n}`;
    const picked = req.lines.map((r) => ({ r, l: byNo.get(r.lineNo)! }));
    const net = round2(picked.reduce((s, { r, l }) => s + r.amount * l.unit_price * (1 - l.discount_pct / 100), 0));
    await tx.query(
      `INSERT INTO orders (order_no, customer_number, placed_by, order_date, status, order_type, return_of, delivery_method, reference, po_number, total_net, status_changed_at)
       SELECT $1, customer_number, $3, $4, 100, 'Return', order_no, delivery_method, $5, po_number, $6, $4 FROM orders WHERE order_no = $2`,
      [returnOrderNo, req.orderNo, req.placedBy ?? null, now.toISOString(), req.reference ?? `Retour van ${req.orderNo}`, (-net).toFixed(2)],
    );
    // A return line keeps the line number of the order line it returns.
    for (const { r, l } of picked) {
      await tx.query('INSERT INTO order_lines (order_no, line_no, item_no, description, amount, delivered, unit_price, discount_pct) VALUES ($1, $2, $3, $4, $5, 0, $6, $7)', [
        returnOrderNo,
        l.line_no,
        l.item_no,
        l.description,
        r.amount,
        l.unit_price.toFixed(2),
        l.discount_pct.toFixed(2),
      ]);
    }
    const creditNoteNo = await writeInvoice(
      tx,
      'Credit',
      req.customerNumber,
      returnOrderNo,
      now,
      picked.map(({ r, l }) => ({ itemNo: l.item_no, description: `Retour: ${l.description}`, amount: -r.amount, unitPrice: l.unit_price, discountPct: l.discount_pct })),
    );
    return { returnOrderNo, creditNoteNo, totalNet: -net };
  });
}
