// The ERP API (back office): the customer's orders and invoices (credit notes included). A
// warehouse-only user gets 403 here; another customer's order or invoice is a 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Db } from '../../db/db.js';
import { customerOf, requireNotWarehouseOnly, type Caller } from '../../plugins/app/auth.js';
import { setupApiModule } from '../../plugins/app/api-module.js';
import { notFound } from '../../plugins/app/errors.js';
import { PagedQuery, orderBy, paged, ref, oneOf, responses, type Paged } from '../../schemas/common.js';
import { invalid } from '../../plugins/app/errors.js';
import { containsPattern } from '../../lib/like.js';
import { advanceOrders, systemClock, type Clock } from './back-office.js';
import { sendInvoiceNotices, type NotificationOptions } from '../../plugins/app/notifications.js';
import { INVOICE_COLUMNS, loadInvoiceDocument } from './invoice-pdf.js';
import { ReorderResult, reorderRoutes } from './reorder.js';

const OrderSummary = Type.Object(
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
const OrderLine = Type.Object(
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
const Order = Type.Object(
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

export interface ErpOptions {
  db: Db;
  base: string;
  verify: (token: string) => Promise<Caller>;
  /** The back office's clock (tests move it); the system clock otherwise. */
  clock?: Clock;
  /** Where the notices of new invoices go out (none: the mail jobs of another process send them). */
  notify?: NotificationOptions;
}

export async function erpApi(fastify: FastifyInstance, opts: ErpOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;
  const clock = opts.clock ?? systemClock;
  await setupApiModule(app, {
    base: opts.base,
    title: 'Kraanvogel ERP API',
    description: "The customer's orders and invoices from the back office.",
    schemas: [OrderSummary, OrderLine, Order, InvoiceSummary, Invoice, ReorderResult],
    verify: opts.verify,
  });
  // Orders and invoices are not for warehouse-only accounts.
  app.addHook('preHandler', async (req: FastifyRequest) => {
    if (req.routeOptions.config.public) return;
    requireNotWarehouseOnly(req);
    // The customer's open orders catch up with the clock before they are read.
    // Invoices the back office made just now are announced by mail before the answer.
    // A mail server that does not answer does not keep the customer from his orders: the notices
    // stay due and the mail jobs send them later.
    if ((await advanceOrders(db, clock(), customerOf(req))) > 0 && opts.notify) {
      await sendInvoiceNotices(opts.notify).catch((err: unknown) => req.log.error({ err }, 'invoice notices not sent now'));
    }
  });
  await reorderRoutes(app, { db });

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
      const q = req.query;
      const sort = orderBy(q.Sorting, { orderDate: 'o.order_date', orderNo: 'o.order_no', totalNet: 'o.total_net', status: 'o.status', plannedDeliveryDate: 'o.planned_delivery_date' }, 'o.order_date desc');
      if (!sort) throw invalid('Sorting', `Op '${q.Sorting}' kan niet worden gesorteerd.`);
      const params: (string | number)[] = [customerOf(req)];
      const where = ['o.customer_number = $1'];
      if (q.OrderNo) where.push(`o.order_no ILIKE $${params.push(containsPattern(q.OrderNo))}`);
      if (q.ItemNo) where.push(`EXISTS (SELECT 1 FROM order_lines l WHERE l.order_no = o.order_no AND l.item_no = $${params.push(q.ItemNo)})`);
      // Number, reference, PO number and the lines' article numbers and descriptions, kept on the
      // order by the database (migration 022), so a search reads one row per order.
      if (q.Search) where.push(`o.search_text ILIKE $${params.push(containsPattern(q.Search))}`);
      const today = clock().toISOString().slice(0, 10);
      switch (q.InformationFilter) {
        case 'ExpectedToday':
          where.push(`o.order_type = 'Order' AND o.status IN (200, 250) AND o.planned_delivery_date = $${params.push(today)}::date`);
          break;
        case 'OfferedForDelivery':
          where.push(`o.order_type = 'Order' AND o.status = 200 AND o.planned_delivery_date IS NOT NULL`);
          break;
        case 'BackOrder':
          where.push(`o.order_type = 'Order' AND o.status = 250`);
          break;
        case 'ToBeProcessed':
          where.push('o.status = 100');
          break;
        case 'ReturnOrdersOrComplaints':
          where.push(`o.order_type = 'Return'`);
          break;
        default:
      }
      const filter = where.join(' AND ');
      const [total, items] = await Promise.all([
        db.one<{ n: number }>(`SELECT count(*)::int AS n FROM orders o WHERE ${filter}`, params),
        db.query(
          `SELECT o.order_no AS "orderNo", o.order_date AS "orderDate", o.status, coalesce(s.display_name, o.status::text) AS "statusName", o.order_type AS "orderType",
                  to_char(o.planned_delivery_date, 'YYYY-MM-DD') AS "plannedDeliveryDate", o.delivery_method AS "deliveryMethod", o.reference, o.po_number AS "poNumber",
                  o.total_net::float8 AS "totalNet", o.line_count AS "lineCount"
             FROM orders o LEFT JOIN order_states s ON s.code = o.status
            WHERE ${filter} ORDER BY ${sort}, o.order_no LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, q.MaxResultCount ?? 10, q.SkipCount ?? 0],
        ),
      ]);
      return { totalCount: total?.n ?? 0, items };
    },
  );

  app.get(
    '/api/app/order',
    { schema: { tags: ['Orders'], summary: 'One order with its lines and invoices', querystring: Type.Object({ OrderNo: Type.String({ minLength: 1, maxLength: 40 }) }), response: responses(ref('Order')) } },
    async (req) => {
      const { OrderNo } = req.query;
      const order = await db.one<Record<string, unknown>>(
        `SELECT o.order_no AS "orderNo", o.order_date AS "orderDate", o.status, coalesce(s.display_name, o.status::text) AS "statusName", o.order_type AS "orderType",
                o.return_of AS "returnOf", to_char(o.planned_delivery_date, 'YYYY-MM-DD') AS "plannedDeliveryDate", o.delivery_method AS "deliveryMethod",
                json_build_object('name', o.delivery_name, 'street', o.delivery_street, 'postalCode', o.delivery_postal_code, 'city', o.delivery_city, 'country', o.delivery_country) AS "deliveryAddress",
                o.reference, o.po_number AS "poNumber", o.total_net::float8 AS "totalNet"
           FROM orders o LEFT JOIN order_states s ON s.code = o.status WHERE o.order_no = $1 AND o.customer_number = $2`,
        [OrderNo, customerOf(req)],
      );
      if (!order) throw notFound('Order:NotFound', `Order ${OrderNo} bestaat niet.`);
      const [lines, invoices] = await Promise.all([
        db.query(
          // What came back per line: the order's return orders (a return line keeps the line number
          // it returns), found among the customer's orders.
          `WITH back AS (SELECT r.line_no, sum(r.amount)::int AS n FROM orders ro JOIN order_lines r ON r.order_no = ro.order_no
                          WHERE ro.customer_number = $3 AND ro.return_of = $1 AND ro.status <> 999 GROUP BY r.line_no)
           SELECT l.line_no AS "lineNo", l.item_no AS "itemNo", l.description, l.amount, l.delivered,
                  CASE WHEN $2::int = 250 THEN greatest(l.amount - l.delivered, 0) ELSE 0 END AS "backOrder",
                  coalesce(back.n, 0) AS returned,
                  l.unit_price::float8 AS "unitPrice", l.discount_pct::float8 AS "discountPercentage"
             FROM order_lines l LEFT JOIN back ON back.line_no = l.line_no WHERE l.order_no = $1 ORDER BY l.line_no`,
          [OrderNo, order.status as number, customerOf(req)],
        ),
        db.query(`SELECT ${INVOICE_COLUMNS} FROM invoices WHERE order_no = $1 AND customer_number = $2 ORDER BY invoice_date, invoice_no`, [OrderNo, customerOf(req)]),
      ]);
      return { ...order, lines, invoices };
    },
  );

  app.post(
    '/api/app/invoice/invoice-overview',
    {
      schema: {
        tags: ['Invoices'],
        summary: "The customer's invoices and credit notes, newest first, with the totals of everything the filter finds",
        body: Type.Object(
          {
            InvoiceType: Type.Optional(Type.String({ enum: ['Invoice', 'Credit'] })),
            IsPaid: Type.Optional(Type.Boolean()),
            DateFrom: Type.Optional(Type.String({ format: 'date' })),
            DateTo: Type.Optional(Type.String({ format: 'date' })),
            Search: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the invoice or order number' })),
            ...PagedQuery,
          },
          { additionalProperties: false },
        ),
        response: responses(
          Type.Object({
            totalCount: Type.Integer(),
            items: Type.Array(ref('InvoiceSummary')),
            totals: Type.Object({ totalNet: Type.Number(), totalVat: Type.Number(), totalInclVat: Type.Number() }),
          }),
          200,
          [400, 401, 403],
        ),
      },
    },
    async (req) => {
      const b = (req.body ?? {}) as Paged & { InvoiceType?: string; IsPaid?: boolean; DateFrom?: string; DateTo?: string; Search?: string };
      const sort = orderBy(b.Sorting, { invoiceDate: 'invoice_date', invoiceNo: 'invoice_no', totalNet: 'total_net', dueDate: 'due_date' }, 'invoice_date desc');
      if (!sort) throw invalid('Sorting', `Op '${b.Sorting}' kan niet worden gesorteerd.`);
      if (b.DateFrom && b.DateTo && b.DateFrom > b.DateTo) throw invalid('DateTo', 'De einddatum ligt vóór de begindatum.');
      const params: (string | number | boolean)[] = [customerOf(req)];
      const where = ['customer_number = $1'];
      if (b.InvoiceType) where.push(`invoice_type = $${params.push(b.InvoiceType)}`);
      if (b.IsPaid !== undefined) where.push(`is_paid = $${params.push(b.IsPaid)}`);
      if (b.DateFrom) where.push(`invoice_date >= $${params.push(b.DateFrom)}::date`);
      if (b.DateTo) where.push(`invoice_date <= $${params.push(b.DateTo)}::date`);
      if (b.Search) where.push(`(invoice_no ILIKE $${params.push(containsPattern(b.Search))} OR order_no ILIKE $${params.length})`);
      const filter = where.join(' AND ');
      const [total, items] = await Promise.all([
        db.one<{ n: number; net: number; vat: number }>(
          `SELECT count(*)::int AS n, coalesce(sum(total_net), 0)::float8 AS net, coalesce(sum(total_vat), 0)::float8 AS vat FROM invoices WHERE ${filter}`,
          params,
        ),
        db.query(`SELECT ${INVOICE_COLUMNS} FROM invoices WHERE ${filter} ORDER BY ${sort}, invoice_no LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
          ...params,
          b.MaxResultCount ?? 10,
          b.SkipCount ?? 0,
        ]),
      ]);
      const net = total?.net ?? 0;
      const vat = total?.vat ?? 0;
      return { totalCount: total?.n ?? 0, items, totals: { totalNet: net, totalVat: vat, totalInclVat: Math.round((net + vat) * 100) / 100 } };
    },
  );

  const InvoiceKey = Type.Object({ InvoiceType: oneOf(['Invoice', 'Credit']), InvoiceNo: Type.String({ minLength: 1, maxLength: 40 }) });

  app.get(
    '/api/app/invoice/pdf',
    {
      schema: {
        tags: ['Invoices'],
        summary: 'The PDF of one invoice or credit note, base64-encoded',
        querystring: InvoiceKey,
        response: responses(Type.Object({ fileName: Type.String(), mimeType: Type.String(), content: Type.String({ contentEncoding: 'base64' }) })),
      },
    },
    async (req) => {
      const q = req.query;
      const doc = await loadInvoiceDocument(db, customerOf(req), q.InvoiceType, q.InvoiceNo);
      if (!doc) throw notFound('Invoice:NotFound', `Factuur ${q.InvoiceNo} bestaat niet.`);
      return { fileName: doc.fileName, mimeType: 'application/pdf', content: doc.pdf.toString('base64') };
    },
  );

  app.get(
    '/api/app/invoice',
    {
      schema: {
        tags: ['Invoices'],
        summary: 'One invoice or credit note with its lines',
        querystring: InvoiceKey,
        response: responses(ref('Invoice')),
      },
    },
    async (req) => {
      const q = req.query;
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
