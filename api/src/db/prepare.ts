// Brings a database to the current schema and, when it is empty, fills it with demo data.
import type { AppConfig } from '../config/env.js';
import { isSeeded, seedDemoData } from '../seed/generate.js';
import type { Db } from './db.js';
import { vacuumWrittenTables } from './maintenance.js';
import { migrate } from './migrate.js';

export async function prepareDatabase(db: Db, config: Pick<AppConfig, 'seed' | 'productKey' | 'bases'>) {
  const migrations = await migrate(db);
  let seeded = false;
  if (config.seed.enabled && !(await isSeeded(db))) {
    await seedDemoData(db, { ...config.seed, productKey: config.productKey, pimBase: config.bases.pim });
    seeded = true;
    // Fresh statistics, so the planner knows the tables' sizes from the first request on, and
    // (embedded) the visibility map a PostgreSQL server's autovacuum would have made.
    await db.exec('ANALYZE');
    if (db.driver === 'pglite') await vacuumWrittenTables(db);
  }
  return { migrations, seeded };
}
