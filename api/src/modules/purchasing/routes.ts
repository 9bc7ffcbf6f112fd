// Purchasing control (management API): the main user sets each member's order limits and
// approvers (/api/app/order-limits); an order over a limit becomes a purchase request
// (/api/app/purchase-requests) that the requester may withdraw and an approver approves (the
// order is placed exactly once) or rejects. Placing an order over one's limit directly is refused.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/db.js';
import { callerOf, customerOf } from '../../plugins/access.js';
import { roleNames } from '../../plugins/auth.js';
import { ApiError } from '../../plugins/errors.js';
import { ref, responses } from '../../plugins/schemas.js';
import type { BasketRepository } from '../baskets/repository.js';
import { CreateCustomerOrderInput } from '../orders/schemas.js';
import type { OrderService } from '../orders/service.js';
import { costCentreRoutes } from './cost-centre-routes.js';
import { budgetMessage, CostCentreRepository } from './cost-centres.js';
import { decideWithinDays, setDecideWithinDays } from './expiry.js';
import { LimitRepository } from './limits.js';
import { PurchaseRequestService } from './requests.js';
import { ApproveInput, BasketQuery, PurchasingSettings, LimitChanges, MemberLimitsList, MemberParams, PurchaseRequestList, RejectInput, RequestParams, SetLimitsInput } from './schemas.js';

export interface PurchasingOptions {
  db: Db;
  baskets: BasketRepository;
  orders: OrderService;
  productKey: string;
  publicUrl: string;
}

const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const L = '/api/app/order-limits';
const R = '/api/app/purchase-requests';
const tags = ['Purchasing control'];

export async function purchasingRoutes(fastify: FastifyInstance, { db, baskets, orders, productKey, publicUrl }: PurchasingOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const limits = new LimitRepository(db, roleNames(productKey));
  const costCentres = new CostCentreRepository(db);
  const requests = new PurchaseRequestService({ db, baskets, orders, limits, costCentres, publicUrl });

  // An order goes on the cost centre the member chose, or on his only one; an approved request on
  // the one it was asked for while that exists, whatever the requester's cost centres are now
  // (the approver cannot choose for him).
  orders.chooseCostCentreWith(async (tx, caller, chosen, approved) => {
    const cc = approved ? await costCentres.existing(tx, caller.customerNumber, chosen) : await costCentres.resolve(tx, caller.customerNumber, caller.userId, chosen);
    return cc && { id: cc.id, name: cc.name };
  });
  // The server holds the line: an order over the caller's limit or his cost centre's budget is never placed directly.
  orders.checkBeforePlacing(async (tx, caller, totalNet, costCentre) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`order-limit:${caller.userId}`]);
    const passed = await limits.passed(tx, caller.customerNumber, caller.userId, totalNet);
    if (passed) {
      const why =
        passed.kind === 'perOrder'
          ? `Deze bestelling van ${EURO.format(totalNet)} is hoger dan uw limiet van ${EURO.format(passed.limit)} per bestelling.`
          : `Met deze bestelling van ${EURO.format(totalNet)} komt u deze maand boven uw maandlimiet van ${EURO.format(passed.limit)}.`;
      throw new ApiError(403, 'Order:OverLimit', `${why} Verstuur hem ter goedkeuring.`);
    }
    if (!costCentre) return;
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`cost-centre:${costCentre.id}`]);
    const cc = await costCentres.resolve(tx, caller.customerNumber, caller.userId, costCentre.id);
    if (cc && costCentres.passed(cc, totalNet)) throw new ApiError(403, 'Order:OverBudget', `${budgetMessage(cc, totalNet, EURO.format)} Verstuur hem ter goedkeuring.`);
  });
  await costCentreRoutes(app, { db, costCentres });

  app.get(
    L,
    { config: { access: 'mainUser' }, schema: { tags, summary: "Every member's order limits, approvers and what he ordered this month (main user only)", response: responses(MemberLimitsList, 200, [401, 403]) } },
    async (req) => ({ items: await limits.members(customerOf(req)) }),
  );

  app.put(
    `${L}/:userId`,
    {
      config: { access: 'mainUser' },
      schema: {
        tags,
        summary: "Sets a member's limit per order and per calendar month (excluding VAT; null: none) and who approves his orders over them (empty: the main users); the change is recorded",
        params: MemberParams,
        body: SetLimitsInput,
        response: responses(ref('MemberLimits'), 200, [400, 401, 403, 404]),
      },
    },
    async (req) => {
      const customer = customerOf(req);
      await limits.set(customer, callerOf(req).sub, req.params.userId, req.body);
      return (await limits.members(customer)).find((m) => m.userId === req.params.userId)!;
    },
  );

  app.get(
    `${L}/changes`,
    { config: { access: 'mainUser' }, schema: { tags, summary: 'The latest 50 changes of limits: who, when, from what to what (main user only)', response: responses(LimitChanges, 200, [401, 403]) } },
    async (req) => ({ items: await limits.changes(customerOf(req)) }),
  );

  app.get(
    `${L}/settings`,
    {
      config: { access: 'mainUser' },
      schema: { tags, summary: 'How many days approvers have before a request is reminded once (and as many more before it expires); main user only', response: responses(ref('PurchasingSettings'), 200, [401, 403]) },
    },
    async (req) => ({ decideWithinDays: await decideWithinDays(db, customerOf(req)) }),
  );

  app.put(
    `${L}/settings`,
    {
      config: { access: 'mainUser' },
      schema: { tags, summary: 'Sets how many days approvers have (1 to 60); main user only', body: PurchasingSettings, response: responses(ref('PurchasingSettings'), 200, [400, 401, 403]) },
    },
    async (req) => ({ decideWithinDays: await setDecideWithinDays(db, customerOf(req), req.body.decideWithinDays) }),
  );

  app.get(
    `${R}/check`,
    {
      config: { access: 'customer' },
      schema: { tags, summary: "Whether the caller's order of this basket needs approval, which limit it passes, and who would decide", querystring: BasketQuery, response: responses(ref('ApprovalCheck')) },
    },
    async (req) => requests.check(callerOf(req), req.query.basketId, req.query.costCentreId),
  );

  app.post(
    R,
    {
      config: { access: 'directBuyer' },
      schema: {
        tags,
        summary: 'Sends an order over the caller\'s limit for approval: it is stored as a purchase request, its basket locked, the approvers mailed',
        description: 'The body is that of placing an order. The same idempotencyKey again returns the same request. 409 when the order needs no approval or the basket changed since basketRevision.',
        body: CreateCustomerOrderInput,
        response: responses(ref('PurchaseRequestSummary'), 200, [400, 401, 403, 404, 409]),
      },
    },
    async (req) => requests.create(callerOf(req), req.body),
  );

  app.get(
    `${R}/count`,
    { config: { access: 'customer' }, schema: { tags, summary: 'How many pending requests the caller may decide (the header shows it)', response: responses(ref('PurchaseRequestCount'), 200, [401, 403]) } },
    async (req) => {
      customerOf(req);
      return { toDecide: await requests.countToDecide(callerOf(req)) };
    },
  );

  app.get(
    `${R}/to-decide`,
    { config: { access: 'notWarehouse' }, schema: { tags, summary: 'The pending requests the caller may decide (a main user, or a named approver), oldest first', response: responses(PurchaseRequestList, 200, [401, 403]) } },
    async (req) => {
      customerOf(req);
      return { items: await requests.toDecide(callerOf(req)) };
    },
  );

  app.get(
    `${R}/mine`,
    { config: { access: 'customer' }, schema: { tags, summary: "The caller's own requests, newest first", response: responses(PurchaseRequestList, 200, [401, 403]) } },
    async (req) => {
      customerOf(req);
      return { items: await requests.mine(callerOf(req)) };
    },
  );

  app.get(
    `${R}/:id`,
    {
      config: { access: 'customer' },
      schema: { tags, summary: 'A request with its lines as requested and at today\'s prices (its requester and its approvers; others 404)', params: RequestParams, response: responses(ref('PurchaseRequestDetail')) },
    },
    async (req) => {
      customerOf(req);
      return requests.detail(callerOf(req), req.params.id);
    },
  );

  app.post(
    `${R}/:id/withdraw`,
    {
      config: { access: 'customer' },
      schema: { tags, summary: 'The requester takes his pending request back; the basket unlocks', params: RequestParams, response: responses(ref('PurchaseRequestSummary'), 200, [400, 401, 403, 404, 409]) },
    },
    async (req) => {
      customerOf(req);
      return requests.withdraw(callerOf(req), req.params.id);
    },
  );

  app.post(
    `${R}/:id/approve`,
    {
      // Places the request's order: it waits its turn as placing an order does (never refused).
      config: { access: 'notWarehouse', cost: 'turn' },
      schema: {
        tags,
        summary: 'Approves a pending request: its order is placed once, at today\'s prices (those of basketRevision); the requester is mailed the order number',
        description: '409 when today\'s lines or prices differ from basketRevision (confirm the new total), or when the request was decided meanwhile. Not the requester himself (403).',
        params: RequestParams,
        body: ApproveInput,
        response: responses(ref('ApprovedOrder'), 200, [400, 401, 403, 404, 409]),
      },
    },
    async (req) => {
      customerOf(req);
      return requests.approve(callerOf(req), req.params.id, req.body.basketRevision);
    },
  );

  app.post(
    `${R}/:id/reject`,
    {
      config: { access: 'notWarehouse' },
      schema: {
        tags,
        summary: 'Rejects a pending request with a reason; the basket unlocks and the requester is mailed the reason',
        params: RequestParams,
        body: RejectInput,
        response: responses(ref('PurchaseRequestSummary'), 200, [400, 401, 403, 404, 409]),
      },
    },
    async (req) => {
      customerOf(req);
      return requests.reject(callerOf(req), req.params.id, req.body.reason);
    },
  );
}
