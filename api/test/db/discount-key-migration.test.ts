// Migration 092 merges discounts that repeat a key before it makes the key unique: the one that
// stays is the one prices were computed with (the highest percentage; of equal ones the oldest).
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../../src/config/env.js';
import { freshDatabase } from '../helpers/database.js';

test('repeated discounts are merged into the highest percentage, the oldest of equal ones', async () => {
  const { db, dispose } = await freshDatabase();
  try {
    // The state before the migration: no key yet, and repeated rows.
    await db.exec('DROP INDEX customer_discounts_key');
    const [customer] = await db.query<{ number: string }>('SELECT number FROM customers ORDER BY number LIMIT 1');
    await db.query('DELETE FROM customer_discounts WHERE customer_number = $1', [customer!.number]);
    const [g1, g2] = (await db.query<{ code: string }>('SELECT code FROM discount_groups ORDER BY code LIMIT 2')).map((g) => g.code);
    const [article] = await db.query<{ item_no: string }>('SELECT item_no FROM articles ORDER BY item_no LIMIT 1');
    const add = (group: string | null, item: string | null, pct: number) =>
      db.one<{ id: number }>('INSERT INTO customer_discounts (customer_number, discount_group_code, item_no, percentage) VALUES ($1, $2, $3, $4) RETURNING id', [customer!.number, group, item, pct]);
    await add(g1!, null, 10); // older, lower
    const higher = await add(g1!, null, 15);
    const oldestEqual = await add(null, article!.item_no, 5);
    await add(null, article!.item_no, 5);
    const single = await add(g2!, null, 7);

    await db.exec(fs.readFileSync(path.join(env.repoRoot, 'api/migrations/092_customer_discount_key.sql'), 'utf8'));
    const rows = await db.query<{ id: number; percentage: string }>('SELECT id, percentage FROM customer_discounts WHERE customer_number = $1 ORDER BY id', [customer!.number]);
    expect(rows.map((r) => [r.id, Number(r.percentage)])).toEqual([
      [higher!.id, 15],
      [oldestEqual!.id, 5],
      [single!.id, 7],
    ]);
  } finally {
    await dispose();
  }
});
