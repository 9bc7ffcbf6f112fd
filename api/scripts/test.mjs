// The api's test suite, twice: on the embedded default (PGlite), then on a real PostgreSQL
// server (TEST_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test when
// one answers there). Extra arguments go to jest.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const args = process.argv.slice(2);

function run(label, env) {
  console.log(`\n=== api tests on ${label} ===\n`);
  const r = spawnSync(process.execPath, ['--experimental-vm-modules', jest, ...args], { cwd: root, stdio: 'inherit', env });
  return r.status ?? 1;
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const base = { ...process.env, DATABASE_URL: '', TEST_DATABASE_URL: '' };
let status = run('PGlite (embedded)', base);

const explicit = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const url = explicit || 'postgres://postgres@127.0.0.1:5432/test';
if (await reachable(url)) {
  status = run(`PostgreSQL (${url.replace(/:[^:@/]+@/, ':***@')})`, { ...base, TEST_DATABASE_URL: url }) || status;
} else if (explicit) {
  console.error(`\nPostgreSQL at ${url} is not reachable: the PostgreSQL run cannot be done.`);
  status = status || 1;
} else {
  console.log('\nNo PostgreSQL server answers at 127.0.0.1:5432 and none is configured: the PostgreSQL run is skipped.');
}
process.exit(status);
