// The server of the load benchmark: the embedded default (PGlite in this process) on its own
// port, in its own process so the load generator does not share its event loop.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { batchStats } from '../src/lib/batcher.js';
import { heavyWork } from '../src/lib/workers/pool.js';
import type { Db } from '../src/db/db.js';
import { vacuumWrittenTables } from '../src/db/maintenance.js';
import { advanceOrders } from '../src/modules/erp/back-office.js';

const config = loadConfig();
const app = await buildApp({ config });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
// As server.ts: the worker threads of heavy work start with the server, not with its first upload.
await heavyWork.warm();
process.send?.({ ready: true, driver: config.database.url ? 'PostgreSQL' : 'PGlite' });
/**
 * The steady state the overview is measured in: the back office has caught up with the clock
 * (what is due was stepped, as the first request of the day would), and the database's
 * statistics and visibility map are fresh, as autovacuum (or the embedded database's maintenance
 * timer, db/maintenance.ts) keeps them after a batch.
 */
async function settle(db: Db, customer: string) {
  await advanceOrders(db, new Date(), customer);
  await (db.driver === 'pglite' ? vacuumWrittenTables(db) : db.exec('VACUUM (ANALYZE) orders, order_lines, order_line_texts, invoices'));
}

/**
 * Gives a customer at least `count` delivered orders of three lines each, spread over the past
 * two years (the order overview's benchmark). Orders made here are numbered BENCH…, so a second
 * run adds only what is missing.
 */
async function seedOrders(db: Db, customer: string, count: number): Promise<number> {
  const { n } = (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_number = $1', [customer]))!;
  const missing = count - n;
  // Without fresh statistics and visibility map the planner guesses a few hundred orders and picks
  // the wrong index, and counts read every row (settle, above).
  if (missing <= 0) {
    await settle(db, customer);
    return n;
  }
  await db.transaction(async (tx) => {
    const { start } = (await tx.one<{ start: number }>("SELECT coalesce(max(substring(order_no from 6)::int), 0) + 1 AS start FROM orders WHERE order_no LIKE 'BENCH%'"))!;
    await tx.query(
      `INSERT INTO orders (order_no, customer_number, order_date, status, delivery_method, reference, po_number, total_net, planned_delivery_date)
       SELECT 'BENCH' || i, $1, now() - (i % 730) * interval '1 day' - (i % 24) * interval '1 hour', CASE WHEN i % 50 = 0 THEN 250 ELSE 300 END,
              CASE WHEN i % 3 = 0 THEN 'afhalen' ELSE 'bezorgen' END, 'Project ' || (i % 400), 'PO-' || (10000 + i), 100 + (i % 900),
              -- a back order waits for its goods: delivery planned in the coming two weeks
              CASE WHEN i % 50 = 0 THEN current_date + (i / 50) % 14 ELSE (now() - (i % 730) * interval '1 day')::date END
         FROM generate_series($2::int, $3::int) AS i`,
      [customer, start, start + missing - 1],
    );
    await tx.query(
      `WITH a AS (SELECT item_no, description, gross_price, row_number() OVER (ORDER BY item_no) - 1 AS k, count(*) OVER () AS total FROM articles WHERE is_active)
       INSERT INTO order_lines (order_no, line_no, item_no, description, amount, delivered, unit_price)
       SELECT 'BENCH' || i, l, a.item_no, a.description, 1 + (i % 7), CASE WHEN i % 50 = 0 AND l = 1 THEN 0 ELSE 1 + (i % 7) END, a.gross_price
         FROM generate_series($1::int, $2::int) AS i CROSS JOIN generate_series(1, 3) AS l
         JOIN a ON a.k = (i * 7 + l * 131) % a.total`,
      [start, start + missing - 1],
    );
  });
  await settle(db, customer);
  return count;
}

// The load generator asks for this process's CPU time around each scenario, and for order history.
process.on('message', (m: unknown) => {
  if (m === 'cpu') process.send?.({ cpu: process.cpuUsage(), batches: Object.fromEntries(batchStats) });
  const seed = (m as { seedOrders?: { customer: string; count: number } } | null)?.seedOrders;
  if (seed)
    void seedOrders((app as unknown as { db: Db }).db, seed.customer, seed.count).then(
      (orders) => process.send?.({ seededOrders: orders }),
      (err: Error) => process.send?.({ seededOrders: -1, error: err.message }),
    );
});
// The neighbour benchmark: the server's memory, and one order of many lines (to order again).
process.on('message', (m: unknown) => {
  // The benchmark may be gone by the time a late sample is answered: that answer is dropped.
  if (m === 'memory' && process.connected) process.send?.({ rss: process.memoryUsage().rss }, undefined, {}, () => undefined);
  const big = (m as { seedBigOrder?: { customer: string; orderNo: string; lines: number } } | null)?.seedBigOrder;
  if (big) {
    const db = (app as unknown as { db: Db }).db;
    void (async () => {
      await db.query('DELETE FROM orders WHERE order_no = $1', [big.orderNo]);
      await db.query("INSERT INTO orders (order_no, customer_number, order_date, status, delivery_method, total_net) VALUES ($1, $2, now(), 300, 'bezorgen', 1000)", [big.orderNo, big.customer]);
      await db.query(
        `WITH a AS (SELECT item_no, description, row_number() OVER (ORDER BY item_no) - 1 AS k FROM articles WHERE is_active AND secret IS NULL AND step_quantity = 1 AND min_order_quantity = 1)
         INSERT INTO order_lines (order_no, line_no, item_no, description, amount, delivered, unit_price)
         SELECT $1, n, a.item_no, a.description, 1, 1, 1 FROM generate_series(1, $2::int) AS n JOIN a ON a.k = n - 1`,
        [big.orderNo, big.lines],
      );
    })().then(
      () => process.send?.({ seededBigOrder: big.orderNo }),
      (err: Error) => process.send?.({ seededBigOrder: null, error: err.message }),
    );
  }
});
// The per-request profile of the neighbour benchmark: between 'probe' and 'probe-end' (one
// request alone), the process's CPU time, the event loop's busy time and its longest stall (the
// longest stretch of synchronous work: every other request waits that long). Unlike latency under
// load, these hardly depend on what else the machine runs.
let probe: { cpu: NodeJS.CpuUsage; elu: ReturnType<typeof performance.eventLoopUtilization>; delay: ReturnType<typeof monitorEventLoopDelay> } | null = null;
process.on('message', (m: unknown) => {
  if (m === 'probe') {
    probe?.delay.disable();
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    probe = { cpu: process.cpuUsage(), elu: performance.eventLoopUtilization(), delay };
    process.send?.({ probing: true });
  }
  if (m === 'probe-end' && probe) {
    const { cpu, elu, delay } = probe;
    delay.disable();
    const used = process.cpuUsage(cpu);
    const loop = performance.eventLoopUtilization(elu);
    process.send?.({ probed: { cpuMs: (used.user + used.system) / 1000, loopBusyMs: loop.active, longestStallMs: delay.max / 1e6 } });
    probe = null;
  }
});
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
