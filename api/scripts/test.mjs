// The api's test suite, twice: on the embedded default (PGlite) and on a real PostgreSQL server
// (TEST_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test when one
// answers there). The two runs go at the same time (each is one jest worker; their databases are
// their own, named after their run): the PGlite run prints as it goes, the PostgreSQL run's
// output follows when both are done. Extra arguments go to jest.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const args = process.argv.slice(2);

/** Runs jest; `logFile` keeps its output for later instead of printing it. Resolves to its exit status. */
function run(label, env, logFile) {
  const out = logFile ? fs.openSync(logFile, 'w') : 'inherit';
  if (!logFile) console.log(`\n=== api tests on ${label} ===\n`);
  const child = spawn(process.execPath, ['--experimental-vm-modules', jest, ...args], { cwd: root, stdio: ['ignore', out, out], env });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
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
const explicit = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const url = explicit || 'postgres://postgres@127.0.0.1:5432/test';
const onPostgres = await reachable(url);
const pgLabel = `PostgreSQL (${url.replace(/:[^:@/]+@/, ':***@')})`;
const pgLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kv-api-test-')), 'postgres.log');

const [pgliteStatus, pgStatus] = await Promise.all([
  run('PGlite (embedded)', base),
  onPostgres ? run(pgLabel, { ...base, TEST_DATABASE_URL: url }, pgLog) : Promise.resolve(0),
]);
let status = pgliteStatus;
if (onPostgres) {
  console.log(`\n=== api tests on ${pgLabel} (ran beside the PGlite run) ===\n`);
  process.stdout.write(fs.readFileSync(pgLog));
  status = status || pgStatus;
} else if (explicit) {
  console.error(`\nPostgreSQL at ${url} is not reachable: the PostgreSQL run cannot be done.`);
  status = status || 1;
} else {
  console.log('\nNo PostgreSQL server answers at 127.0.0.1:5432 and none is configured: the PostgreSQL run is skipped.');
}
process.exit(status);
