// Quick-order benchmark: a list of 500 lines (with wrong lines among them) checked and added to a
// fresh basket in one request, as the shop sends it, with a real token from the real provider, in
// this process on the embedded default (PGlite). Prints the server time per request (routing,
// validation, SQL, serialisation: app.inject, no network) as p50/p95/max, for checking only
// (dryRun) and for checking and adding.
//
//   pnpm --filter @kraanvogel/api exec tsx scripts/bench-quick-order.ts
//   BENCH_ARTICLES=50000 BENCH_RUNS=30 pnpm --filter @kraanvogel/api exec tsx scripts/bench-quick-order.ts
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { env, loadConfig } from '../src/config/env.js';
import { demoUsersOf } from '../src/seed/generate.js';
import { TestApp } from '../test/helpers/app.js';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const LINES = Number(process.env.BENCH_LINES ?? 500);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(env.repoRoot, '.data', `bench-${ARTICLES}`);

const config = loadConfig({ ...process.env, PUBLIC_URL: 'http://localhost:8080', DATA_DIR: dataDir, SEED_ARTICLES: String(ARTICLES), DATABASE_URL: '', API_MODULES: 'idp,mgmt', LOG_LEVEL: 'warn' });
console.log(`preparing ${ARTICLES} articles in ${dataDir} (the first run seeds them)…`);
const app = await buildApp({ config });
await app.ready();
const t = new TestApp(app, app.db, async () => undefined);
const user = demoUsersOf(0).main;
const B = '/mgmt/api/ecommerce/customerbaskets';

const articles = await app.db.query<{ item_no: string; step: number; min: number }>(
  'SELECT item_no, step_quantity AS step, min_order_quantity AS min FROM articles WHERE secret IS NULL AND is_active ORDER BY md5(item_no) LIMIT $1',
  [LINES],
);
// One line in ten is wrong: an unknown code, or a quantity off the article's step.
const lines = Array.from({ length: LINES }, (_, k) => {
  const a = articles[k % articles.length]!;
  if (k % 20 === 3) return { code: `99${k}`, quantity: '1' };
  if (k % 20 === 13) return { code: a.item_no, quantity: String(Math.max(a.min, a.step) + (a.step > 1 ? 1 : 0) || 0) };
  return { code: a.item_no, quantity: String(Math.max(a.min, a.step)) };
});

async function run(dryRun: boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const basket = (await t.call('POST', `${B}/createBasket`, user, { name: `Bench ${i}` })).json() as { id: number };
    const started = performance.now();
    const res = await t.call('POST', `${B}/addLinesToBasket`, user, { basketId: basket.id, lines, dryRun });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
    await t.call('POST', `${B}/removeBasket?basketId=${basket.id}`, user);
    if (i >= 2) times.push(ms); // the first two warm up
  }
  return times.sort((a, b) => a - b);
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
await t.login(user);
for (const [name, dryRun] of [['check only (dryRun)', true], ['check and add', false]] as const) {
  const times = await run(dryRun);
  console.log(`${LINES} lines, ${name}: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${times[times.length - 1]!.toFixed(1)} ms (${RUNS} runs, ${ARTICLES} articles)`);
}
await app.close();
