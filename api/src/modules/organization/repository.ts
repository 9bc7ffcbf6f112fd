// A customer's organization in the database: the unit (name, VAT and KvK numbers, phone, e-mail)
// and its addresses (main, invoice, delivery), read and changed. Values arrive checked.
import type { Queryable } from '../../db/db.js';

const ADDRESS_COLUMNS = `a.id, a.kind, c.name AS "organizationName", a.name, a.street, a.house_number AS "houseNumber", a.postal_code AS "postalCode", a.city, a.country`;
const UNIT_COLUMNS = `number AS "customerNumber", name, vat_number AS "vatNumber", chamber_of_commerce AS "chamberOfCommerceNumber", phone, email`;

export interface AddressValues {
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
}

export class OrganizationRepository {
  constructor(private readonly db: Queryable) {}

  unit(customer: string) {
    return this.db.one(`SELECT ${UNIT_COLUMNS} FROM customers WHERE number = $1`, [customer]);
  }

  mainAddress(customer: string) {
    return this.db.one(`SELECT ${ADDRESS_COLUMNS} FROM customer_addresses a JOIN customers c ON c.number = a.customer_number WHERE a.customer_number = $1 AND a.kind = 'main' ORDER BY a.id LIMIT 1`, [
      customer,
    ]);
  }

  /** Main first, then invoice, then delivery addresses. */
  addresses(customer: string) {
    return this.db.query(
      `SELECT ${ADDRESS_COLUMNS} FROM customer_addresses a JOIN customers c ON c.number = a.customer_number
        WHERE a.customer_number = $1 ORDER BY CASE a.kind WHEN 'main' THEN 0 WHEN 'invoice' THEN 1 ELSE 2 END, a.id`,
      [customer],
    );
  }

  async setUnit(customer: string, name: string, vatNumber: string, chamberOfCommerce: string): Promise<void> {
    await this.db.query('UPDATE customers SET name = $2, vat_number = $3, chamber_of_commerce = $4 WHERE number = $1', [customer, name, vatNumber, chamberOfCommerce]);
  }

  async setContact(customer: string, phone: string, email: string): Promise<void> {
    await this.db.query('UPDATE customers SET phone = $2, email = $3 WHERE number = $1', [customer, phone, email]);
  }

  /** Changes one of the customer's addresses (by id, or the main one); undefined when it is not his. */
  async setAddress(customer: string, id: number | null, v: AddressValues) {
    const row = await this.db.one<{ id: number }>(
      `UPDATE customer_addresses SET name = $3, street = $4, house_number = $5, postal_code = $6, city = $7, country = $8
        WHERE id = (SELECT id FROM customer_addresses WHERE customer_number = $1 AND ($2::int IS NULL AND kind = 'main' OR id = $2::int) ORDER BY id LIMIT 1)
        RETURNING id`,
      [customer, id, v.name, v.street, v.houseNumber, v.postalCode, v.city, v.country],
    );
    if (!row) return undefined;
    return this.db.one(`SELECT ${ADDRESS_COLUMNS} FROM customer_addresses a JOIN customers c ON c.number = a.customer_number WHERE a.id = $1`, [row.id]);
  }
}
