// What an operator needs from the PostgreSQL driver: a pooled connection that the server ends
// (restart, failover, pg_terminate_backend) costs that connection only, not the process.
import { freshDatabase } from '../helpers/database.js';

const onPostgres = process.env.KV_TEST_TEMPLATE_KIND === 'postgres';

(onPostgres ? test : test.skip)('an idle connection ended by the server is replaced and the api keeps answering', async () => {
  const { db, dispose } = await freshDatabase();
  try {
    // Two pooled connections, both idle afterwards.
    await Promise.all([db.query('SELECT pg_sleep(0.05)'), db.query('SELECT pg_sleep(0.05)')]);
    const ended = await db.query<{ ok: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    expect(ended.length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 0; i < 4; i++) expect(await db.one<{ x: number }>('SELECT 1 AS x')).toEqual({ x: 1 });
  } finally {
    await dispose();
  }
});
