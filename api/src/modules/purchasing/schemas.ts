// Purchasing control's request and response schemas (TypeBox): order limits per member, their
// change record, and purchase requests. The named ones are components of the mgmt OpenAPI document.
import Type, { type Static } from 'typebox';
import { listOf, oneOf, ref } from '../../plugins/schemas.js';

/** The largest limit one can set (excluding VAT). */
export const MAX_LIMIT = 10_000_000;
const amount = Type.Number({ minimum: 0.01, maximum: MAX_LIMIT, multipleOf: 0.01 });
const optionalAmount = Type.Union([amount, Type.Null()]);
const money = Type.Number();
const nullableMoney = Type.Union([Type.Number(), Type.Null()]);

/** Which line an order passes: the member's limit per order or per month, or his cost centre's budget. */
export const LIMIT_KINDS = ['perOrder', 'perMonth', 'budget'] as const;
export const REQUEST_STATUSES = ['pending', 'withdrawn', 'approved', 'rejected', 'expired'] as const;

export const MemberLimits = Type.Object(
  {
    userId: Type.String(),
    name: Type.String(),
    email: Type.String(),
    /** main, employee or warehouse. */
    role: Type.String(),
    /** The most one order may be, excluding VAT; null: no limit. */
    perOrder: nullableMoney,
    /** The most his orders of one calendar month may be together, excluding VAT; null: no limit. */
    perMonth: nullableMoney,
    /** The members who approve his orders over a limit; empty: the main users. */
    approverIds: Type.Array(Type.String()),
    /** What he ordered this calendar month, excluding VAT. */
    spentThisMonth: money,
  },
  { $id: 'MemberLimits' },
);
export const MemberLimitsList = listOf(ref('MemberLimits'));

export const SetLimitsInput = Type.Object(
  {
    perOrder: optionalAmount,
    perMonth: optionalAmount,
    /** Members of the organization who approve (not the member himself, no warehouse user); empty: the main users. */
    approverIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 10, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type SetLimits = Static<typeof SetLimitsInput>;
export const MemberParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 100 }) });

const LimitsState = Type.Object({ perOrder: nullableMoney, perMonth: nullableMoney, approvers: Type.Array(Type.String()) });
export const LimitChange = Type.Object(
  {
    id: Type.Integer(),
    memberName: Type.String(),
    changedByName: Type.String(),
    changedAt: Type.String({ format: 'date-time' }),
    from: LimitsState,
    to: LimitsState,
  },
  { $id: 'LimitChange' },
);
export const LimitChanges = listOf(ref('LimitChange'));

/** Whether the caller's order of a basket needs approval, and why, with the amounts. */
export const ApprovalCheck = Type.Object(
  {
    needsApproval: Type.Boolean(),
    /** Which limit the order passes; null: none. */
    limitKind: Type.Union([oneOf(LIMIT_KINDS), Type.Null()]),
    limit: nullableMoney,
    /** The basket's net total of this moment. */
    orderTotal: money,
    /** What the caller ordered this calendar month before this order. */
    monthSpent: money,
    /** Who would decide. */
    approverNames: Type.Array(Type.String()),
    /** The cost centre the order goes on, with its budget's state; null: none. */
    costCentre: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), budget: nullableMoney, spent: money, left: nullableMoney }), Type.Null()]),
  },
  { $id: 'ApprovalCheck' },
);
export const BasketQuery = Type.Object({ basketId: Type.Integer({ minimum: 1 }), costCentreId: Type.Optional(Type.Integer({ minimum: 1 })) });

export const PurchaseRequestSummary = Type.Object(
  {
    id: Type.Integer(),
    status: oneOf(REQUEST_STATUSES),
    requestedByName: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    /** Requested net total, excluding VAT. */
    totalNet: money,
    lineCount: Type.Integer(),
    limitKind: oneOf(LIMIT_KINDS),
    limit: money,
    /** The cost centre the order goes on; null: none. */
    costCentreName: Type.Union([Type.String(), Type.Null()]),
    approverNames: Type.Array(Type.String()),
    basketId: Type.Union([Type.Integer(), Type.Null()]),
    decidedByName: Type.Union([Type.String(), Type.Null()]),
    decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    rejectReason: Type.Union([Type.String(), Type.Null()]),
    orderNo: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'PurchaseRequestSummary' },
);
export const PurchaseRequestList = listOf(ref('PurchaseRequestSummary'));
export const PurchaseRequestCount = Type.Object({ toDecide: Type.Integer() }, { $id: 'PurchaseRequestCount' });

export const PurchaseRequestLine = Type.Object(
  {
    lineNo: Type.Integer(),
    itemNo: Type.String(),
    description: Type.String(),
    amount: Type.Integer(),
    unit: Type.Union([Type.String(), Type.Null()]),
    /** The net price when requested. */
    requestedPrice: money,
    requestedTotal: money,
    /** Today's net price; null: the line is no longer in the basket. */
    todayPrice: nullableMoney,
    todayTotal: nullableMoney,
    /** Today's price differs from the requested one. */
    priceChanged: Type.Boolean(),
  },
  { $id: 'PurchaseRequestLine' },
);

export const PurchaseRequestDetail = Type.Object(
  {
    request: ref('PurchaseRequestSummary'),
    lines: Type.Array(ref('PurchaseRequestLine')),
    /** The basket's net total at today's prices: what approving orders. */
    todayTotalNet: money,
    /** Today's prices differ from the requested ones: the approver confirms the new total. */
    pricesChanged: Type.Boolean(),
    /** Names today's lines and prices: approving with it places the order at exactly these. */
    basketRevision: Type.String(),
    /** The delivery or pick-up day the order gets (the requested one, or the first possible when that has passed). */
    deliveryDate: Type.String({ format: 'date' }),
    deliveryMethod: Type.String(),
    /** The caller may approve or reject it (an approver of it, not its requester). */
    canDecide: Type.Boolean(),
    /** The caller may withdraw it (its requester, while pending). */
    canWithdraw: Type.Boolean(),
  },
  { $id: 'PurchaseRequestDetail' },
);

export const RequestParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const ApproveInput = Type.Object(
  {
    /** The basketRevision of the detail the approver saw; 409 when today's lines or prices have changed since. */
    basketRevision: Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export const RejectInput = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) }, { additionalProperties: false });
export const ApprovedOrder = Type.Object({ orderNo: Type.String(), totalNet: money }, { $id: 'ApprovedOrder' });

export const PurchasingSettings = Type.Object(
  {
    /** Days an approver has before he is reminded once; as many days after that the request expires. */
    decideWithinDays: Type.Integer({ minimum: 1, maximum: 60 }),
  },
  { $id: 'PurchasingSettings', additionalProperties: false },
);

export const purchasingSchemas = [PurchasingSettings, MemberLimits, LimitChange, ApprovalCheck, PurchaseRequestSummary, PurchaseRequestCount, PurchaseRequestLine, PurchaseRequestDetail, ApprovedOrder];
