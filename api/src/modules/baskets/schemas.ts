// The baskets' request and response schemas (TypeBox); the named ones are components of the mgmt
// OpenAPI document.
import Type from 'typebox';
import { fileAnswer, ref } from '../../plugins/schemas.js';
import { MAX_QUICK_ORDER_LINES } from './quick-order.js';

export const BasketItem = Type.Object(
  {
    id: Type.Integer(),
    itemNo: Type.String(),
    itemDescription: Type.String(),
    amount: Type.Integer(),
    itemUOM: Type.String(),
    /** JSON string: {"itemImage": string|null}. */
    data: Type.String(),
    stepQuantity: Type.Integer(),
    minOrderQuantity: Type.Integer(),
    grossPrice: Type.Number(),
  },
  { $id: 'BasketItem' },
);

/** The purchase request a basket waits for; the basket is read-only until it is decided or withdrawn. */
export const BasketPurchaseRequest = Type.Object(
  {
    id: Type.Integer(),
    requestedByName: Type.String(),
    /** Who may approve it (the main users when the requester has no named approvers). */
    approverNames: Type.Array(Type.String()),
    createdAt: Type.String({ format: 'date-time' }),
    /** The caller sent it: he may withdraw it. */
    isOwn: Type.Boolean(),
  },
  { $id: 'BasketPurchaseRequest' },
);
const purchaseRequest = Type.Union([ref('BasketPurchaseRequest'), Type.Null()], { description: 'Set while the basket waits for approval: read-only until then.' });
/** Only on a punch-out session's basket: changed only inside that session (an inspect session: not at all). */
const punchout = Type.Optional(
  Type.Object({
    operation: Type.Union([Type.Literal('create'), Type.Literal('edit'), Type.Literal('inspect')]),
    /** When it last went to the procurement system; null: not yet. */
    transferredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
);

export const Basket = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    /** 0 = basket (winkelwagen), 1 = order list (bestellijst). */
    basketType: Type.Integer({ enum: [0, 1] }),
    isDefault: Type.Boolean(),
    creationTime: Type.String({ format: 'date-time' }),
    lastModificationTime: Type.String({ format: 'date-time' }),
    /** The name of the user who made the basket; null: not known (such a basket is shared). */
    createdByName: Type.Union([Type.String(), Type.Null()]),
    /** The name of the user who changed it last; null: not known. */
    lastModifiedByName: Type.Union([Type.String(), Type.Null()]),
    /** The caller made this basket. */
    isOwn: Type.Boolean(),
    /** Only its maker sees it; otherwise every user of the customer. */
    isPersonal: Type.Boolean(),
    purchaseRequest,
    punchout,
    basketItems: Type.Array(ref('BasketItem')),
  },
  { $id: 'Basket' },
);

export const RealtimeBasketItem = Type.Object(
  {
    id: Type.Integer(),
    itemNo: Type.String(),
    itemDescription: Type.String(),
    amount: Type.Integer(),
    itemUOM: Type.String(),
    data: Type.String(),
    stepQuantity: Type.Integer(),
    minOrderQuantity: Type.Integer(),
    grossPrice: Type.Number(),
    netPrice: Type.Number(),
    discountPercentage: Type.Number(),
    lineTotal: Type.Number(),
    stock: Type.Integer(),
    /** The stock covers the amount and the article is still sold. */
    isAvailable: Type.Boolean(),
    /** false: the article is no longer sold. */
    isActive: Type.Boolean(),
    /** The caller's net price when the line was added (null: not known). */
    priceWhenAdded: Type.Union([Type.Number(), Type.Null()]),
    /** The net price differs from priceWhenAdded. */
    priceChanged: Type.Boolean(),
    /** isAvailable differs from when the line's amount was last changed. */
    availabilityChanged: Type.Boolean(),
    /** The customer's own number for the article (klantartikelnummer); null: none. */
    customerItemNo: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'RealtimeBasketItem' },
);

export const RealtimeBasket = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    basketType: Type.Integer({ enum: [0, 1] }),
    isDefault: Type.Boolean(),
    creationTime: Type.String({ format: 'date-time' }),
    lastModificationTime: Type.String({ format: 'date-time' }),
    /** The name of the user who made the basket; null: not known (such a basket is shared). */
    createdByName: Type.Union([Type.String(), Type.Null()]),
    /** The name of the user who changed it last; null: not known. */
    lastModifiedByName: Type.Union([Type.String(), Type.Null()]),
    /** The caller made this basket. */
    isOwn: Type.Boolean(),
    /** Only its maker sees it; otherwise every user of the customer. */
    isPersonal: Type.Boolean(),
    purchaseRequest,
    punchout,
    basketItems: Type.Array(ref('RealtimeBasketItem')),
    totalGross: Type.Number(),
    /** Excluding VAT. */
    totalNet: Type.Number(),
    totalVat: Type.Number(),
    totalInclVat: Type.Number(),
    /** Names the lines, amounts and prices of this answer; placing an order checks it (409 when they changed). */
    revision: Type.String(),
  },
  { $id: 'RealtimeBasket' },
);

export const BasketSummary = Type.Object(
  {
    basketId: Type.Integer(),
    name: Type.String(),
    basketType: Type.Integer(),
    lineCount: Type.Integer(),
    totalQuantity: Type.Integer(),
    totalGross: Type.Number(),
    totalDiscount: Type.Number(),
    totalNet: Type.Number(),
    totalVat: Type.Number(),
    totalInclVat: Type.Number(),
  },
  { $id: 'BasketSummary' },
);

export const CreateBasketInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    basketType: Type.Optional(Type.Integer({ enum: [0, 1], default: 0 })),
  },
  { additionalProperties: false },
);

export const AddToBasketInput = Type.Object(
  {
    basketId: Type.Integer({ minimum: 1 }),
    itemNo: Type.String({ minLength: 1, maxLength: 40 }),
    amount: Type.Integer({ minimum: 1, maximum: 100000 }),
    /** true: set the line to amount instead of adding it. */
    overwrite: Type.Optional(Type.Boolean({ default: false })),
    /** The secret link of an unlisted article: such an article is added only with it. */
    secret: Type.Optional(Type.String({ minLength: 8, maxLength: 100 })),
  },
  { additionalProperties: false },
);

export const RemoveFromBasketInput = Type.Object(
  {
    basketId: Type.Integer({ minimum: 1 }),
    /** The basket line's id, or the item number. */
    basketItemId: Type.Optional(Type.Integer({ minimum: 1 })),
    itemNo: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  },
  { additionalProperties: false },
);

export const SetBasketPersonalInput = Type.Object(
  {
    basketId: Type.Integer({ minimum: 1 }),
    /** true: personal (its maker's only); false: shared with the customer's users. */
    isPersonal: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const CopyBasketContentsInput = Type.Object(
  {
    sourceBasketId: Type.Integer({ minimum: 1 }),
    targetBasketId: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);

const BasketId = Type.Integer({ minimum: 1 });
export const BasketIdQuery = Type.Object({ basketId: BasketId });
export const OptionalBasketIdQuery = Type.Object({ basketId: Type.Optional(BasketId) });
export const BasketsQuery = Type.Object({ basketType: Type.Optional(Type.Integer({ enum: [0, 1] })) });
export const Baskets = Type.Array(ref('Basket'));
export const BasketWorkbook = fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

const QuickOrderLine = Type.Object(
  { code: Type.String({ maxLength: 60 }), quantity: Type.String({ maxLength: 20 }) },
  { additionalProperties: false },
);
export const AddLinesInput = Type.Object(
  {
    basketId: BasketId,
    lines: Type.Array(QuickOrderLine, { minItems: 1, maxItems: MAX_QUICK_ORDER_LINES }),
    /** true: only check the lines, add nothing. */
    dryRun: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
const QuickOrderLineResult = Type.Object({
  index: Type.Integer(),
  code: Type.String(),
  quantity: Type.String(),
  ok: Type.Boolean(),
  itemNo: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  unit: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Union([Type.Integer(), Type.Null()]),
  problem: Type.Union([
    Type.Literal('code-missing'),
    Type.Literal('unknown'),
    Type.Literal('discontinued'),
    Type.Literal('quantity-invalid'),
    Type.Literal('below-minimum'),
    Type.Literal('not-step'),
    Type.Literal('too-large'),
    Type.Null(),
  ]),
  message: Type.Union([Type.String(), Type.Null()]),
  suggestedQuantity: Type.Union([Type.Integer(), Type.Null()]),
});
export const AddLinesResult = Type.Object(
  {
    basket: Type.Union([ref('Basket'), Type.Null()]),
    lines: Type.Array(QuickOrderLineResult),
    added: Type.Integer(),
    rejected: Type.Integer(),
  },
  { $id: 'AddLinesResult' },
);
export const QuickOrderFileLines = Type.Object(
  { lines: Type.Array(Type.Object({ code: Type.String(), quantity: Type.String() })) },
  { $id: 'QuickOrderFileLines' },
);

export const basketSchemas = [BasketPurchaseRequest, BasketItem, Basket, RealtimeBasketItem, RealtimeBasket, BasketSummary];
