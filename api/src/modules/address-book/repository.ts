// The address book of a customer in the database: project addresses (building sites), the last
// used first. Every statement is scoped to the customer: another customer's address is not found.
import type { Queryable } from '../../db/db.js';

const COLUMNS = `id, name, street, house_number AS "houseNumber", postal_code AS "postalCode", city, country,
  created_at AS "createdAt", last_used_at AS "lastUsedAt"`;

export interface AddressBookValues {
  name: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country: string;
}

interface AddressBookRow extends AddressBookValues {
  id: number;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const dto = (r: AddressBookRow) => ({ ...r, createdAt: r.createdAt.toISOString(), lastUsedAt: r.lastUsedAt?.toISOString() ?? null });

/** The last used first, then the newest (an address never used yet was added to be used). */
const ORDER = 'ORDER BY last_used_at DESC NULLS LAST, id DESC';

export class AddressBookRepository {
  constructor(private readonly db: Queryable) {}

  async list(customer: string) {
    const rows = await this.db.query<AddressBookRow>(`SELECT ${COLUMNS} FROM address_book WHERE customer_number = $1 ${ORDER}`, [customer]);
    return rows.map(dto);
  }

  /** The same address (name, street, number, postcode, place, country) when the book has it already. */
  async add(customer: string, user: string, v: AddressBookValues) {
    const same = await this.db.one<AddressBookRow>(
      `SELECT ${COLUMNS} FROM address_book WHERE customer_number = $1 AND lower(name) = lower($2) AND lower(street) = lower($3)
          AND lower(house_number) = lower($4) AND postal_code = $5 AND lower(city) = lower($6) AND country = $7 ORDER BY id LIMIT 1`,
      [customer, v.name, v.street, v.houseNumber, v.postalCode, v.city, v.country],
    );
    if (same) return { address: dto(same), created: false };
    const [row] = await this.db.query<AddressBookRow>(
      `INSERT INTO address_book (customer_number, name, street, house_number, postal_code, city, country, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
      [customer, v.name, v.street, v.houseNumber, v.postalCode, v.city, v.country, user],
    );
    return { address: dto(row!), created: true };
  }

  /** true when the address was the customer's. */
  async remove(customer: string, id: number): Promise<boolean> {
    const gone = await this.db.query('DELETE FROM address_book WHERE customer_number = $1 AND id = $2 RETURNING id', [customer, id]);
    return gone.length > 0;
  }

  /**
   * Records that an order went to this delivery address: the book's entries with the same name,
   * "street number", postcode, place and country become the last used.
   */
  async markUsed(customer: string, a: { name: string; street: string; postalCode: string; city: string; country: string }): Promise<void> {
    await this.db.query(
      `UPDATE address_book SET last_used_at = now()
        WHERE customer_number = $1 AND lower(name) = lower($2) AND lower(street || ' ' || house_number) = lower($3)
          AND replace(postal_code, ' ', '') = replace($4, ' ', '') AND lower(city) = lower($5) AND country = $6`,
      [customer, a.name.trim(), a.street.trim().replace(/\s+/g, ' '), a.postalCode, a.city.trim(), a.country],
    );
  }
}
