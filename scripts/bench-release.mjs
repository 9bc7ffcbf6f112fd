#!/usr/bin/env node
// `pnpm bench:release`: how fast the operator's rollback reaches the browsers, and how long the
// browser smoke check of a release takes. Starts the shop with the release API on its own port
// and data folder (a built dist/ is needed: `pnpm build`), then:
//   - publishes a copy of the current mf-catalog build as a new version and times the smoke
//     check's verdict (headless Chromium, real sign-in, the catalog's routes);
//   - rolls mf-catalog back and forth 10 times, timing each from the rollback call until
//     /remotes.json serves the old version.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { distDir, repoRoot } from './lib/apps.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8299);
const origin = `http://localhost:${PORT}`;
const TOKEN = `bench-${Date.now()}`;
const dataDir = fs.mkdtempSync(path.join(repoRoot, '.data', 'bench-release-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(repoRoot, 'api'),
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_ARTICLES: '600',
    LOG_LEVEL: 'warn',
    RELEASE_OPERATOR_TOKEN: TOKEN,
    RELEASE_SMOKE_USER: 'medewerker@klant3.example.nl',
    RELEASE_SMOKE_PASSWORD: 'Kraanvogel2026!',
  },
});

async function api(method, route, body, query = '') {
  const res = await fetch(`${origin}/release${route}${query}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': Buffer.isBuffer(body) ? 'application/gzip' : 'application/json' },
    body: body ? (Buffer.isBuffer(body) ? body : JSON.stringify(body)) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${json?.error?.message}`);
  return json;
}
const catalogVersion = async () => (await (await fetch(`${origin}/remotes.json`, { cache: 'no-store' })).json()).remotes.catalog.version;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('the server did not start within 5 minutes');
    try {
      if ((await fetch(`${origin}/remotes.json`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await sleep(500);
  }
  const original = await catalogVersion();

  // A new version: the same build under another name, uploaded as a team's pipeline would.
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-bench-release-'));
  fs.cpSync(path.join(distDir, 'mf-catalog', original), copy, { recursive: true });
  const archive = `${copy}.tar.gz`;
  await tar.c({ gzip: true, file: archive, cwd: copy }, fs.readdirSync(copy));
  const version = `${original}-bench${Date.now().toString(36)}`;
  const published = Date.now();
  await api('POST', '/api/releases/catalog/archive', fs.readFileSync(archive), `?version=${version}`);
  const publishMs = Date.now() - published;
  let verdict;
  while (!verdict) {
    await sleep(250);
    verdict = (await api('GET', '/api/releases/audit', undefined, '?App=catalog&MaxResultCount=10')).items.find((e) => e.action === 'smoke' && e.toVersion === version);
    if (Date.now() - published > 90_000) throw new Error('no smoke verdict within 90 s');
  }
  const smokeMs = Date.now() - published;
  fs.rmSync(copy, { recursive: true, force: true });
  fs.rmSync(archive, { force: true });

  // Rollbacks: from the call until the registry serves the old version.
  const times = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    await api('POST', '/api/releases/catalog/rollback', { version: original });
    while ((await catalogVersion()) !== original) await sleep(5);
    times.push(performance.now() - started);
    await api('POST', '/api/releases/catalog/switch', { version });
  }
  await api('POST', '/api/releases/catalog/rollback', { version: original });
  times.sort((a, b) => a - b);

  console.log(`\nbench:release (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${os.cpus().length} cores)`);
  console.log(`  publish (upload, checks over HTTP, switch)   ${publishMs} ms`);
  console.log(`  smoke check verdict after the switch         ${(smokeMs / 1000).toFixed(1)} s  (${verdict.outcome}: ${verdict.reason})`);
  console.log(`  rollback → /remotes.json serves the old one  p50 ${times[5].toFixed(0)} ms, max ${times[9].toFixed(0)} ms (10 runs; target ≤ 1000 ms)`);
} finally {
  server.kill('SIGTERM');
  await sleep(500);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
