// node-postgres driver for a real PostgreSQL server (DATABASE_URL): how the api scales out, with
// several stateless instances sharing one database.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable, SqlParam } from './db.js';

// Dates stay JS Dates; bigint counts come back as numbers (all counts here are small).
pg.types.setTypeParser(20, (v) => Number(v));

/** Statements worth preparing: queries and data changes (not BEGIN, SET, DDL …). */
const PREPARABLE = /^\s*(select|with|insert|update|delete|values)\b/i;
/** How many distinct statements get a name; later ones (never seen in this code) run unnamed. */
const NAMED_STATEMENTS_MAX = 1000;
const names = new Map<string, string>();

/**
 * A statement's name: each connection prepares it once (node-postgres keeps track) and runs it by
 * name afterwards, so the server plans it once per connection instead of once per run.
 */
function statementName(sql: string): string | undefined {
  if (!PREPARABLE.test(sql)) return undefined;
  let name = names.get(sql);
  if (!name && names.size < NAMED_STATEMENTS_MAX) {
    name = `kv_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
}

type Client = { query: (config: pg.QueryConfig) => Promise<pg.QueryResult> };

function wrap(c: Client): Queryable {
  const run = (sql: string, params?: SqlParam[]) => c.query({ text: sql, values: params as unknown[], name: statementName(sql) });
  return {
    async query<T>(sql: string, params?: SqlParam[]) {
      return (await run(sql, params)).rows as T[];
    },
    async one<T>(sql: string, params?: SqlParam[]) {
      return (await run(sql, params)).rows[0] as T | undefined;
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
