// The ERP API's named schemas: orders and invoices as the back office keeps them.
import Type from 'typebox';
import { ref } from '../../plugins/schemas.js';

export const OrderSummary = Type.Object(
  {
    orderNo: Type.String(),
    orderDate: Type.String({ format: 'date-time' }),
    status: Type.Integer({ description: '100 received, 200 in process, 250 partly delivered (back order), 300 delivered, 999 cancelled' }),
    statusName: Type.String({ description: 'The state label from the order-states table' }),
    orderType: Type.String({ enum: ['Order', 'Return'] }),
    plannedDeliveryDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
    deliveryMethod: Type.String(),
    reference: Type.Union([Type.String(), Type.Null()]),
    poNumber: Type.Union([Type.String(), Type.Null()]),
    totalNet: Type.Number(),
    lineCount: Type.Integer(),
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
    lines: Type.Array(Type.Object({ lineNo: Type.Integer(), itemNo: Type.String(), description: Type.String(), amount: Type.Integer(), unitPrice: Type.Number(), discountPercentage: Type.Number() })),
  },
  { $id: 'Invoice' },
);
