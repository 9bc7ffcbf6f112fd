// The back office's orders and invoices (credit notes included) of the caller's customer, and
// reordering an order. A warehouse-only user gets 403 here; another customer's order or invoice
// is a 404. Mounted by the ERP API (src/apis/erp.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/db.js';
import { customerOf } from '../../plugins/access.js';
import { notFound } from '../../plugins/errors.js';
import { orderBy, ref, responses } from '../../plugins/schemas.js';
import { invalid } from '../../plugins/errors.js';
import { advanceOrders, systemClock, type Clock } from './back-office.js';
import { sendInvoiceNotices, type NotificationOptions } from '../notifications/mail-jobs.js';
import { ErpRepository } from './repository.js';
import { purchaseHistoryRoutes } from './purchase-history.js';
import { reorderRoutes } from './reorder.js';
import { InvoiceKey, InvoicePage, InvoicePdf, InvoicesFilter, OrderNoQuery, OrderPage, OrdersQuery } from './schemas.js';

export interface ErpModuleOptions {
  db: Db;
  /** The back office's clock (tests move it); the system clock otherwise. */
  clock?: Clock;
  /** Where the notices of new invoices go out (none: the mail jobs of another process send them). */
  notify?: NotificationOptions;
}

export async function erpModule(fastify: FastifyInstance, opts: ErpModuleOptions) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;
  const erp = new ErpRepository(db);
  const clock = opts.clock ?? systemClock;
  // After the access check (orders and invoices are not for warehouse-only accounts):
  app.addHook('preHandler', async (req: FastifyRequest) => {
    // The customer's open orders catch up with the clock before they are read.
    // Invoices the back office made just now are announced by mail before the answer.
    // A mail server that does not answer does not keep the customer from his orders: the notices
    // stay due and the mail jobs send them later.
    if ((await advanceOrders(db, clock(), customerOf(req))) > 0 && opts.notify) {
      await sendInvoiceNotices(opts.notify).catch((err: unknown) => req.log.error({ err }, 'invoice notices not sent now'));
    }
  });
  await reorderRoutes(app, { db });
  await purchaseHistoryRoutes(app, { db, clock });

  app.get(
    '/api/app/order/order-overview',
    {
      // A page of more than 100 orders (the order history at once) is heavy; the usual pages are not.
      config: { access: 'notWarehouse', cost: (req) => Number((req.query as { MaxResultCount?: unknown }).MaxResultCount) > 100 },
      schema: {
        tags: ['Orders'],
        summary: "The customer's orders, newest first, optionally filtered",
        querystring: OrdersQuery,
        response: responses(OrderPage, 200, [400, 401, 403]),
      },
    },
    async (req) => {
      const q = req.query;
      const sort = orderBy(q.Sorting, { orderDate: 'o.order_date', orderNo: 'o.order_no', totalNet: 'o.total_net', status: 'o.status', plannedDeliveryDate: 'o.planned_delivery_date' }, 'o.order_date desc');
      if (!sort) throw invalid('Sorting', `Op '${q.Sorting}' kan niet worden gesorteerd.`);
      const today = clock().toISOString().slice(0, 10);
      const filter = { orderNo: q.OrderNo, itemNo: q.ItemNo, search: q.Search, information: q.InformationFilter, costCentreId: q.CostCentreId, today };
      const { total, items } = await erp.orderPage(customerOf(req), filter, { sort, take: q.MaxResultCount ?? 10, skip: q.SkipCount ?? 0 });
      return { totalCount: total, items };
    },
  );

  app.get(
    '/api/app/order',
    { config: { access: 'notWarehouse' }, schema: { tags: ['Orders'], summary: 'One order with its lines and invoices', querystring: OrderNoQuery, response: responses(ref('Order')) } },
    async (req) => {
      const { OrderNo } = req.query;
      const order = await erp.order(customerOf(req), OrderNo);
      if (!order) throw notFound('Order:NotFound', `Order ${OrderNo} bestaat niet.`);
      return order;
    },
  );

  app.post(
    '/api/app/invoice/invoice-overview',
    {
      config: { access: 'notWarehouse' },
      schema: {
        tags: ['Invoices'],
        summary: "The customer's invoices and credit notes, newest first, with the totals of everything the filter finds",
        body: InvoicesFilter,
        response: responses(InvoicePage, 200, [400, 401, 403]),
      },
    },
    async (req) => {
      const b = req.body ?? {};
      const sort = orderBy(b.Sorting, { invoiceDate: 'invoice_date', invoiceNo: 'invoice_no', totalNet: 'total_net', dueDate: 'due_date' }, 'invoice_date desc');
      if (!sort) throw invalid('Sorting', `Op '${b.Sorting}' kan niet worden gesorteerd.`);
      if (b.DateFrom && b.DateTo && b.DateFrom > b.DateTo) throw invalid('DateTo', 'De einddatum ligt vóór de begindatum.');
      const filter = { invoiceType: b.InvoiceType, isPaid: b.IsPaid, dateFrom: b.DateFrom, dateTo: b.DateTo, search: b.Search };
      const { total, net, vat, items } = await erp.invoicePage(customerOf(req), filter, { sort, take: b.MaxResultCount ?? 10, skip: b.SkipCount ?? 0 });
      return { totalCount: total, items, totals: { totalNet: net, totalVat: vat, totalInclVat: Math.round((net + vat) * 100) / 100 } };
    },
  );

  app.get(
    '/api/app/invoice/pdf',
    {
      config: { access: 'notWarehouse', cost: 'heavy' },
      schema: {
        tags: ['Invoices'],
        summary: 'The PDF of one invoice or credit note, base64-encoded',
        querystring: InvoiceKey,
        response: responses(InvoicePdf),
      },
    },
    async (req) => {
      const q = req.query;
      const doc = await erp.invoiceDocument(customerOf(req), q.InvoiceType, q.InvoiceNo);
      if (!doc) throw notFound('Invoice:NotFound', `Factuur ${q.InvoiceNo} bestaat niet.`);
      return { fileName: doc.fileName, mimeType: 'application/pdf', content: doc.pdf.toString('base64') };
    },
  );

  app.get(
    '/api/app/invoice',
    {
      config: { access: 'notWarehouse' },
      schema: {
        tags: ['Invoices'],
        summary: 'One invoice or credit note with its lines',
        querystring: InvoiceKey,
        response: responses(ref('Invoice')),
      },
    },
    async (req) => {
      const q = req.query;
      const invoice = await erp.invoice(customerOf(req), q.InvoiceType, q.InvoiceNo);
      if (!invoice) throw notFound('Invoice:NotFound', `Factuur ${q.InvoiceNo} bestaat niet.`);
      return invoice;
    },
  );
}
