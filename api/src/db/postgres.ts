// node-postgres driver for a real PostgreSQL server (DATABASE_URL): how the api scales out, with
// several stateless instances sharing one database.
import pg from 'pg';
import type { Db, Queryable, SqlParam } from './db.js';

// Dates stay JS Dates; bigint counts come back as numbers (all counts here are small).
pg.types.setTypeParser(20, (v) => Number(v));

function wrap(c: { query: (sql: string, params?: unknown[]) => Promise<pg.QueryResult> }): Queryable {
  return {
    async query<T>(sql: string, params?: SqlParam[]) {
      return (await c.query(sql, params as unknown[])).rows as T[];
    },
    async one<T>(sql: string, params?: SqlParam[]) {
      return (await c.query(sql, params as unknown[])).rows[0] as T | undefined;
    },
  };
}

export async function openPostgres(url: string, schema?: string, poolSize = 10): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle pooled connection that the server ends (restart, failover, an administrator's
  // terminate) is an 'error' event on the pool; unhandled, it would end the whole process. The
  // pool drops that client and opens a new one on the next query.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL: an idle connection was closed (${err.message})`, { code: 'KV_PG_IDLE' });
  });
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const base = wrap(pool);
  return {
    driver: 'postgres',
    ...base,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
