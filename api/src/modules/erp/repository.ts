// Reads the back office's orders and invoices of one customer: the order overview with its
// filters, one order with its lines (what was delivered, is on back order, came back) and
// invoices, the invoice overview with the totals of what the filter finds, one invoice with its
// lines, an invoice as its PDF file, and the lines of an order to order again. Every read is
// scoped to the customer; sorting arrives as a column expression the route chose from its list.
import { COMPANY } from '@kraanvogel/rules';
import { DEFAULT_STATUS_COLOUR } from '@kraanvogel/rules/status-colours';
import type { Queryable } from '../../db/db.js';
import type { InvoicePdfAddress, InvoicePdfInput } from '../../lib/invoice-pdf.js';
import { drawFile } from '../../lib/workers/pool.js';
import { containsPattern } from '../../lib/like.js';
import { ORDER_STATUS } from './back-office.js';

/** An invoice's head as the API answers it. */
const INVOICE_COLUMNS = `invoice_type AS "invoiceType", invoice_no AS "invoiceNo", order_no AS "orderNo", to_char(invoice_date, 'YYYY-MM-DD') AS "invoiceDate",
  to_char(due_date, 'YYYY-MM-DD') AS "dueDate", total_net::float8 AS "totalNet", total_vat::float8 AS "totalVat", (total_net + total_vat)::float8 AS "totalInclVat", is_paid AS "isPaid",
  (SELECT coalesce(o.cost_centre_name, r.cost_centre_name) FROM orders o LEFT JOIN orders r ON r.order_no = o.return_of WHERE o.order_no = invoices.order_no) AS "costCentreName"`;

/** The searched texts, exactly as migrations 025 and 028 index them (another expression misses the index). */
const orderHeadText = (a: string) => `(${a}.order_no || E'\\n' || coalesce(${a}.reference, '') || E'\\n' || coalesce(${a}.po_number, ''))`;
/** The badge colour of an order's state (a state without a row in order_states gets the default). */
const STATUS_COLOUR_SQL = `coalesce(s.colour, '${DEFAULT_STATUS_COLOUR}')`;
const LINE_TEXT = `(t.item_no || E'\\n' || t.description)`;

export const INFORMATION_FILTERS = ['FindOrder', 'ExpectedToday', 'OfferedForDelivery', 'BackOrder', 'ToBeProcessed', 'ReturnOrdersOrComplaints'] as const;
export type InformationFilter = (typeof INFORMATION_FILTERS)[number];

export interface OrderFilter {
  orderNo?: string;
  itemNo?: string;
  search?: string;
  information?: InformationFilter;
  /** Only the orders on this cost centre. */
  costCentreId?: number;
  /** The back office's today (YYYY-MM-DD), for ExpectedToday. */
  today: string;
}

export interface InvoiceFilter {
  invoiceType?: string;
  isPaid?: boolean;
  dateFrom?: string;
  dateTo?: string;
  search?: string;
}

export interface PageRequest {
  /** An ORDER BY expression out of the route's fixed list (never the caller's text). */
  sort: string;
  take: number;
  skip: number;
}

export interface InvoiceDocument {
  invoice: Omit<InvoicePdfInput, 'customer' | 'invoiceAddress' | 'deliveryAddress' | 'lines'>;
  fileName: string;
  pdf: Buffer;
}

/** A line of an order to order again, with what the assortment says of its article today. */
export interface ReorderLine {
  line_no: number;
  item_no: string;
  description: string;
  amount: number;
  /** The net unit price the order was placed at. */
  order_price: number;
  sold: boolean;
  step: number | null;
  min: number | null;
}

export class ErpRepository {
  constructor(private readonly db: Queryable) {}

  async orderPage(customer: string, f: OrderFilter, page: PageRequest): Promise<{ total: number; items: Record<string, unknown>[] }> {
    const params: (string | number)[] = [customer];
    const where = ['o.customer_number = $1'];
    if (f.orderNo) where.push(`o.order_no ILIKE $${params.push(containsPattern(f.orderNo))}`);
    // From the article's lines (index on item_no) to their orders, not from every order to its lines.
    if (f.itemNo) where.push(`o.order_no IN (SELECT l.order_no FROM order_lines l WHERE l.item_no = $${params.push(f.itemNo)})`);
    if (f.costCentreId !== undefined) where.push(`o.cost_centre_id = $${params.push(f.costCentreId)}`);
    // Number, reference and PO number of the order, or the article number and description of one
    // of its lines; the order's texts under a trigram index (migration 025), the customer's line
    // texts, each once, under another (028), and from a matching line text to the lines that carry
    // it (LATERAL: one index lookup per text; as a plain join the statement's generic plan was
    // sometimes four times slower). The two lookups, each kept to the customer, are joined into one
    // set of order numbers: an OR of both in the order's WHERE makes the planner read every order
    // of the customer and test each one.
    // A text shorter than a trigram (Search=a) has no trigram to look up: it matches nearly every
    // text, and going from each matching text to its lines read the lines of every customer who
    // ordered the article. Such a search reads the customer's own lines instead: per order of the
    // customer its lines by key, up to the first that matches (LATERAL … LIMIT 1). As a join the
    // planner hashed every customer's lines (59,000 lines read for 2,000 orders: 115 → 12 ms CPU).
    if (f.search && f.search.trim().length < 3) {
      const p = params.push(containsPattern(f.search));
      where.push(
        `o.order_no IN (SELECT h.order_no FROM orders h WHERE h.customer_number = $1 AND ${orderHeadText('h')} ILIKE $${p}
                        UNION SELECT lo.order_no FROM orders lo
                                CROSS JOIN LATERAL (SELECT 1 FROM order_lines l WHERE l.order_no = lo.order_no AND (l.item_no || E'\\n' || l.description) ILIKE $${p} LIMIT 1) hit
                               WHERE lo.customer_number = $1)`,
      );
    } else if (f.search) {
      const p = params.push(containsPattern(f.search));
      where.push(
        `o.order_no IN (SELECT h.order_no FROM orders h WHERE h.customer_number = $1 AND ${orderHeadText('h')} ILIKE $${p}
                        UNION SELECT l.order_no FROM order_line_texts t
                                CROSS JOIN LATERAL (SELECT l.order_no FROM order_lines l WHERE l.item_no = t.item_no AND l.description = t.description) l
                                JOIN orders lo ON lo.order_no = l.order_no
                               WHERE t.customer_number = $1 AND ${LINE_TEXT} ILIKE $${p} AND lo.customer_number = $1)`,
      );
    }
    switch (f.information) {
      case 'ExpectedToday':
        where.push(`o.order_type = 'Order' AND o.status IN (200, 250) AND o.planned_delivery_date = $${params.push(f.today)}::date`);
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
    const limit = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    const columns = `o.order_no AS "orderNo", o.order_date AS "orderDate", o.status, coalesce(s.display_name, o.status::text) AS "statusName", ${STATUS_COLOUR_SQL} AS "statusColour", o.order_type AS "orderType",
                to_char(o.planned_delivery_date, 'YYYY-MM-DD') AS "plannedDeliveryDate", o.delivery_method AS "deliveryMethod", o.reference, o.po_number AS "poNumber",
                o.total_net::float8 AS "totalNet", o.line_count AS "lineCount", o.cost_centre_name AS "costCentreName"`;
    if (f.search) {
      // A free-text search finds its orders once for the count and the page: rechecking the
      // trigram candidates is what a search costs.
      const rows = await this.db.query<{ total: number; orderNo: string | null }>(
        `WITH found AS MATERIALIZED (SELECT o.* FROM orders o WHERE ${filter})
         SELECT t.total, page.* FROM (SELECT count(*)::int AS total FROM found) t
           LEFT JOIN LATERAL (SELECT ${columns} FROM found o LEFT JOIN order_states s ON s.code = o.status ORDER BY ${page.sort}, o.order_no ${limit}) page ON true`,
        [...params, page.take, page.skip],
      );
      const items = rows.filter((r) => r.orderNo !== null).map(({ total: _total, ...item }) => item);
      return { total: rows[0]?.total ?? 0, items };
    }
    const [total, items] = await Promise.all([
      this.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM orders o WHERE ${filter}`, params),
      // The page's order numbers first (from an index alone where it covers the sort), then the
      // columns of those few orders: a page deep in the list does not read every order before it.
      // Each order by its key (LATERAL, kept apart by OFFSET 0): the statement's generic plan does
      // not know the page size, and as a plain join it hashed the whole orders table (0.4 → 37 ms).
      this.db.query(
        `SELECT ${columns}
           FROM (SELECT o.order_no FROM orders o WHERE ${filter} ORDER BY ${page.sort}, o.order_no ${limit}) p
           CROSS JOIN LATERAL (SELECT * FROM orders o WHERE o.order_no = p.order_no OFFSET 0) o
           LEFT JOIN order_states s ON s.code = o.status
          ORDER BY ${page.sort}, o.order_no`,
        [...params, page.take, page.skip],
      ),
    ]);
    return { total: total?.n ?? 0, items };
  }

  /** One order with its lines and invoices; undefined when it is not the customer's. */
  async order(customer: string, orderNo: string): Promise<Record<string, unknown> | undefined> {
    const order = await this.db.one<Record<string, unknown>>(
      `SELECT o.order_no AS "orderNo", o.order_date AS "orderDate", o.status, coalesce(s.display_name, o.status::text) AS "statusName", ${STATUS_COLOUR_SQL} AS "statusColour", o.order_type AS "orderType",
              o.return_of AS "returnOf", to_char(o.planned_delivery_date, 'YYYY-MM-DD') AS "plannedDeliveryDate", o.delivery_method AS "deliveryMethod",
              json_build_object('name', o.delivery_name, 'street', o.delivery_street, 'postalCode', o.delivery_postal_code, 'city', o.delivery_city, 'country', o.delivery_country) AS "deliveryAddress",
              o.reference, o.po_number AS "poNumber", o.total_net::float8 AS "totalNet",
              coalesce(o.cost_centre_name, (SELECT r.cost_centre_name FROM orders r WHERE r.order_no = o.return_of)) AS "costCentreName"
         FROM orders o LEFT JOIN order_states s ON s.code = o.status WHERE o.order_no = $1 AND o.customer_number = $2`,
      [orderNo, customer],
    );
    if (!order) return undefined;
    const [lines, invoices] = await Promise.all([
      this.db.query(
        // What came back per line: the order's return orders (a return line keeps the line number
        // it returns), found among the customer's orders.
        `WITH back AS (SELECT r.line_no, sum(r.amount)::int AS n FROM orders ro JOIN order_lines r ON r.order_no = ro.order_no
                        WHERE ro.customer_number = $3 AND ro.return_of = $1 AND ro.status <> ${ORDER_STATUS.cancelled} GROUP BY r.line_no)
         SELECT l.line_no AS "lineNo", l.item_no AS "itemNo", l.description, l.amount, l.delivered,
                CASE WHEN $2::int = ${ORDER_STATUS.partlyDelivered} THEN greatest(l.amount - l.delivered, 0) ELSE 0 END AS "backOrder",
                coalesce(back.n, 0) AS returned,
                l.unit_price::float8 AS "unitPrice", l.discount_pct::float8 AS "discountPercentage"
           FROM order_lines l LEFT JOIN back ON back.line_no = l.line_no WHERE l.order_no = $1 ORDER BY l.line_no`,
        [orderNo, order.status as number, customer],
      ),
      this.db.query(`SELECT ${INVOICE_COLUMNS} FROM invoices WHERE order_no = $1 AND customer_number = $2 ORDER BY invoice_date, invoice_no`, [orderNo, customer]),
    ]);
    return { ...order, lines, invoices };
  }

  async invoicePage(customer: string, f: InvoiceFilter, page: PageRequest) {
    const params: (string | number | boolean)[] = [customer];
    const where = ['customer_number = $1'];
    if (f.invoiceType) where.push(`invoice_type = $${params.push(f.invoiceType)}`);
    if (f.isPaid !== undefined) where.push(`is_paid = $${params.push(f.isPaid)}`);
    if (f.dateFrom) where.push(`invoice_date >= $${params.push(f.dateFrom)}::date`);
    if (f.dateTo) where.push(`invoice_date <= $${params.push(f.dateTo)}::date`);
    if (f.search) where.push(`(invoice_no ILIKE $${params.push(containsPattern(f.search))} OR order_no ILIKE $${params.length})`);
    const filter = where.join(' AND ');
    const [total, items] = await Promise.all([
      this.db.one<{ n: number; net: number; vat: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(total_net), 0)::float8 AS net, coalesce(sum(total_vat), 0)::float8 AS vat FROM invoices WHERE ${filter}`,
        params,
      ),
      this.db.query(`SELECT ${INVOICE_COLUMNS} FROM invoices WHERE ${filter} ORDER BY ${page.sort}, invoice_no LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
        ...params,
        page.take,
        page.skip,
      ]),
    ]);
    return { total: total?.n ?? 0, net: total?.net ?? 0, vat: total?.vat ?? 0, items };
  }

  /** One invoice or credit note with its lines; undefined when it is not the customer's. */
  async invoice(customer: string, invoiceType: string, invoiceNo: string): Promise<Record<string, unknown> | undefined> {
    const invoice = await this.db.one<Record<string, unknown>>(`SELECT ${INVOICE_COLUMNS} FROM invoices WHERE invoice_type = $1 AND invoice_no = $2 AND customer_number = $3`, [
      invoiceType,
      invoiceNo,
      customer,
    ]);
    if (!invoice) return undefined;
    const lines = await this.db.query(
      `SELECT line_no AS "lineNo", item_no AS "itemNo", description, amount, unit_price::float8 AS "unitPrice", discount_pct::float8 AS "discountPercentage"
         FROM invoice_lines WHERE invoice_type = $1 AND invoice_no = $2 ORDER BY line_no`,
      [invoiceType, invoiceNo],
    );
    return { ...invoice, lines };
  }

  /** One of the customer's invoices or credit notes as its PDF file; null when it is not the customer's. */
  async invoiceDocument(customer: string, invoiceType: 'Invoice' | 'Credit', invoiceNo: string): Promise<InvoiceDocument | null> {
    const invoice = await this.db.one<InvoiceDocument['invoice']>(`SELECT ${INVOICE_COLUMNS} FROM invoices WHERE invoice_type = $1 AND invoice_no = $2 AND customer_number = $3`, [
      invoiceType,
      invoiceNo,
      customer,
    ]);
    if (!invoice) return null;
    const [lines, cust, addresses, order] = await Promise.all([
      this.db.query<InvoicePdfInput['lines'][number]>(
        `SELECT item_no AS "itemNo", description, amount, unit_price::float8 AS "unitPrice", discount_pct::float8 AS "discountPercentage"
           FROM invoice_lines WHERE invoice_type = $1 AND invoice_no = $2 ORDER BY line_no`,
        [invoiceType, invoiceNo],
      ),
      this.db.one<InvoicePdfInput['customer']>('SELECT number, name, vat_number AS "vatNumber" FROM customers WHERE number = $1', [customer]),
      this.db.query<InvoicePdfAddress & { kind: string }>(
        'SELECT kind, name, street, house_number AS "houseNumber", postal_code AS "postalCode", city FROM customer_addresses WHERE customer_number = $1 ORDER BY id',
        [customer],
      ),
      // The order the invoice is for (the returned order for a credit note of a return order): its
      // delivery method and address, as the order detail shows them.
      this.db.one<{ method: string; name: string | null; street: string | null; postalCode: string | null; city: string | null }>(
        `SELECT o.delivery_method AS method, o.delivery_name AS name, o.delivery_street AS street, o.delivery_postal_code AS "postalCode", o.delivery_city AS city
           FROM orders r JOIN orders o ON o.order_no = coalesce(r.return_of, r.order_no) WHERE r.order_no = $1 AND r.customer_number = $2`,
        [invoice.orderNo, customer],
      ),
    ]);
    const pick = (...kinds: string[]) => kinds.map((k) => addresses.find((a) => a.kind === k)).find(Boolean) ?? null;
    const delivered: InvoicePdfAddress | null =
      order?.method === 'afhalen'
        ? { name: 'Afgehaald bij de afhaalbalie', street: COMPANY.street, houseNumber: '', postalCode: COMPANY.postalCode, city: COMPANY.city }
        : order?.street
          ? { name: order.name ?? cust?.name ?? customer, street: order.street, houseNumber: '', postalCode: order.postalCode ?? '', city: order.city ?? '' }
          : pick('delivery', 'main');
    // Drawn in a worker thread: a long invoice would hold up every other request.
    const pdf = await drawFile('invoicePdf', {
      ...invoice,
      customer: cust ?? { number: customer, name: customer, vatNumber: null },
      invoiceAddress: pick('invoice', 'main'),
      deliveryAddress: delivered,
      lines,
    }, customer);
    return { invoice, fileName: `${invoice.invoiceType === 'Credit' ? 'creditnota' : 'factuur'}-${invoice.invoiceNo}.pdf`, pdf };
  }

  async isCustomersOrder(customer: string, orderNo: string): Promise<boolean> {
    return !!(await this.db.one('SELECT 1 FROM orders WHERE order_no = $1 AND customer_number = $2', [orderNo, customer]));
  }

  /** The order's lines (all, or those numbered), in line order; the same article on two lines stays two lines. */
  reorderLines(orderNo: string, lineNos: number[] | null): Promise<ReorderLine[]> {
    return this.db.query<ReorderLine>(
      `SELECT l.line_no, l.item_no, l.description, abs(l.amount) AS amount,
              round(l.unit_price::float8 * (1 - l.discount_pct::float8 / 100) * 100) / 100 AS order_price,
              (a.item_no IS NOT NULL AND a.is_active AND a.secret IS NULL) AS sold, a.step_quantity AS step, a.min_order_quantity AS min
         FROM order_lines l LEFT JOIN articles a ON a.item_no = l.item_no
        WHERE l.order_no = $1 AND ($2::int[] IS NULL OR l.line_no = ANY($2::int[])) ORDER BY l.line_no`,
      [orderNo, lineNos],
    );
  }
}

/** An invoice's PDF for a caller that holds only the database (the invoice notices). */
export const loadInvoiceDocument = (db: Queryable, customer: string, invoiceType: 'Invoice' | 'Credit', invoiceNo: string) =>
  new ErpRepository(db).invoiceDocument(customer, invoiceType, invoiceNo);
