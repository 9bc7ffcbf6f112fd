// The back office's customer screens (administrators only): the customer search, one customer
// with its users, addresses, discount groups, open orders and last invoices, and what an
// administrator does to a user (block, unblock, a new invitation, two-factor sign-in reset).
import Type from 'typebox';
import { PagedQuery } from '../../plugins/schemas.js';

export const CustomerSearchQuery = Type.Object({
  /** Part of the customer number, the name, the KvK number or a postcode. */
  Filter: Type.Optional(Type.String({ maxLength: 100 })),
  ...PagedQuery,
});

export const CustomerSummary = Type.Object({
  number: Type.String(),
  name: Type.String(),
  chamberOfCommerce: Type.Union([Type.String(), Type.Null()]),
  postalCode: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  users: Type.Integer(),
});

export const CustomerParams = Type.Object({ number: Type.String({ pattern: '^[0-9]{1,12}$' }) });
export const UserParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

const nullable = (s: ReturnType<typeof Type.String>) => Type.Union([s, Type.Null()]);

export const AdminCustomerUser = Type.Object({
  id: Type.String(),
  userName: Type.String(),
  name: Type.String(),
  roles: Type.Array(Type.String()),
  isActive: Type.Boolean(),
  isInvited: Type.Boolean({ description: 'Invited by a one-time link and the password not yet set' }),
  twoFactorEnabled: Type.Boolean(),
});

export const AdminAction = Type.Object({
  at: Type.String({ format: 'date-time' }),
  admin: Type.String(),
  action: Type.Union([Type.Literal('block'), Type.Literal('unblock'), Type.Literal('resend-invitation'), Type.Literal('reset-two-factor')]),
  userName: Type.String(),
  reason: nullable(Type.String()),
});

export const AdminCustomer = Type.Object({
  number: Type.String(),
  name: Type.String(),
  chamberOfCommerce: nullable(Type.String()),
  vatNumber: nullable(Type.String()),
  phone: nullable(Type.String()),
  email: nullable(Type.String()),
  addresses: Type.Array(
    Type.Object({ kind: Type.String(), name: Type.String(), street: Type.String(), houseNumber: Type.String(), postalCode: Type.String(), city: Type.String(), country: Type.String() }),
  ),
  discountGroups: Type.Array(Type.Object({ code: Type.String(), description: Type.String(), percentage: Type.Number() })),
  users: Type.Array(AdminCustomerUser),
  openOrders: Type.Object({
    count: Type.Integer(),
    latest: Type.Array(Type.Object({ orderNo: Type.String(), orderDate: Type.String({ format: 'date-time' }), status: Type.Integer(), totalNet: Type.Number() })),
  }),
  lastInvoices: Type.Array(
    Type.Object({ invoiceType: Type.String(), invoiceNo: Type.String(), invoiceDate: Type.String(), totalNet: Type.Number(), isPaid: Type.Boolean() }),
  ),
  actions: Type.Array(AdminAction),
});

export const BlockBody = Type.Optional(Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false }));
/** The reason is required: a two-factor reset is what an attacker with a stolen password asks for. */
export const ResetTwoFactorBody = Type.Object({ reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false });
