// Numbered SQL migrations (api/migrations/NNN_name.sql), applied in file-name order at start,
// each once. A migration is known by its whole file name, not only its number: teams working in
// parallel may both add a 005_…, and neither may be skipped. An advisory lock makes concurrent
// starts of several instances safe.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
const LOCK_ID = 7_245_001;

export function listMigrations(dir = MIGRATIONS_DIR): { version: string; name: string; file: string }[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.slice(0, -'.sql'.length), name: f, file: path.join(dir, f) }));
}

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const applied: string[] = [];
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    // Databases migrated before migrations were known by name recorded only the number as
    // version; their name column has always held the file name.
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const m of listMigrations(dir)) {
      if (done.has(m.name)) continue;
      const sql = fs.readFileSync(m.file, 'utf8');
      // Statements run one by one: node-postgres runs a multi-statement string only without
      // parameters, which is the case here, but PGlite's query() wants one statement.
      for (const statement of splitSql(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied.push(m.name);
    }
  });
  return applied;
}

/** Splits a migration into statements at semicolons outside quotes, dollar quotes, comments and parentheses. */
export function splitSql(sql: string): string[] {
  const out: string[] = [];
  let cur = '';
  let depth = 0;
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i]!;
    if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
      cur += '\n';
      continue;
    }
    if (ch === "'") {
      const end = sql.indexOf("'", i + 1);
      cur += sql.slice(i, end + 1);
      i = end;
      continue;
    }
    // A dollar-quoted body ($$ … $$ or $tag$ … $tag$, as in a function) is one piece.
    const tag = ch === '$' ? /^\$[A-Za-z_]*\$/.exec(sql.slice(i))?.[0] : undefined;
    if (tag) {
      const end = sql.indexOf(tag, i + tag.length);
      const stop = end === -1 ? sql.length : end + tag.length;
      cur += sql.slice(i, stop);
      i = stop - 1;
      continue;
    }
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ';' && depth === 0) {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}
