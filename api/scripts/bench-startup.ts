// Start-up benchmark of the search service: with N generated articles in the database (50,000
// unless told), how long after the server process is started does it answer its first search
// (from the database: the index is built in the background), how fast are the answers from the
// database meanwhile, and when is the in-memory index ready (the readiness check says 'ok')?
// The server is the api as `npm start` builds it (all modules), in its own process.
//
//   pnpm bench:startup                     (from the repo root; 50,000 articles)
//   pnpm bench:startup 500000
//   DATABASE_URL=postgres://… pnpm bench:startup 50000   (a PostgreSQL server; else PGlite)
//
// The database is made once per size (PGlite under .data/bench-startup-<N>, or the given
// database) and reused by later runs; seeding 500,000 articles takes minutes.
import { fork } from 'node:child_process';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { env, loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/db/open.js';
import { prepareDatabase } from '../src/db/prepare.js';

const countArg = process.argv.slice(2).find((a) => /^\d[\d_,.]*$/.test(a));
const ARTICLES = Number((countArg ?? process.env.BENCH_ARTICLES ?? '50000').replace(/[_,.]/g, ''));
const KEY = 'bench-startup';
const API = `api-version=2017-11-11&api-key=${KEY}`;

function benchEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: process.env.DATABASE_URL ? process.env.DATA_DIR : path.join(env.repoRoot, '.data', `bench-startup-${ARTICLES}`),
    SEED_ARTICLES: String(ARTICLES),
    SEED_CUSTOMERS: '3',
    SEED_HISTORY_ORDERS: '40',
    SEARCH_QUERY_KEYS: KEY,
    MAIL_JOBS_INTERVAL_S: '0',
    LOG_LEVEL: 'info',
  };
}

// ------------------------------------------------------------------------------- server process

async function serve(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp({ config, logger: { level: 'info' } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // How long the event loop is held while the index is built (requests wait that long).
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  process.on('message', () => {
    process.send!({ type: 'loop', maxMs: loop.max / 1e6, p99Ms: loop.percentile(99) / 1e6 });
    loop.reset();
  });
  process.send!({ type: 'listening', port: Number(new URL(address).port) });
}

// ------------------------------------------------------------------------------- measuring

const instant = { search: '/.*kraan.*/', queryType: 'full', select: 'Code,Omschrijving', top: 5, count: false, scoringProfile: 'ArticleSearch' };
const listing = {
  search: '*',
  filter: "CombinedParentKeys/any(k: k eq 'sanitair')",
  orderby: 'UDF_vrdsoort asc, Code asc',
  top: 12,
  skip: 0,
  count: true,
  facets: ['ProductBrand', 'ProductSeries', 'ProductType', 'ProductClassName'].map((f) => `${f},count:10000,sort:value`),
  scoringProfile: 'ArticleSearch',
};

async function timed(port: number, body: object): Promise<{ ms: number; status: number }> {
  const t = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/search/indexes/articles/docs/search?${API}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.text();
  return { ms: performance.now() - t, status: res.status };
}

async function searchReady(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/ready`);
  return ((await res.json()) as { checks: { search?: string } }).checks.search ?? '';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const benchEnvironment = benchEnv();
  const config = loadConfig(benchEnvironment);
  let t = performance.now();
  const db = await openDatabase(config.database);
  const prepared = await prepareDatabase(db, config);
  const { n } = (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM article_search_documents'))!;
  await db.close();
  console.log(`database (${config.database.url ? 'PostgreSQL' : 'PGlite'}) with ${n.toLocaleString('en')} listed articles ${prepared.seeded ? 'seeded' : 'opened'} in ${s(performance.now() - t)}`);

  t = performance.now();
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { env: benchEnvironment, execArgv: process.execArgv, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const built = new Promise<{ documents: number; durationMs: number }>((resolve) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (line.includes('"search index built"')) resolve(JSON.parse(line) as { documents: number; durationMs: number });
      }
    });
  });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  const listeningMs = performance.now() - t;

  // The first search, as a shopper would send it the moment the server listens.
  let first = await timed(port, instant);
  while (first.status !== 200) {
    await sleep(20);
    first = await timed(port, instant);
  }
  const firstAnswerMs = performance.now() - t;
  const building = await searchReady(port);

  // Answers from the database while the index is built (as long as the build lasts, at most
  // BENCH_ROUNDS rounds, 5 unless told: on PGlite they share the one connection with the build).
  const fromDb: { instant: number[]; listing: number[] } = { instant: [], listing: [] };
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  for (let round = 0; round < rounds && (await searchReady(port)) !== 'ok'; round++) {
    fromDb.instant.push((await timed(port, instant)).ms);
    fromDb.listing.push((await timed(port, listing)).ms);
  }
  while ((await searchReady(port)) !== 'ok') await sleep(100);
  const readyMs = performance.now() - t;
  const log = await built;
  const loop = await new Promise<{ maxMs: number; p99Ms: number }>((resolve) => {
    child.once('message', resolve);
    child.send('loop');
  });
  const fromIndex = { instant: (await timed(port, instant)).ms, listing: (await timed(port, listing)).ms };
  child.kill('SIGTERM');

  const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]! : NaN);
  console.log(`articles in the index: ${log.documents.toLocaleString('en')}`);
  console.log(`server process started → listening:             ${s(listeningMs)}`);
  console.log(`server process started → first search answered:  ${s(firstAnswerMs)}  (readiness check then: '${building}')`);
  console.log(`server process started → index ready:            ${s(readyMs)}  (the build itself, from its log: ${s(log.durationMs)})`);
  console.log(
    `answers from the database while building (median of ${fromDb.instant.length}): instant search ${median(fromDb.instant).toFixed(0)} ms, category page with count and facets ${median(fromDb.listing).toFixed(0)} ms`,
  );
  console.log(`event loop delay in the server from listening to index ready: p99 ${loop.p99Ms.toFixed(0)} ms, max ${loop.maxMs.toFixed(0)} ms`);
  console.log(`the same from the index (first, uncached): instant search ${fromIndex.instant.toFixed(0)} ms, category page ${fromIndex.listing.toFixed(0)} ms`);
  console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}

if (process.argv.includes('--serve')) await serve();
else await main();
