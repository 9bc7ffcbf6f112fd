// The one small database interface every repository uses, whatever runs underneath: PGlite
// (PostgreSQL in-process, the embedded default) or a PostgreSQL server through node-postgres.
export type SqlParam = string | number | boolean | null | Date | string[] | number[] | Buffer | undefined;

export interface Queryable {
  /** Runs one statement with $1.. parameters and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: SqlParam[]): Promise<T[]>;
  /** Runs one statement and returns its first row, or undefined. */
  one<T = Record<string, unknown>>(sql: string, params?: SqlParam[]): Promise<T | undefined>;
}

export interface Db extends Queryable {
  /** Runs fn inside BEGIN/COMMIT (ROLLBACK when it throws) on one connection. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly driver: 'pglite' | 'postgres';
}
