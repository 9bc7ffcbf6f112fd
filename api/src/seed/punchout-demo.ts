// The demo punch-out logins (README): a procurement system's login per customer, not a person's;
// each signs in as that customer's employee, and its baskets may go back to a procurement system
// on this machine only.
import type { Queryable } from '../db/db.js';
import { hashPassword } from '../lib/password.js';

/** The demo punch-out login of the first customer (signs in as its employee user). */
export const DEMO_PUNCHOUT = { userName: 'inkoopsysteem-100001', secret: 'Punchout-Demo-2026', allowedHosts: ['localhost', '127.0.0.1'] };
/**
 * The second demo punch-out login, for cXML as Ariba or Coupa call: customer 100002's employee;
 * the shop is NetworkID AN01000000099 to it, and it expects the buyer's From NetworkID AN02000000002.
 */
export const DEMO_PUNCHOUT_CXML = {
  userName: 'ariba-100002',
  secret: 'Punchout-cXML-2026',
  allowedHosts: ['localhost', '127.0.0.1'],
  supplier: { domain: 'NetworkID', identity: 'AN01000000099' },
  buyerFrom: [{ domain: 'NetworkID', identity: 'AN02000000002' }],
  /** The UNSPSC commodities it files three ETIM classes under (toilets, toilet seats, traps). */
  classifications: { EC010505: '30181505', EC010871: '30181603', EC010978: '30181809' },
};

/** A PostgreSQL array literal of the allowed host names. */
const hostList = (hosts: string[]) => `{${hosts.join(',')}}`;

/** The first customer gets the OCI login, the second the cXML one (as given, in that order). */
export async function seedPunchoutDemo(tx: Queryable, customers: { customer: string; employee: string }[]) {
  const [first, second] = customers;
  if (first) {
    const c = DEMO_PUNCHOUT;
    await tx.query('INSERT INTO punchout_accounts (customer_number, user_id, user_name, secret_hash, allowed_hosts) VALUES ($1, $2, $3, $4, $5)', [
      first.customer,
      first.employee,
      c.userName,
      await hashPassword(c.secret),
      hostList(c.allowedHosts),
    ]);
  }
  if (second) {
    const c = DEMO_PUNCHOUT_CXML;
    await tx.query(
      `INSERT INTO punchout_accounts (customer_number, user_id, user_name, secret_hash, allowed_hosts, name, supplier_domain, supplier_identity, buyer_from, description_charset, classification_map)
       VALUES ($1, $2, $3, $4, $5, 'Ariba (cXML)', $6, $7, $8, 'UTF-8', $9)`,
      [second.customer, second.employee, c.userName, await hashPassword(c.secret), hostList(c.allowedHosts), c.supplier.domain, c.supplier.identity, JSON.stringify(c.buyerFrom), JSON.stringify(c.classifications)],
    );
  }
}
