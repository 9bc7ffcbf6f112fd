// The idempotency keys of basket changes (migration 080): the shop sends each change it queued
// while offline with an Idempotency-Key header, and a key already stored for the caller's customer
// means the change was done, so it is answered with the basket as it is and changes nothing. A key
// is stored in the transaction of its change, after the basket was locked: a retry that arrives
// while the first attempt still runs waits for it and then finds its key.
import Type from 'typebox';
import type { Queryable } from '../../db/db.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The optional header of the basket changes; repeated: answered, nothing changed (header idempotent-replayed: true). */
export const ChangeKeyHeaders = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.Optional(
    Type.String({
      minLength: 16,
      maxLength: 100,
      pattern: '^[A-Za-z0-9_-]+$',
      description: 'Names this change; the same key again (same customer) is answered as done without changing anything.',
    }),
  ),
});

export interface ChangeKey {
  customer: string;
  key: string;
}

const id = ({ customer, key }: ChangeKey) => `${customer}\n${key}`;

/** Which of these keys are stored already (as `customer\nkey`). */
export async function storedKeys(q: Queryable, keys: ChangeKey[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await q.query<{ customer_number: string; idempotency_key: string }>(
    `SELECT k.customer_number, k.idempotency_key FROM basket_change_keys k
       JOIN jsonb_to_recordset($1::jsonb) AS r(customer text, key text) ON k.customer_number = r.customer AND k.idempotency_key = r.key`,
    [JSON.stringify(keys)],
  );
  return new Set(rows.map((r) => id({ customer: r.customer_number, key: r.idempotency_key })));
}

export const changeKeyId = id;

/** How long a key is kept: far longer than a browser keeps changes waiting for a connection. */
export const KEY_RETENTION_DAYS = 90;

/** Stores the keys of changes just made (in their transaction); keys past their retention go. */
export async function storeKeys(q: Queryable, keys: (ChangeKey & { basketId: number })[]): Promise<void> {
  if (!keys.length) return;
  await q.query(`DELETE FROM basket_change_keys WHERE created_at < now() - interval '${KEY_RETENTION_DAYS} days'`);
  await q.query(
    `INSERT INTO basket_change_keys (customer_number, idempotency_key, basket_id)
     SELECT r.customer, r.key, r.basket_id FROM jsonb_to_recordset($1::jsonb) AS r(customer text, key text, basket_id int)
     ON CONFLICT (customer_number, idempotency_key) DO NOTHING`,
    [JSON.stringify(keys.map((k) => ({ customer: k.customer, key: k.key, basket_id: k.basketId })))],
  );
}
