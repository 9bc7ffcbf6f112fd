// Purchase requests: an order over a member's limit is stored as a request instead of placed (its
// basket locked), and becomes an order only when an approver approves it, through the one
// exactly-once order path inside the approval's transaction: two approvers pressing at once place
// one order. Withdrawing (the requester) or rejecting (an approver, with a reason) unlocks the basket.
import { companyMailSignature } from '@kraanvogel/rules';
import type { Db, Queryable } from '../../db/db.js';
import { deliveryDateProblem, earliestDeliveryDate } from '../../lib/delivery-date.js';
import { sendMail } from '../../lib/mail.js';
import { ApiError, forbidden, notFound } from '../../plugins/errors.js';
import type { Caller } from '../../plugins/auth.js';
import { BASKET_TYPE, basketLocked, punchoutLock } from '../baskets/basket-rules.js';
import type { BasketRepository } from '../baskets/repository.js';
import type { OrderService, PlaceOrderInput } from '../orders/service.js';
import { budgetMessage, type CostCentreRepository } from './cost-centres.js';
import type { LimitRepository } from './limits.js';
import type { REQUEST_STATUSES } from './schemas.js';

const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const euro = (n: number) => EURO.format(n);
const round2 = (n: number) => Math.round(n * 100) / 100;

interface RequestRow {
  id: number;
  status: (typeof REQUEST_STATUSES)[number];
  requestedBy: string | null;
  requestedByName: string;
  createdAt: string;
  totalNet: number;
  lineCount: number;
  limitKind: 'perOrder' | 'perMonth' | 'budget';
  limit: number;
  costCentreName: string | null;
  approverIds: string[];
  approverNames: string[];
  basketId: number | null;
  decidedByName: string | null;
  decidedAt: string | null;
  rejectReason: string | null;
  orderNo: string | null;
  orderInput: PlaceOrderInput;
}

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const REQUEST_SELECT = `SELECT r.id, r.status, r.requested_by AS "requestedBy", r.requested_by_name AS "requestedByName", ${ISO('r.created_at')} AS "createdAt",
  r.total_net::float8 AS "totalNet", (SELECT count(*)::int FROM purchase_request_lines l WHERE l.request_id = r.id) AS "lineCount",
  r.limit_kind AS "limitKind", r.limit_amount::float8 AS "limit", r.cost_centre_name AS "costCentreName", r.approver_ids AS "approverIds", r.approver_names AS "approverNames",
  r.basket_id AS "basketId", r.decided_by_name AS "decidedByName", CASE WHEN r.decided_at IS NULL THEN NULL ELSE ${ISO('r.decided_at')} END AS "decidedAt",
  r.reject_reason AS "rejectReason", r.order_no AS "orderNo", r.order_input AS "orderInput"
  FROM purchase_requests r`;

/** Who may decide a request: a main user or one of its named approvers, never its requester. */
const MAY_DECIDE = (caller: string, isMainUser: string) => `r.requested_by IS DISTINCT FROM ${caller} AND (${isMainUser} OR ${caller} = ANY(r.approver_ids))`;

function summary(r: RequestRow) {
  const { orderInput: _input, requestedBy: _by, approverIds: _ids, ...rest } = r;
  return rest;
}

export interface RequestOptions {
  db: Db;
  baskets: BasketRepository;
  orders: OrderService;
  limits: LimitRepository;
  costCentres: CostCentreRepository;
  publicUrl: string;
}

export class PurchaseRequestService {
  private readonly signature = companyMailSignature();
  constructor(private readonly o: RequestOptions) {}

  private get db() {
    return this.o.db;
  }

  /**
   * Which line an order of totalNet passes: the member's limit, else his cost centre's budget
   * (chosen: the cost centre he chose; see CostCentreRepository.resolve); null: none.
   */
  private async passedLine(q: Queryable, customer: string, userId: string, totalNet: number, chosen: number | undefined) {
    const limits = await this.o.limits.limitsOf(q, customer, userId);
    const costCentre = await this.o.costCentres.resolve(q, customer, userId, chosen);
    const limit = await this.o.limits.passed(q, customer, userId, totalNet);
    if (limit) return { passed: { kind: limit.kind, limit: limit.limit, monthSpent: limit.monthSpent }, approverIds: limits.approverIds, costCentre };
    if (costCentre && this.o.costCentres.passed(costCentre, totalNet)) {
      return { passed: { kind: 'budget' as const, limit: costCentre.budget!, monthSpent: costCentre.spent }, approverIds: limits.approverIds, costCentre };
    }
    return { passed: null, approverIds: limits.approverIds, costCentre };
  }

  /** Whether the caller's order of this basket (on the chosen cost centre) needs approval, and why. */
  async check(caller: Caller, basketId: number, costCentreId?: number) {
    const customer = caller.customerNumber!;
    const basket = await this.o.baskets.realtime({ customer, user: caller.sub }, basketId);
    const monthSpent = await this.o.limits.spentThisMonth(this.db, customer, caller.sub);
    const { passed, approverIds, costCentre } = await this.passedLine(this.db, customer, caller.sub, basket.totalNet, costCentreId);
    const approvers = passed ? await this.o.limits.approvers(this.db, customer, caller.sub, approverIds) : null;
    return {
      needsApproval: passed !== null,
      limitKind: passed?.kind ?? null,
      limit: passed?.limit ?? null,
      orderTotal: basket.totalNet,
      monthSpent,
      approverNames: approvers?.names ?? [],
      costCentre: costCentre && { id: costCentre.id, name: costCentre.name, budget: costCentre.budget, spent: costCentre.spent, left: costCentre.left },
    };
  }

  /**
   * Stores the order the wizard would place as a request and locks its basket; the same
   * idempotency key again returns the same request. 409 when the order needs no approval.
   */
  async create(caller: Caller, input: PlaceOrderInput) {
    const customer = caller.customerNumber!;
    const problem = deliveryDateProblem(input.deliveryDate, new Date());
    if (problem) throw new ApiError(400, 'Validation', problem, [{ message: problem, members: ['deliveryDate'] }], problem);
    if (input.deliveryMethod === 'bezorgen' && !input.deliveryAddress) {
      throw new ApiError(400, 'Validation', 'Vul het afleveradres in.', [{ message: 'Vul het afleveradres in.', members: ['deliveryAddress'] }]);
    }
    const result = await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`order:${customer}:${input.idempotencyKey}`]);
      const again = await tx.one<{ id: number; basket_id: number | null }>('SELECT id, basket_id FROM purchase_requests WHERE customer_number = $1 AND idempotency_key = $2', [
        customer,
        input.idempotencyKey,
      ]);
      if (again) {
        if (again.basket_id !== input.basketId) throw new ApiError(409, 'Order:IdempotencyKeyReused', 'Dit verzoek is al verstuurd vanuit een andere winkelwagen.');
        return { id: again.id, fresh: null };
      }
      const basketCaller = { customer, user: caller.sub };
      const basket = await this.o.baskets.assertVisible(tx, basketCaller, input.basketId, true);
      if (basket.basket_type !== BASKET_TYPE.basket) throw new ApiError(400, 'Validation', 'Een bestellijst kunt u niet bestellen: kopieer hem eerst naar een winkelwagen.');
      if (basket.purchase_request_id !== null) throw basketLocked();
      if (basket.punchout_session_id !== null) throw punchoutLock(basket, null)!;
      const current = await this.o.baskets.realtime(basketCaller, input.basketId, tx);
      if (current.revision !== input.basketRevision) {
        throw new ApiError(409, 'Basket:Changed', 'Uw winkelwagen is gewijzigd sinds u de bestelling controleerde. Controleer de bestelling opnieuw.');
      }
      if (!current.basketItems.length) throw new ApiError(400, 'Validation', 'Uw winkelwagen is leeg: er valt niets te bestellen.');
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`order-limit:${caller.sub}`]);
      const { passed, approverIds, costCentre } = await this.passedLine(tx, customer, caller.sub, current.totalNet, input.costCentreId);
      if (!passed) throw new ApiError(409, 'PurchaseRequest:NotNeeded', 'Deze bestelling valt binnen uw limiet en budget: u kunt hem direct plaatsen.');
      const approvers = await this.o.limits.approvers(tx, customer, caller.sub, approverIds);
      if (!approvers.ids.length) throw new ApiError(409, 'PurchaseRequest:NoApprover', 'Er is niemand die deze bestelling kan goedkeuren. Vraag de hoofdgebruiker uw limiet of goedkeurders aan te passen.');
      const me = (await tx.one<{ name: string }>("SELECT concat_ws(' ', name, surname) AS name FROM users WHERE id = $1", [caller.sub]))?.name ?? 'Onbekend';
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO purchase_requests (customer_number, basket_id, requested_by, requested_by_name, limit_kind, limit_amount, month_spent, total_net,
                                        approver_ids, approver_names, order_input, idempotency_key, cost_centre_id, cost_centre_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13, $14) RETURNING id`,
        [
          customer,
          input.basketId,
          caller.sub,
          me,
          passed.kind,
          passed.limit,
          passed.monthSpent,
          current.totalNet,
          approverIds,
          approvers.names,
          JSON.stringify({ ...input, costCentreId: costCentre?.id }),
          input.idempotencyKey,
          costCentre?.id ?? null,
          costCentre?.name ?? null,
        ],
      );
      const id = row!.id;
      const lines = current.basketItems.map((i, k) => ({ line_no: k + 1, item_no: i.itemNo, description: i.itemDescription, amount: i.amount, unit: i.itemUOM, net_price: i.netPrice }));
      await tx.query(
        `INSERT INTO purchase_request_lines (request_id, line_no, item_no, description, amount, unit, net_price)
         SELECT $1, r.line_no, r.item_no, r.description, r.amount, r.unit, r.net_price
           FROM jsonb_to_recordset($2::jsonb) AS r(line_no int, item_no text, description text, amount int, unit text, net_price numeric)`,
        [id, JSON.stringify(lines)],
      );
      await tx.query('UPDATE baskets SET purchase_request_id = $2 WHERE id = $1', [input.basketId, id]);
      return { id, fresh: { approvers, requester: me, total: current.totalNet, passed, costCentre } };
    });
    if (result.fresh) {
      const { approvers, requester, total, passed, costCentre } = result.fresh;
      const why =
        passed.kind === 'perOrder'
          ? `Dit is meer dan de limiet van ${euro(passed.limit)} per bestelling.`
          : passed.kind === 'perMonth'
            ? `Daarmee komt ${requester} deze maand op ${euro(round2(passed.monthSpent + total))}, boven de maandlimiet van ${euro(passed.limit)}.`
            : budgetMessage(costCentre!, total, euro);
      await sendMail({
        to: approvers.emails,
        subject: `Bestelling ter goedkeuring van ${requester} (${euro(total)})`,
        text: [
          'Beste collega,',
          '',
          `${requester} wil een bestelling van ${euro(total)} (exclusief btw) plaatsen. ${why}`,
          '',
          `Bekijk het verzoek en keur het goed of af: ${this.o.publicUrl}/mijnaccount/goedtekeuren/${result.id}`,
          '',
          this.signature,
        ].join('\n'),
      });
    }
    return this.summaryOf(customer, result.id);
  }

  private async row(q: Queryable, customer: string, id: number, lock = false): Promise<RequestRow | undefined> {
    return q.one<RequestRow>(`${REQUEST_SELECT} WHERE r.id = $1 AND r.customer_number = $2${lock ? ' FOR UPDATE' : ''}`, [id, customer]);
  }

  private async summaryOf(customer: string, id: number) {
    return summary((await this.row(this.db, customer, id))!);
  }

  /** A request the caller may see (its requester, a main user, a named approver); 404 otherwise. */
  private async visible(q: Queryable, caller: Caller, id: number, lock = false): Promise<RequestRow> {
    const row = await this.row(q, caller.customerNumber!, id, lock);
    if (!row || !(row.requestedBy === caller.sub || this.mayDecide(caller, row))) throw notFound('PurchaseRequest:NotFound', `Verzoek ${id} bestaat niet.`);
    return row;
  }

  private mayDecide(caller: Caller, row: RequestRow) {
    return !caller.isWarehouseOnly && row.requestedBy !== caller.sub && (caller.isMainUser || row.approverIds.includes(caller.sub));
  }

  /** The pending requests the caller may decide, oldest first. */
  async toDecide(caller: Caller) {
    if (caller.isWarehouseOnly) return [];
    const rows = await this.db.query<RequestRow>(
      `${REQUEST_SELECT} WHERE r.customer_number = $1 AND r.status = 'pending' AND ${MAY_DECIDE('$2', '$3')} ORDER BY r.created_at, r.id`,
      [caller.customerNumber!, caller.sub, caller.isMainUser],
    );
    return rows.map(summary);
  }

  async countToDecide(caller: Caller): Promise<number> {
    if (caller.isWarehouseOnly) return 0;
    const row = await this.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM purchase_requests r WHERE r.customer_number = $1 AND r.status = 'pending' AND ${MAY_DECIDE('$2', '$3')}`, [
      caller.customerNumber!,
      caller.sub,
      caller.isMainUser,
    ]);
    return row!.n;
  }

  /** The caller's own requests, newest first. */
  async mine(caller: Caller) {
    const rows = await this.db.query<RequestRow>(`${REQUEST_SELECT} WHERE r.customer_number = $1 AND r.requested_by = $2 ORDER BY r.created_at DESC, r.id DESC LIMIT 50`, [
      caller.customerNumber!,
      caller.sub,
    ]);
    return rows.map(summary);
  }

  /** The delivery day the order gets: the requested one, or the first possible when that can no longer be. */
  private deliveryDateFor(input: PlaceOrderInput, now: Date) {
    return deliveryDateProblem(input.deliveryDate, now) ? earliestDeliveryDate(now) : input.deliveryDate;
  }

  /** The request with its lines as requested and at today's prices. */
  async detail(caller: Caller, id: number) {
    const row = await this.visible(this.db, caller, id);
    const requested = await this.db.query<{ lineNo: number; itemNo: string; description: string; amount: number; unit: string | null; price: number }>(
      'SELECT line_no AS "lineNo", item_no AS "itemNo", description, amount, unit, net_price::float8 AS price FROM purchase_request_lines WHERE request_id = $1 ORDER BY line_no',
      [id],
    );
    const today = row.basketId !== null && row.status === 'pending' ? await this.o.baskets.realtime({ customer: caller.customerNumber!, user: row.requestedBy ?? '' }, row.basketId).catch(() => null) : null;
    const todayByItem = new Map((today?.basketItems ?? []).map((i) => [i.itemNo, i]));
    const lines = requested.map((l) => {
      const t = today ? todayByItem.get(l.itemNo) : undefined;
      return {
        lineNo: l.lineNo,
        itemNo: l.itemNo,
        description: l.description,
        amount: l.amount,
        unit: l.unit,
        requestedPrice: l.price,
        requestedTotal: round2(l.price * l.amount),
        todayPrice: t ? t.netPrice : null,
        todayTotal: t ? t.lineTotal : null,
        priceChanged: !!t && t.netPrice !== l.price,
      };
    });
    const todayTotal = today ? today.totalNet : row.totalNet;
    return {
      request: summary(row),
      lines,
      todayTotalNet: todayTotal,
      pricesChanged: lines.some((l) => l.priceChanged) || round2(todayTotal) !== round2(row.totalNet),
      basketRevision: today?.revision ?? '',
      deliveryDate: this.deliveryDateFor(row.orderInput, new Date()),
      deliveryMethod: row.orderInput.deliveryMethod,
      canDecide: row.status === 'pending' && this.mayDecide(caller, row),
      canWithdraw: row.status === 'pending' && row.requestedBy === caller.sub,
    };
  }

  private pendingOrConflict(row: RequestRow) {
    if (row.status === 'pending') return;
    const what = { withdrawn: 'ingetrokken', approved: `goedgekeurd${row.orderNo ? ` (order ${row.orderNo})` : ''}`, rejected: 'afgekeurd', expired: 'vervallen' }[row.status];
    throw new ApiError(409, 'PurchaseRequest:Decided', `Dit verzoek is al ${what}${row.decidedByName && (row.status === 'approved' || row.status === 'rejected') ? ` door ${row.decidedByName}` : ''}.`);
  }

  /** The requester takes his request back: the basket unlocks. */
  async withdraw(caller: Caller, id: number) {
    await this.db.transaction(async (tx) => {
      const row = await this.visible(tx, caller, id, true);
      if (row.requestedBy !== caller.sub) throw forbidden('Alleen wie het verzoek verstuurde, kan het intrekken.');
      this.pendingOrConflict(row);
      await tx.query("UPDATE purchase_requests SET status = 'withdrawn', decided_at = now() WHERE id = $1", [id]);
      await tx.query('UPDATE baskets SET purchase_request_id = NULL WHERE purchase_request_id = $1', [id]);
    });
    return this.summaryOf(caller.customerNumber!, id);
  }

  private refuseUnlessDecider(caller: Caller, row: RequestRow) {
    if (row.requestedBy === caller.sub) throw forbidden('U kunt uw eigen verzoek niet goedkeuren of afkeuren.');
    if (!this.mayDecide(caller, row)) throw forbidden('U bent geen goedkeurder van dit verzoek.');
  }

  private async deciderName(q: Queryable, caller: Caller) {
    return (await q.one<{ name: string }>("SELECT concat_ws(' ', name, surname) AS name FROM users WHERE id = $1", [caller.sub]))?.name ?? 'Onbekend';
  }

  private async requesterEmail(row: RequestRow) {
    if (!row.requestedBy) return null;
    return (await this.db.one<{ email: string; name: string }>('SELECT email, name FROM users WHERE id = $1 AND is_active', [row.requestedBy])) ?? null;
  }

  /**
   * Places the request's order at today's prices, exactly once: the request row is locked, and the
   * order is created in the same transaction. 409 when today's lines or prices are not those the
   * approver confirmed (basketRevision), or when the request was decided meanwhile.
   */
  async approve(caller: Caller, id: number, basketRevision: string) {
    const customer = caller.customerNumber!;
    const placed = await this.db.transaction(async (tx) => {
      const row = await this.visible(tx, caller, id, true);
      this.refuseUnlessDecider(caller, row);
      this.pendingOrConflict(row);
      if (row.basketId === null || !row.requestedBy) throw new ApiError(409, 'PurchaseRequest:Gone', 'De winkelwagen of de aanvrager van dit verzoek bestaat niet meer.');
      const input: PlaceOrderInput = { ...row.orderInput, basketId: row.basketId, basketRevision, deliveryDate: this.deliveryDateFor(row.orderInput, new Date()) };
      const order = await this.o.orders.placeApproved(tx, { customerNumber: customer, userId: row.requestedBy }, input, id);
      await tx.query(
        "UPDATE purchase_requests SET status = 'approved', decided_by = $2, decided_by_name = $3, decided_at = now(), order_no = $4 WHERE id = $1",
        [id, caller.sub, await this.deciderName(tx, caller), order.order.orderNo],
      );
      await tx.query('UPDATE baskets SET purchase_request_id = NULL WHERE purchase_request_id = $1', [id]);
      return { order, row };
    });
    await this.o.orders.announce(placed.order);
    const requester = await this.requesterEmail(placed.row);
    const { orderNo, totalNet } = placed.order.order;
    if (requester) {
      await sendMail({
        to: requester.email,
        subject: `Uw bestelling is goedgekeurd: order ${orderNo}`,
        text: [
          `Beste ${requester.name},`,
          '',
          `Uw verzoek van ${euro(placed.row.totalNet)} is goedgekeurd. De bestelling is geplaatst als order ${orderNo} (${euro(totalNet)} exclusief btw).`,
          '',
          `De order vindt u in Mijn orders: ${this.o.publicUrl}/mijnaccount/mijnorders/${encodeURIComponent(orderNo)}`,
          '',
          this.signature,
        ].join('\n'),
      });
    }
    return { orderNo, totalNet };
  }

  /** Rejects the request with a reason: the basket unlocks and the requester is told why. */
  async reject(caller: Caller, id: number, reason: string) {
    const row = await this.db.transaction(async (tx) => {
      const row = await this.visible(tx, caller, id, true);
      this.refuseUnlessDecider(caller, row);
      this.pendingOrConflict(row);
      await tx.query("UPDATE purchase_requests SET status = 'rejected', decided_by = $2, decided_by_name = $3, decided_at = now(), reject_reason = $4 WHERE id = $1", [
        id,
        caller.sub,
        await this.deciderName(tx, caller),
        reason.trim(),
      ]);
      await tx.query('UPDATE baskets SET purchase_request_id = NULL WHERE purchase_request_id = $1', [id]);
      return row;
    });
    const requester = await this.requesterEmail(row);
    if (requester) {
      await sendMail({
        to: requester.email,
        subject: 'Uw bestelling is afgekeurd',
        text: [
          `Beste ${requester.name},`,
          '',
          `Uw verzoek van ${euro(row.totalNet)} is afgekeurd. De reden: ${reason.trim()}`,
          '',
          `Uw winkelwagen kunt u weer aanpassen: ${this.o.publicUrl}/winkelwagen/${row.basketId ?? ''}`,
          '',
          this.signature,
        ].join('\n'),
      });
    }
    return this.summaryOf(caller.customerNumber!, id);
  }
}
