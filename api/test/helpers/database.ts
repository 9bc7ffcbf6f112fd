// Test databases: one template per run (migrated and seeded with a small demo assortment),
// copied per test file. PGlite: the template's data folder is copied (initdb takes ~4 s, a copy
// and open ~0.5 s). PostgreSQL (TEST_DATABASE_URL): a fresh database cloned from a template
// database.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { env, loadConfig, type AppConfig } from '../../src/config/env.js';
import type { Db } from '../../src/db/db.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';
import { prepareDatabase } from '../../src/db/prepare.js';

// Under the repo's (ignored) data folder: other tools on a shared machine may clean /tmp.
export const TEST_ROOT = process.env.KV_TEST_ROOT ?? path.join(env.repoRoot, '.data', 'api-tests');
export const TEST_PUBLIC_URL = 'http://localhost:8080';

/** The demo data of the tests: small, but every leaf category has articles. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, SEED_ARTICLES: '240', SEED_CUSTOMERS: '3', SEED_VALUE: '42', SEED_HISTORY_ORDERS: '40', SEED_PURCHASING_DEMO: '0', MAIL_JOBS_INTERVAL_S: '0' } as NodeJS.ProcessEnv);
  return { ...base, database: { dataDir: TEST_ROOT }, logLevel: 'silent', ...overrides };
}

export function postgresUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Made once per run by the global setup. */
export async function createTemplate(): Promise<{ kind: 'pglite' | 'postgres'; location: string }> {
  const url = postgresUrl();
  const config = testConfig();
  if (url) {
    const name = `kv_tmpl_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const db = await openPostgres(withDatabase(url, name));
    await prepareDatabase(db, config);
    await db.close();
    return { kind: 'postgres', location: name };
  }
  fs.mkdirSync(TEST_ROOT, { recursive: true });
  const dir = fs.mkdtempSync(path.join(TEST_ROOT, 'template-'));
  const db = await openPglite(dir);
  await prepareDatabase(db, config);
  await db.close();
  return { kind: 'pglite', location: dir };
}

export async function dropTemplate(t: { kind: string; location: string }) {
  const url = postgresUrl();
  if (t.kind === 'postgres' && url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Only this run's databases: another run (a second checkout, a colleague's CI) may share
    // the server, and dropping its databases WITH (FORCE) would kill its tests.
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2', [`${runDatabasePrefix(t.location).replace(/_/g, '\\_')}%`, t.location]);
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  } else {
    fs.rmSync(t.location, { recursive: true, force: true });
  }
}

/** Test databases of one run are named after its template: kv_tmpl_<run> → kv_t_<run>_<file>. */
function runDatabasePrefix(template: string) {
  return `kv_t_${template.replace(/^kv_tmpl_/, '')}_`;
}

/** A fresh database for one test file, from the run's template. */
export async function freshDatabase(): Promise<{ db: Db; dispose: () => Promise<void> }> {
  const kind = process.env.KV_TEST_TEMPLATE_KIND;
  const location = process.env.KV_TEST_TEMPLATE;
  if (!kind || !location) throw new Error('the jest global setup did not run (KV_TEST_TEMPLATE is not set)');
  if (kind === 'postgres') {
    const url = postgresUrl()!;
    const name = `${runDatabasePrefix(location)}${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${location}`);
    await admin.end();
    const db = await openPostgres(withDatabase(url, name));
    return {
      db,
      dispose: async () => {
        await db.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(TEST_ROOT, 'db-'));
  fs.cpSync(location, dir, { recursive: true });
  const db = await openPglite(dir);
  return {
    db,
    dispose: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
