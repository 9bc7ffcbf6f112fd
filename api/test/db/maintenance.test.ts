// The embedded database is vacuumed and analysed at an interval (PGlite has no autovacuum); a
// PostgreSQL server is left to its own autovacuum.
import { startMaintenance } from '../../src/db/maintenance.js';
import { freshDatabase, postgresUrl } from '../helpers/database.js';

const lastVacuum = `SELECT relname, last_vacuum IS NOT NULL AND last_analyze IS NOT NULL AS done
                      FROM pg_stat_user_tables WHERE relname IN ('orders', 'order_lines', 'invoices', 'baskets', 'basket_items') ORDER BY relname`;

(postgresUrl() ? test.skip : test)('the embedded database\'s written tables are vacuumed and analysed at the interval; stopping waits for the run', async () => {
  const { db, dispose } = await freshDatabase();
  try {
    await db.exec('SELECT pg_stat_reset()');
    expect((await db.query<{ done: boolean }>(lastVacuum)).every((r) => !r.done)).toBe(true);
    const errors: unknown[] = [];
    const stop = startMaintenance(db, (err) => errors.push(err), 20);
    const deadline = Date.now() + 10_000;
    let rows = await db.query<{ relname: string; done: boolean }>(lastVacuum);
    while (!rows.every((r) => r.done) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      rows = await db.query(lastVacuum);
    }
    await stop();
    expect(rows).toEqual(['basket_items', 'baskets', 'invoices', 'order_lines', 'orders'].map((relname) => ({ relname, done: true })));
    expect(errors).toEqual([]);
    // Stopped: the database closes without a vacuum running into it.
    await db.close();
  } finally {
    await dispose().catch(() => undefined);
  }
});

test('a PostgreSQL server gets no maintenance from the app', async () => {
  const { db, dispose } = await freshDatabase();
  try {
    const errors: unknown[] = [];
    const stop = startMaintenance({ ...db, driver: 'postgres', exec: async () => { throw new Error('no VACUUM expected'); } }, (err) => errors.push(err), 10);
    await new Promise((r) => setTimeout(r, 100));
    await stop();
    expect(errors).toEqual([]);
  } finally {
    await dispose();
  }
});
