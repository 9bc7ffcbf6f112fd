// The ERP API (back office): the customer's orders and invoices (credit notes included). A
// warehouse-only user gets 403 here (SPEC §6); another customer's order or invoice is a 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { Db } from '../../db/db.js';
import { customerOf, requireNotWarehouseOnly, type Caller } from '../../plugins/app/auth.js';
import { setupApiModule } from '../../plugins/app/api-module.js';
import { notFound } from '../../plugins/app/errors.js';
import { PagedQuery, orderBy, paged, ref, responses, type Paged } from '../../schemas/common.js';
import { invalid } from '../../plugins/app/errors.js';

const OrderSummary = Type.Object(
  {
    orderNo: Type.String(),
    orderDate: Type.String({ format: 'date-time' }),
    status: Type.Integer({ description: '100 received, 200 in progress, 300 delivered, 999 cancelled' }),
    deliveryMethod: Type.String(),
    reference: Type.Union([Type.String(), Type.Null()]),
    poNumber: Type.Union([Type.String(), Type.Null()]),
    totalNet: Type.Number(),
    lineCount: Type.Integer(),
  },
  { $id: 'OrderSummary' },
);
const OrderLine = Type.Object(
  { lineNo: Type.Integer(), itemNo: Type.String(), description: Type.String(), amount: Type.Integer(), delivered: Type.Integer(), unitPrice: Type.Number(), discountPercentage: Type.Number() },
  { $id: 'OrderLine' },
);
const Order = Type.Object(
  {
    orderNo: Type.String(),
    orderDate: Type.String({ format: 'date-time' }),
    status: Type.Integer(),
    deliveryMethod: Type.String(),
    reference: Type.Union([Type.String(), Type.Null()]),
    poNumber: Type.Union([Type.String(), Type.Null()]),
    totalNet: Type.Number(),
    lines: Type.Array(ref('OrderLine')),
  },
  { $id: 'Order' },
);
const InvoiceSummary = Type.Object(
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
const Invoice = Type.Object(
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

const INVOICE_COLUMNS = `invoice_type AS "invoiceType", invoice_no AS "invoiceNo", order_no AS "orderNo", to_char(invoice_date, 'YYYY-MM-DD') AS "invoiceDate",
  to_char(due_date, 'YYYY-MM-DD') AS "dueDate", total_net::float8 AS "totalNet", total_vat::float8 AS "totalVat", (total_net + total_vat)::float8 AS "totalInclVat", is_paid AS "isPaid"`;

export interface ErpOptions {
  db: Db;
  base: string;
  verify: (token: string) => Promise<Caller>;
}

export async function erpApi(app: FastifyInstance, opts: ErpOptions) {
  const { db } = opts;
  await setupApiModule(app, {
    base: opts.base,
    title: 'Kraanvogel ERP API',
    description: "The customer's orders and invoices from the back office.",
    schemas: [OrderSummary, OrderLine, Order, InvoiceSummary, Invoice],
    verify: opts.verify,
  });
  // Orders and invoices are not for warehouse-only accounts.
  app.addHook('preHandler', async (req: FastifyRequest) => {
    if (!req.routeOptions.config.public) requireNotWarehouseOnly(req);
  });

  app.get(
    '/api/app/order/order-overview',
    {
      schema: {
        tags: ['Orders'],
        summary: "The customer's orders, newest first, optionally filtered",
        querystring: Type.Object({
          ItemNo: Type.Optional(Type.String({ maxLength: 40 })),
          OrderNo: Type.Optional(Type.String({ maxLength: 40 })),
          Search: Type.Optional(Type.String({ maxLength: 100 })),
          InformationFilter: Type.Optional(Type.String({ enum: ['FindOrder', 'ExpectedToday', 'OfferedForDelivery', 'BackOrder', 'ToBeProcessed', 'ReturnOrdersOrComplaints'] })),
          ...PagedQuery,
        }),
        response: responses(paged(ref('OrderSummary')), 200, [400, 401, 403]),
      },
    },
    async (req) => {
      const q = req.query as Paged & { ItemNo?: string; OrderNo?: string; Search?: string; InformationFilter?: string };
      const sort = orderBy(q.Sorting, { orderDate: 'o.order_date', orderNo: 'o.order_no', totalNet: 'o.total_net', status: 'o.status' }, 'o.order_date desc');
      if (!sort) throw invalid('Sorting', `Sorting '${q.Sorting}' is not supported.`);
      const params: (string | number)[] = [customerOf(req)];
      const where = ['o.customer_number = $1'];
      if (q.OrderNo) where.push(`o.order_no = $${params.push(q.OrderNo)}`);
      if (q.ItemNo) where.push(`EXISTS (SELECT 1 FROM order_lines l WHERE l.order_no = o.order_no AND l.item_no = $${params.push(q.ItemNo)})`);
      if (q.Search) where.push(`(o.order_no ILIKE $${params.push(`%${q.Search}%`)} OR o.reference ILIKE $${params.length} OR o.po_number ILIKE $${params.length})`);
      if (q.InformationFilter === 'ToBeProcessed') where.push('o.status = 100');
      if (q.InformationFilter === 'BackOrder' || q.InformationFilter === 'OfferedForDelivery') where.push('o.status = 200');
      const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM orders o WHERE ${where.join(' AND ')}`, params);
      const items = await db.query(
        `SELECT o.order_no AS "orderNo", o.order_date AS "orderDate", o.status, o.delivery_method AS "deliveryMethod", o.reference, o.po_number AS "poNumber",
                o.total_net::float8 AS "totalNet", (SELECT count(*)::int FROM order_lines l WHERE l.order_no = o.order_no) AS "lineCount"
           FROM orders o WHERE ${where.join(' AND ')} ORDER BY ${sort}, o.order_no LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, q.MaxResultCount ?? 10, q.SkipCount ?? 0],
      );
      return { totalCount: total?.n ?? 0, items };
    },
  );

  app.get(
    '/api/app/order',
    { schema: { tags: ['Orders'], summary: 'One order with its lines', querystring: Type.Object({ OrderNo: Type.String({ minLength: 1, maxLength: 40 }) }), response: responses(ref('Order')) } },
    async (req) => {
      const { OrderNo } = req.query as { OrderNo: string };
      const order = await db.one<Record<string, unknown>>(
        `SELECT order_no AS "orderNo", order_date AS "orderDate", status, delivery_method AS "deliveryMethod", reference, po_number AS "poNumber", total_net::float8 AS "totalNet"
           FROM orders WHERE order_no = $1 AND customer_number = $2`,
        [OrderNo, customerOf(req)],
      );
      if (!order) throw notFound('Order:NotFound', `Order ${OrderNo} bestaat niet.`);
      const lines = await db.query(
        `SELECT line_no AS "lineNo", item_no AS "itemNo", description, amount, delivered, unit_price::float8 AS "unitPrice", discount_pct::float8 AS "discountPercentage"
           FROM order_lines WHERE order_no = $1 ORDER BY line_no`,
        [OrderNo],
      );
      return { ...order, lines };
    },
  );

  app.post(
    '/api/app/invoice/invoice-overview',
    {
      schema: {
        tags: ['Invoices'],
        summary: "The customer's invoices and credit notes, newest first",
        body: Type.Object(
          {
            InvoiceType: Type.Optional(Type.String({ enum: ['Invoice', 'Credit'] })),
            IsPaid: Type.Optional(Type.Boolean()),
            ...PagedQuery,
          },
          { additionalProperties: false },
        ),
        response: responses(paged(ref('InvoiceSummary')), 200, [400, 401, 403]),
      },
    },
    async (req) => {
      const b = (req.body ?? {}) as Paged & { InvoiceType?: string; IsPaid?: boolean };
      const sort = orderBy(b.Sorting, { invoiceDate: 'invoice_date', invoiceNo: 'invoice_no', totalNet: 'total_net' }, 'invoice_date desc');
      if (!sort) throw invalid('Sorting', `Sorting '${b.Sorting}' is not supported.`);
      const params: (string | number | boolean)[] = [customerOf(req)];
      const where = ['customer_number = $1'];
      if (b.InvoiceType) where.push(`invoice_type = $${params.push(b.InvoiceType)}`);
      if (b.IsPaid !== undefined) where.push(`is_paid = $${params.push(b.IsPaid)}`);
      const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM invoices WHERE ${where.join(' AND ')}`, params);
      const items = await db.query(
        `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE ${where.join(' AND ')} ORDER BY ${sort}, invoice_no LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, b.MaxResultCount ?? 10, b.SkipCount ?? 0],
      );
      return { totalCount: total?.n ?? 0, items };
    },
  );

  app.get(
    '/api/app/invoice',
    {
      schema: {
        tags: ['Invoices'],
        summary: 'One invoice or credit note with its lines',
        querystring: Type.Object({ InvoiceType: Type.String({ enum: ['Invoice', 'Credit'] }), InvoiceNo: Type.String({ minLength: 1, maxLength: 40 }) }),
        response: responses(ref('Invoice')),
      },
    },
    async (req) => {
      const q = req.query as { InvoiceType: string; InvoiceNo: string };
      const invoice = await db.one<Record<string, unknown>>(`SELECT ${INVOICE_COLUMNS} FROM invoices WHERE invoice_type = $1 AND invoice_no = $2 AND customer_number = $3`, [
        q.InvoiceType,
        q.InvoiceNo,
        customerOf(req),
      ]);
      if (!invoice) throw notFound('Invoice:NotFound', `Factuur ${q.InvoiceNo} bestaat niet.`);
      const lines = await db.query(
        `SELECT line_no AS "lineNo", item_no AS "itemNo", description, amount, unit_price::float8 AS "unitPrice", discount_pct::float8 AS "discountPercentage"
           FROM invoice_lines WHERE invoice_type = $1 AND invoice_no = $2 ORDER BY line_no`,
        [q.InvoiceType, q.InvoiceNo],
      );
      return { ...invoice, lines };
    },
  );
}
