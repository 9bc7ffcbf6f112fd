// Return requests in the database: what of an original order's lines can still come back (delivered
// and not yet returned by a return order that is not cancelled), and the stored request with the
// return orders the back office made for it.
import type { Queryable } from '../../db/db.js';
import { ORDER_STATUS } from '../erp/back-office.js';

export interface ReturnableLine {
  line_no: number;
  item_no: string;
  /** Delivered and not yet returned. */
  open: number;
}

export interface ReturnRequestRecord {
  customerNumber: string;
  userId: string;
  returnShippingMethod: number;
  addressLine: string;
  addressLine2: string | null;
  postalCode: string;
  city: string;
  country: string;
  province: string | null;
  contactPersonName: string;
  plannedDate: string;
  phoneNumber: string;
  faxNumber: string | null;
  email: string;
  reference: string | null;
  /** The lines as the customer sent them. */
  lines: unknown;
  returnOrderNos: string[];
}

export class ReturnRepository {
  constructor(private readonly db: Queryable) {}

  /** The lines of one of the customer's orders (not a return) with what can still come back; undefined when it is not his. */
  async returnableLines(customer: string, orderNo: string): Promise<ReturnableLine[] | undefined> {
    const order = await this.db.one("SELECT 1 FROM orders WHERE order_no = $1 AND customer_number = $2 AND order_type = 'Order'", [orderNo, customer]);
    if (!order) return undefined;
    return this.db.query<ReturnableLine>(
      `SELECT l.line_no, l.item_no, l.delivered - coalesce((SELECT sum(r.amount)::int FROM orders ro JOIN order_lines r ON r.order_no = ro.order_no
                WHERE ro.return_of = l.order_no AND ro.status <> ${ORDER_STATUS.cancelled} AND r.line_no = l.line_no), 0) AS open
         FROM order_lines l WHERE l.order_no = $1 ORDER BY l.line_no`,
      [orderNo],
    );
  }

  /** Stores a request; returns its id. */
  async store(r: ReturnRequestRecord): Promise<number> {
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO return_requests (customer_number, user_id, return_shipping_method, address_line, address_line2, postal_code, city, country, province,
         contact_person_name, planned_date, phone_number, fax_number, email, reference, lines, return_order_nos)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
      [
        r.customerNumber,
        r.userId,
        r.returnShippingMethod,
        r.addressLine,
        r.addressLine2,
        r.postalCode,
        r.city,
        r.country,
        r.province,
        r.contactPersonName,
        r.plannedDate,
        r.phoneNumber,
        r.faxNumber,
        r.email,
        r.reference,
        JSON.stringify(r.lines),
        r.returnOrderNos,
      ],
    );
    return row!.id;
  }
}
