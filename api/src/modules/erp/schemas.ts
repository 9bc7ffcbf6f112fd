// The ERP API's request and response schemas (TypeBox): orders and invoices as the back office
// keeps them, and the reorder; the named ones are components of the erp OpenAPI document.
import Type from 'typebox';
import { oneOf, PagedQuery, paged, ref } from '../../plugins/schemas.js';
import { INFORMATION_FILTERS } from './repository.js';

export const OrderSummary = Type.Object(
  {
    orderNo: Type.String(),
    orderDate: Type.String({ format: 'date-time' }),
    status: Type.Integer({ description: '100 received, 200 in process, 250 partly delivered (back order), 300 delivered, 999 cancelled' }),
    statusName: Type.String({ description: 'The state label from the order-states table' }),
    statusColour: Type.String({ description: "The state's badge colour: a key of the shop's colour list (packages/rules status-colours)" }),
    orderType: Type.String({ enum: ['Order', 'Return'] }),
    plannedDeliveryDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    deliveryMethod: Type.String(),
    reference: Type.Union([Type.String(), Type.Null()]),
    poNumber: Type.Union([Type.String(), Type.Null()]),
    totalNet: Type.Number(),
    lineCount: Type.Integer(),
    /** The cost centre the order went on (a credit note: that of the returned order); null: none. */
    costCentreName: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'OrderSummary' },
);
export const OrderLine = Type.Object(
  {
    lineNo: Type.Integer(),
    itemNo: Type.String(),
    description: Type.String(),
    amount: Type.Integer(),
    delivered: Type.Integer(),
    backOrder: Type.Integer({ description: 'Ordered but not yet delivered while the order is partly delivered' }),
    returned: Type.Integer({ description: 'Taken back by return orders of this order that are not cancelled (0 on a return order)' }),
    unitPrice: Type.Number(),
    discountPercentage: Type.Number(),
  },
  { $id: 'OrderLine' },
);
export const Order = Type.Object(
  {
    orderNo: Type.String(),
    orderDate: Type.String({ format: 'date-time' }),
    status: Type.Integer(),
    statusName: Type.String(),
    statusColour: Type.String(),
    orderType: Type.String({ enum: ['Order', 'Return'] }),
    returnOf: Type.Union([Type.String(), Type.Null()]),
    plannedDeliveryDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    deliveryMethod: Type.String(),
    deliveryAddress: Type.Object({
      name: Type.Union([Type.String(), Type.Null()]),
      street: Type.Union([Type.String(), Type.Null()]),
      postalCode: Type.Union([Type.String(), Type.Null()]),
      city: Type.Union([Type.String(), Type.Null()]),
      country: Type.Union([Type.String(), Type.Null()]),
    }),
    reference: Type.Union([Type.String(), Type.Null()]),
    poNumber: Type.Union([Type.String(), Type.Null()]),
    totalNet: Type.Number(),
    /** The cost centre the order went on (a credit note: that of the returned order); null: none. */
    costCentreName: Type.Union([Type.String(), Type.Null()]),
    lines: Type.Array(ref('OrderLine')),
    invoices: Type.Array(ref('InvoiceSummary')),
  },
  { $id: 'Order' },
);
export const InvoiceSummary = Type.Object(
  {
    invoiceType: Type.String({ enum: ['Invoice', 'Credit'] }),
    invoiceNo: Type.String(),
    orderNo: Type.Union([Type.String(), Type.Null()]),
    invoiceDate: Type.String(),
    dueDate: Type.String(),
    totalNet: Type.Number(),
    totalVat: Type.Number(),
    totalInclVat: Type.Number(),
    isPaid: Type.Boolean(),
    /** The cost centre the order went on (a credit note: that of the returned order); null: none. */
    costCentreName: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'InvoiceSummary' },
);
export const Invoice = Type.Object(
  {
    invoiceType: Type.String({ enum: ['Invoice', 'Credit'] }),
    invoiceNo: Type.String(),
    orderNo: Type.Union([Type.String(), Type.Null()]),
    invoiceDate: Type.String(),
    dueDate: Type.String(),
    totalNet: Type.Number(),
    totalVat: Type.Number(),
    totalInclVat: Type.Number(),
    isPaid: Type.Boolean(),
    /** The cost centre the order went on (a credit note: that of the returned order); null: none. */
    costCentreName: Type.Union([Type.String(), Type.Null()]),
    lines: Type.Array(Type.Object({ lineNo: Type.Integer(), itemNo: Type.String(), description: Type.String(), amount: Type.Integer(), unitPrice: Type.Number(), discountPercentage: Type.Number() })),
  },
  { $id: 'Invoice' },
);

export const OrdersQuery = Type.Object({
  ItemNo: Type.Optional(Type.String({ maxLength: 40 })),
  OrderNo: Type.Optional(Type.String({ maxLength: 40 })),
  Search: Type.Optional(Type.String({ maxLength: 100 })),
  InformationFilter: Type.Optional(oneOf(INFORMATION_FILTERS)),
  /** Only the orders on this cost centre. */
  CostCentreId: Type.Optional(Type.Integer({ minimum: 1 })),
  ...PagedQuery,
});
export const OrderPage = paged(ref('OrderSummary'));
export const OrderNoQuery = Type.Object({ OrderNo: Type.String({ minLength: 1, maxLength: 40 }) });

export const InvoicesFilter = Type.Object(
  {
    InvoiceType: Type.Optional(Type.String({ enum: ['Invoice', 'Credit'] })),
    IsPaid: Type.Optional(Type.Boolean()),
    DateFrom: Type.Optional(Type.String({ format: 'date' })),
    DateTo: Type.Optional(Type.String({ format: 'date' })),
    Search: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the invoice or order number' })),
    ...PagedQuery,
  },
  { additionalProperties: false },
);
export const InvoicePage = Type.Object({
  totalCount: Type.Integer(),
  items: Type.Array(ref('InvoiceSummary')),
  totals: Type.Object({ totalNet: Type.Number(), totalVat: Type.Number(), totalInclVat: Type.Number() }),
});
export const InvoiceKey = Type.Object({ InvoiceType: oneOf(['Invoice', 'Credit']), InvoiceNo: Type.String({ minLength: 1, maxLength: 40 }) });
export const InvoicePdf = Type.Object({ fileName: Type.String(), mimeType: Type.String(), content: Type.String({ contentEncoding: 'base64' }) });

export const ReorderInput = Type.Object(
  {
    OrderNo: Type.String({ minLength: 1, maxLength: 40 }),
    /** Which lines (line numbers of the order); all lines when omitted. */
    LineNos: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000, uniqueItems: true })),
    /** An existing basket of the customer … */
    BasketId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** … or the name of a new basket, which is made for this call. */
    NewBasketName: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
  },
  { additionalProperties: false },
);

const ReorderLine = Type.Object({
  lineNo: Type.Integer(),
  itemNo: Type.String(),
  description: Type.String(),
  amount: Type.Integer(),
  orderPrice: Type.Number({ description: 'The net unit price of the order line' }),
  currentPrice: Type.Number({ description: "The customer's net unit price today, as the basket shows it" }),
  priceChanged: Type.Boolean({ description: 'Whether today’s price differs from the order’s' }),
});
export const ReorderResult = Type.Object(
  {
    basketId: Type.Integer(),
    basketName: Type.String(),
    newBasket: Type.Boolean(),
    added: Type.Array(ReorderLine),
    notAdded: Type.Array(Type.Object({ lineNo: Type.Integer(), itemNo: Type.String(), description: Type.String(), amount: Type.Integer(), reason: Type.String() })),
  },
  { $id: 'ReorderResult' },
);

/** At most this many item numbers in one purchase-history question (a results page asks for 48). */
export const PURCHASE_HISTORY_MAX_ITEMS = 100;
export const PurchaseHistoryQuery = Type.Object(
  {
    ItemNos: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 4100,
        description: `Comma-separated item numbers (at most ${PURCHASE_HISTORY_MAX_ITEMS}); without it, every article the customer ordered in the period, most often ordered first`,
      }),
    ),
  },
  { additionalProperties: false },
);
export const PurchasedArticle = Type.Object(
  {
    itemNo: Type.String(),
    timesOrdered: Type.Integer({ description: 'How many orders of the customer had the article (not cancelled, not returns)' }),
    quantity: Type.Integer({ description: 'The amounts of those order lines added up' }),
    lastOrderDate: Type.String({ format: 'date', description: 'The date of the latest of those orders' }),
  },
  { $id: 'PurchasedArticle' },
);
export const PurchaseHistory = Type.Object({
  months: Type.Integer({ description: 'The period looked at: the orders of this many months back' }),
  items: Type.Array(ref('PurchasedArticle')),
});
