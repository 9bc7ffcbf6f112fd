// PGlite driver: PostgreSQL compiled to WebAssembly, running in this process, data kept in a
// folder (so a restart loses nothing). It serialises queries itself, so one instance is shared.
//
// Statements are prepared once under a name and executed by that name afterwards, as a server
// driver's statement cache does: PGlite's own query() parses and plans every statement anew, and
// in WebAssembly planning costs more than running most of our statements (the order overview's
// back-office check: 3.7 ms planned each time, 0.3 ms prepared; api/README.md).
import fs from 'node:fs';
import { PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable, SqlParam } from './db.js';

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Parsers = Record<number, (value: string, typeId?: number) => unknown>;
type Serializers = Record<number, (value: unknown) => string>;

/** How many prepared statements one database keeps; the least recently used is closed beyond it. */
export const STATEMENT_CACHE_SIZE = 400;
/** Statements worth keeping: queries and data changes (not BEGIN, SET, DDL …). */
const PREPARABLE = /^\s*(select|with|insert|update|delete|values)\b/i;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

interface Prepared {
  name: string;
  paramTypes: number[];
}

/**
 * The named-statement path over PGlite's wire-protocol interface (public API: execProtocolStream,
 * protocol.serialize, parse.parseResults). Callers hold PGlite's locks (see openPglite).
 */
class StatementCache {
  private readonly statements = new Map<string, Prepared>();
  private counter = 0;

  constructor(
    private readonly pg: PGlite,
    private readonly size: number,
  ) {}

  get count() {
    return this.statements.size;
  }

  private async send(message: Uint8Array): Promise<BackendMessage[]> {
    return this.pg.execProtocolStream(message, { syncToFs: false });
  }

  private async prepare(sql: string): Promise<Prepared> {
    const known = this.statements.get(sql);
    if (known) {
      // Most recently used last: the Map's order is the eviction order.
      this.statements.delete(sql);
      this.statements.set(sql, known);
      return known;
    }
    const name = `kv_${++this.counter}`;
    await this.send(serialize.parse({ name, text: sql }));
    const paramTypes = parse.parseDescribeStatementResults(await this.send(serialize.describe({ type: 'S', name })));
    const prepared = { name, paramTypes };
    this.statements.set(sql, prepared);
    if (this.statements.size > this.size) {
      const [oldestSql, oldest] = this.statements.entries().next().value as [string, Prepared];
      this.statements.delete(oldestSql);
      await this.send(serialize.close({ type: 'S', name: oldest.name }));
    }
    return prepared;
  }

  /** Runs one statement by its prepared name; the caller holds PGlite's query lock. */
  async run<T>(sql: string, params: SqlParam[] = []): Promise<Results<T>> {
    const pg = this.pg as unknown as { parsers: Parsers; serializers: Serializers };
    let prepared: Prepared;
    try {
      prepared = await this.prepare(sql);
    } catch (err) {
      // A statement that does not parse: end that exchange, so the next statement starts clean.
      await this.pg.execProtocolStream(serialize.sync(), { syncToFs: false, throwOnError: false });
      throw err;
    }
    const { name, paramTypes } = prepared;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const toText = pg.serializers[paramTypes[i]!];
      return toText ? toText(value) : String(value);
    });
    // Bind, describe, execute and sync in one call into the database: after an error the database
    // skips to the sync, so the next statement starts clean.
    const messages = await this.send(concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]));
    return parse.parseResults(messages, pg.parsers)[0] as Results<T>;
  }
}

export async function openPglite(dataDir: string | undefined, opts: { statementCacheSize?: number } = {}): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the trigram indexes behind the order overview's free-text search (as on a server).
  const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  const cache = new StatementCache(pg, opts.statementCacheSize ?? STATEMENT_CACHE_SIZE);
  // PGlite's two locks, as its own query() takes them: the transaction lock keeps a statement out
  // of someone else's open transaction, the query lock keeps one exchange whole.
  const locks = pg as unknown as { _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> };

  const runAlone = <T>(sql: string, params?: SqlParam[]) =>
    locks._runExclusiveTransaction(async () => {
      const result = await pg.runExclusive(() => cache.run<T>(sql, params));
      await pg.syncToFs();
      return result;
    });

  const wrap = (run: <T>(sql: string, params?: SqlParam[]) => Promise<Results<T>>, plain: { query: PGlite['query'] }): Queryable => {
    const query = async <T>(sql: string, params?: SqlParam[]) =>
      PREPARABLE.test(sql) ? await run<T>(sql, params) : await plain.query<T>(sql, params as unknown[]);
    return {
      async query<T>(sql: string, params?: SqlParam[]) {
        return (await query<T>(sql, params)).rows;
      },
      async one<T>(sql: string, params?: SqlParam[]) {
        return (await query<T>(sql, params)).rows[0];
      },
    };
  };

  return {
    driver: 'pglite',
    ...wrap(runAlone, pg),
    // Inside a transaction PGlite's own path: the writes there run once per request, and placing
    // a 500-line order cost the same CPU either way (137 ms by PGlite's path, 140 ms by name).
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn({
          query: async (sql, params) => (await tx.query(sql, params as unknown[])).rows as never[],
          one: async (sql, params) => (await tx.query(sql, params as unknown[])).rows[0] as never,
        }),
      ),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
