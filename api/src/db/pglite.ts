// PGlite driver: PostgreSQL compiled to WebAssembly, running in this process, data kept in a
// folder (so a restart loses nothing). It serialises queries itself, so one instance is shared.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable, SqlParam } from './db.js';

function wrap(q: { query: PGlite['query'] }): Queryable {
  return {
    async query<T>(sql: string, params?: SqlParam[]) {
      return (await q.query<T>(sql, params as unknown[])).rows;
    },
    async one<T>(sql: string, params?: SqlParam[]) {
      return (await q.query<T>(sql, params as unknown[])).rows[0];
    },
  };
}

export async function openPglite(dataDir: string | undefined): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes behind the order overview's free-text search (as on a server).
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  const base = wrap(pg);
  return {
    driver: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
