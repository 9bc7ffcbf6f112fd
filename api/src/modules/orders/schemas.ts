// Orders placed in the shop (management API, /api/ecommerce/customerorders).
import Type, { type Static } from 'typebox';
import { COUNTRIES } from '@kraanvogel/rules';
import { oneOf, ref, refTo } from '../../plugins/schemas.js';

export const DELIVERY_METHODS = ['bezorgen', 'afhalen'] as const;
/** Countries the shop delivers to, with their postcode formats (@kraanvogel/rules). */
export const DELIVERY_COUNTRIES = COUNTRIES;

export const ORDER_STATUS = { toBeProcessed: 100, inProgress: 200, delivered: 300, cancelled: 999 } as const;

/** Length limits of the order wizard's fields (the shop's forms use the same). */
export const ORDER_FIELD_LIMITS = { name: 100, street: 100, city: 60, deliveryInstructions: 250, poNumber: 35, reference: 50 } as const;

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const DeliveryAddress = Type.Object(
  {
    name: text(ORDER_FIELD_LIMITS.name),
    /** Street and house number. */
    street: text(ORDER_FIELD_LIMITS.street),
    postalCode: Type.String({ minLength: 1, maxLength: 10 }),
    city: text(ORDER_FIELD_LIMITS.city),
    country: oneOf(DELIVERY_COUNTRIES),
  },
  { $id: 'DeliveryAddress', additionalProperties: false },
);

export const CreateCustomerOrderInput = Type.Object(
  {
    /** The basket to order; it is emptied when the order is placed. */
    basketId: Type.Integer({ minimum: 1 }),
    /** One per checkout: sending the same key again returns the same order, never a second one. */
    idempotencyKey: Type.String({ minLength: 16, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
    /** The revision of basketWithRealtimeData the customer reviewed; 409 when the basket has changed since. */
    basketRevision: Type.String({ minLength: 1, maxLength: 100 }),
    deliveryMethod: oneOf(DELIVERY_METHODS),
    /** YYYY-MM-DD: a working day, from the next working day on. */
    deliveryDate: Type.String({ format: 'date' }),
    /** Required for 'bezorgen'; not used for 'afhalen'. */
    deliveryAddress: Type.Optional(refTo(DeliveryAddress)),
    deliveryInstructions: Type.Optional(Type.String({ maxLength: ORDER_FIELD_LIMITS.deliveryInstructions })),
    poNumber: Type.Optional(Type.String({ maxLength: ORDER_FIELD_LIMITS.poNumber })),
    reference: Type.Optional(Type.String({ maxLength: ORDER_FIELD_LIMITS.reference })),
    /** The cost centre the order goes on: required when the caller orders on several, his only one otherwise. */
    costCentreId: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);

export type DeliveryAddressInput = Static<typeof DeliveryAddress>;
export type PlaceOrderInput = Static<typeof CreateCustomerOrderInput>;

export const CustomerOrderLine = Type.Object(
  {
    lineNo: Type.Integer(),
    itemNo: Type.String(),
    description: Type.String(),
    amount: Type.Integer(),
    unit: Type.Union([Type.String(), Type.Null()]),
    grossPrice: Type.Number(),
    discountPercentage: Type.Number(),
    netPrice: Type.Number(),
    lineTotal: Type.Number(),
    /** Whether the stock covered the line when the order was placed (null: not known). */
    inStock: Type.Union([Type.Boolean(), Type.Null()]),
  },
  { $id: 'CustomerOrderLine' },
);

export const CustomerOrder = Type.Object(
  {
    /** The order number (also orderNo). */
    id: Type.String(),
    orderNo: Type.String(),
    orderDate: Type.String({ format: 'date-time' }),
    /** 100 to be processed, 200 in progress, 300 delivered, 999 cancelled. */
    status: Type.Integer(),
    basketId: Type.Union([Type.Integer(), Type.Null()]),
    deliveryMethod: Type.String(),
    deliveryDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    deliveryAddress: Type.Union([
      Type.Object({ name: Type.String(), street: Type.String(), postalCode: Type.String(), city: Type.String(), country: Type.String() }),
      Type.Null(),
    ]),
    deliveryInstructions: Type.Union([Type.String(), Type.Null()]),
    poNumber: Type.Union([Type.String(), Type.Null()]),
    reference: Type.Union([Type.String(), Type.Null()]),
    /** The cost centre the order went on; null: none. */
    costCentreName: Type.Union([Type.String(), Type.Null()]),
    lines: Type.Array(ref('CustomerOrderLine')),
    totalNet: Type.Number(),
    totalVat: Type.Number(),
    totalInclVat: Type.Number(),
  },
  { $id: 'CustomerOrder' },
);

export const PoNumberQuery = Type.Object({ PoNumber: Type.String({ minLength: 1, maxLength: 35 }) });
export const PoNumberInUse = Type.Object({ poNumber: Type.String(), openOrderNos: Type.Array(Type.String()) }, { $id: 'PoNumberInUse' });
export const OrderQuery = Type.Object({ OrderId: Type.String({ minLength: 1, maxLength: 40 }) });

export const orderSchemas = [DeliveryAddress, CustomerOrderLine, CustomerOrder];
