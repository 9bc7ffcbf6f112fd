// Migrations are applied once each, by file name: two teams that both add a migration with the
// same number (in parallel branches) both get their tables.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../src/db/migrate.js';
import { freshDatabase } from '../helpers/database.js';

test('two migrations with the same number are both applied, and only once', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-migrations-'));
  fs.writeFileSync(path.join(dir, '900_orders_extra.sql'), 'CREATE TABLE mig_test_a (id integer);');
  fs.writeFileSync(path.join(dir, '900_punchout.sql'), 'CREATE TABLE mig_test_b (id integer);');
  const { db, dispose } = await freshDatabase();
  try {
    expect(await migrate(db, dir)).toEqual(['900_orders_extra.sql', '900_punchout.sql']);
    expect(await migrate(db, dir)).toEqual([]);
    const tables = await db.query<{ t: string }>("SELECT tablename AS t FROM pg_tables WHERE tablename LIKE 'mig_test_%' ORDER BY 1");
    expect(tables.map((r) => r.t)).toEqual(['mig_test_a', 'mig_test_b']);
  } finally {
    await dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a database migrated when only the number was recorded is not migrated again', async () => {
  const { db, dispose } = await freshDatabase();
  try {
    // As an older release recorded them: the number as version, the file name as name. (Such a
    // release knew one file per number; numbers two teams share came after it.)
    await db.query(
      'UPDATE schema_migrations SET version = left(version, 3) WHERE left(version, 3) IN (SELECT left(version, 3) FROM schema_migrations GROUP BY 1 HAVING count(*) = 1)',
    );
    expect(await migrate(db)).toEqual([]);
  } finally {
    await dispose();
  }
});
