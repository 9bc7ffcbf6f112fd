// Neighbour benchmark: one hostile customer runs each class of heavy request flat out (more at
// once than its budget allows) while another customer makes ordinary calls; prints, per class,
// that other customer's p95 quiet and during the attack side by side, what the hostile customer
// got back, and the server's memory. First each class alone, one request at a time: the server's
// CPU time, the event loop's busy time and its longest stall per request (figures that hardly
// depend on the machine's load). The api runs in its own process on the embedded default
// (PGlite), as bench:load starts it, or on a PostgreSQL server (BENCH_DATABASE_URL).
//
//   pnpm bench:neighbour
//   BENCH_SECONDS=10 BENCH_HOSTILE=8 BENCH_ONLY=xlsx-400k-rows,csv-5mb pnpm bench:neighbour
//   BENCH_PROFILE_ONLY=1 BENCH_PROFILE_RUNS=5 pnpm bench:neighbour   (each class alone only: CPU, loop busy, longest stall)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench pnpm bench:neighbour   (the api on a PostgreSQL server)
//   BENCH_HOSTILE_NICE=19 pnpm bench:neighbour   (the hostile client at the lowest OS priority: stands for an attacker on
//                                                 another machine; the default, 0, lets it take its share of these cores)
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { env, loadConfig } from '../src/config/env.js';
import { demoUsersOf } from '../src/seed/generate.js';
import { signIn } from './bench-login.js';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
/** The hostile customer's concurrent requests (its budget is 2 per user, 4 per customer). */
const HOSTILE = Number(process.env.BENCH_HOSTILE ?? 8);
/** The other customer's concurrent ordinary calls. */
const NEIGHBOUR = Number(process.env.BENCH_NEIGHBOUR ?? 2);
const CUSTOMER_ORDERS = Number(process.env.BENCH_CUSTOMER_ORDERS ?? 2000);
const TARGET_MS = 250;
/** Baskets of 500 lines made for the order-500 class (the profile takes the first ones). */
const ORDER_BASKETS = Number(process.env.BENCH_ORDER_BASKETS ?? 40);
const HOSTILE_CUSTOMER = '100001';
/**
 * The hostile client process's OS nice value. By default (0) it competes for this machine's
 * cores with the server as an equal; in production the attacker's client runs on another
 * machine, which 19 stands for: its requests still arrive flat out, but its own CPU yields.
 */
const HOSTILE_NICE = Number(process.env.BENCH_HOSTILE_NICE ?? 0);

const dataDir = process.env.BENCH_DATA_DIR ?? path.join(env.repoRoot, '.data', `bench-${ARTICLES}`);
const port = Number(process.env.BENCH_PORT ?? 18_081);
const origin = `http://127.0.0.1:${port}`;
const serverEnv = { ...process.env, PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, SEED_ARTICLES: String(ARTICLES), DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', API_MODULES: 'idp,pim,mgmt,erp', LOG_LEVEL: 'warn' };
const config = loadConfig(serverEnv);

/** What the hostile process needs to know (made by the main process). */
interface Setup {
  hostileToken: string;
  bigOrder: string;
  exportBasketId: number;
  invoice: { invoiceType: string; invoiceNo: string };
  /** Baskets of 500 lines to order, with their reviewed revisions (placing an order empties its basket). */
  orderBaskets: { id: number; revision: string }[];
}
const json = { 'content-type': 'application/json' };
const call = async (p: string, init: RequestInit = {}) => {
  const res = await fetch(`${origin}${p}`, init);
  await res.arrayBuffer();
  return res.status;
};
const B = '/mgmt/api/ecommerce/customerbaskets';
const role = process.env.BENCH_ROLE ?? 'main';
let server: ChildProcess | null = null;
let setup: Setup;
if (role === 'hostile') setup = JSON.parse(process.env.BENCH_SETUP!) as Setup;
else {
  console.log(`preparing ${ARTICLES} articles in ${dataDir} (the first run seeds them)…`);
  server = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-server.ts'), { env: serverEnv, execArgv: ['--import', 'tsx'] });
  await new Promise<void>((resolve, reject) => {
    server!.once('message', () => resolve());
    server!.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const hostileToken = await signIn(origin, config.oidc.clientId, demoUsersOf(0).main);
  await ask({ seedOrders: { customer: HOSTILE_CUSTOMER, count: CUSTOMER_ORDERS } }, 'seededOrders');
  const bigOrder = 'BENCHBIG500';
  await ask({ seedBigOrder: { customer: HOSTILE_CUSTOMER, orderNo: bigOrder, lines: 500 } }, 'seededBigOrder');
  const post = async <T>(p: string, body: unknown) => {
    const res = await fetch(`${origin}${p}`, { method: 'POST', headers: { authorization: `Bearer ${hostileToken}`, ...json }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const exportBasket = await post<{ basketId: number }>('/erp/api/app/order/reorder', { OrderNo: bigOrder, NewBasketName: `Bench export ${Date.now()}` });
  const invoices = await post<{ items: { invoiceType: string; invoiceNo: string }[] }>('/erp/api/app/invoice/invoice-overview', { MaxResultCount: 1 });
  const orderBaskets: Setup['orderBaskets'] = [];
  for (let i = 0; i < ORDER_BASKETS; i++) {
    const b = await post<{ basketId: number }>('/erp/api/app/order/reorder', { OrderNo: bigOrder, NewBasketName: `Bench bestelling ${Date.now()} ${i}` });
    const res = await fetch(`${origin}${B}/basketWithRealtimeData?basketId=${b.basketId}`, { headers: { authorization: `Bearer ${hostileToken}` } });
    orderBaskets.push({ id: b.basketId, revision: ((await res.json()) as { revision: string }).revision });
  }
  setup = { hostileToken, bigOrder, exportBasketId: exportBasket.basketId, invoice: invoices.items[0]!, orderBaskets };
}
function ask<T>(message: unknown, key: string) {
  return new Promise<T>((resolve) => {
    const on = (m: Record<string, unknown>) => {
      if (!(key in m)) return;
      server!.off('message', on);
      resolve(m as T);
    };
    server!.on('message', on);
    server!.send(message as never);
  });
}
const hostile = { authorization: `Bearer ${setup.hostileToken}` };
const { bigOrder, invoice } = setup;
const exportBasket = { basketId: setup.exportBasketId };

const xlsx400k = Buffer.from(
  zipSync(
    {
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      'xl/workbook.xml': strToU8(
        '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Blad1" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': strToU8(`<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${'<row/>'.repeat(400_000)}</sheetData></worksheet>`),
    },
    { level: 9 },
  ),
);
const csv5mb = '1000001;1\n'.repeat(500_000);

const deliveryDate = (() => {
  const d = new Date(Date.now() + 14 * 86_400_000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
})();
let reorders = 0;
/** The hostile process orders the baskets the profile left. */
let nextOrderBasket = role === 'hostile' ? Number(process.env.BENCH_PROFILE_RUNS ?? 3) : 0;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const classes: { name: string; send: () => Promise<number> }[] = [
  { name: `xlsx-400k-rows (${Math.round(xlsx400k.length / 1000)} KB)`, send: () => call(`${B}/quickOrderFile`, { method: 'POST', headers: { ...hostile, 'content-type': XLSX }, body: xlsx400k }) },
  { name: 'csv-5mb (500,000 lines)', send: () => call(`${B}/quickOrderFile`, { method: 'POST', headers: { ...hostile, 'content-type': 'text/csv' }, body: csv5mb }) },
  { name: 'order-overview Search=a 1000', send: () => call('/erp/api/app/order/order-overview?Search=a&MaxResultCount=1000', { headers: hostile }) },
  // Each into a new basket of its own name (a name the customer has already is a cheap 400).
  { name: 'reorder-500', send: () => call('/erp/api/app/order/reorder', { method: 'POST', headers: { ...hostile, ...json }, body: JSON.stringify({ OrderNo: bigOrder, NewBasketName: `Bench herhaling ${role} ${Date.now()} ${++reorders}` }) }) },
  { name: 'invoice-pdf', send: () => call(`/erp/api/app/invoice/pdf?InvoiceType=${invoice.invoiceType}&InvoiceNo=${encodeURIComponent(invoice.invoiceNo)}`, { headers: hostile }) },
  { name: 'excel-export-500', send: () => call(`${B}/excelExport?basketId=${exportBasket.basketId}`, { headers: hostile }) },
  { name: 'spend-excel', send: () => call('/mgmt/api/app/spend/excel', { headers: hostile }) },
  {
    name: 'order-500',
    send: () => {
      // Each basket is ordered once; past the last one the answer is a cheap 400 (an empty basket).
      const basket = setup.orderBaskets[Math.min(nextOrderBasket++, setup.orderBaskets.length - 1)]!;
      return call('/mgmt/api/ecommerce/customerorders', {
        method: 'POST',
        headers: { ...hostile, ...json },
        body: JSON.stringify({ basketId: basket.id, idempotencyKey: `bench-neighbour-${basket.id}`, basketRevision: basket.revision, deliveryMethod: 'afhalen', deliveryDate }),
      });
    },
  },
];
const only = process.env.BENCH_ONLY?.split(',');

// The other customer's ordinary calls.
const ordinary = [`${B}`, `${B}/default`, '/erp/api/app/order/order-overview?MaxResultCount=10'];
async function neighbourCalls(until: number): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: NEIGHBOUR }, async (_, k) => {
      for (let i = k; Date.now() < until; i++) {
        const started = performance.now();
        const status = await call(ordinary[i % ordinary.length]!, { headers: neighbour });
        if (status !== 200) throw new Error(`neighbour got ${status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}
const p95 = (xs: number[]) => xs[Math.min(xs.length - 1, Math.floor(0.95 * xs.length))] ?? NaN;

async function attack(send: () => Promise<number>, until: number) {
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: HOSTILE }, async () => {
      while (Date.now() < until) {
        const status = await send();
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        // A refused client waits as Retry-After asks? A hostile one does not: it tries again at once.
      }
    }),
  );
  return [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${n}×${s}`).join(' ');
}

if (role === 'hostile') {
  // The hostile customer in its own process: its client work does not delay the measured calls.
  const c = classes.find((k) => k.name === process.env.BENCH_CLASS)!;
  process.send!({ started: true });
  process.send!({ answers: await attack(c.send, Date.now() + SECONDS * 1000) });
  process.exit(0);
}
const rss = async () => (await ask<{ rss: number }>('memory', 'rss')).rss;
const neighbour = { authorization: `Bearer ${await signIn(origin, config.oidc.clientId, demoUsersOf(1).main)}` };

/** Runs one class's attack in a hostile process; what it got back. */
async function hostileProcess(name: string): Promise<{ answers: Promise<string> }> {
  const child = fork(fileURLToPath(import.meta.url), { env: { ...process.env, BENCH_ROLE: 'hostile', BENCH_CLASS: name, BENCH_SETUP: JSON.stringify(setup) }, execArgv: ['--import', 'tsx'] });
  if (HOSTILE_NICE) setPriority(child.pid!, HOSTILE_NICE);
  let answered: (a: string) => void = () => undefined;
  const answers = new Promise<string>((resolve) => (answered = resolve));
  await new Promise<void>((started, failed) => {
    child.on('message', (m: { started?: true; answers?: string }) => (m.started ? started() : answered(m.answers!)));
    child.once('exit', (code) => code && failed(new Error(`hostile process exited with ${code}`)));
  });
  return { answers };
}

/**
 * Each class alone, one request at a time (PROFILE_RUNS times): the server's CPU time per request
 * (all its threads), the event loop's busy time, and the event loop's longest stall — what every
 * other customer's call waits at worst while this request runs. These hardly depend on the
 * machine's load, unlike the latencies below.
 */
const PROFILE_RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
if (PROFILE_RUNS > 0) {
  console.log(`\neach class alone, the median of ${PROFILE_RUNS} requests one at a time:`);
  console.log(`${'class'.padEnd(34)} ${'status'.padStart(6)} ${'wall ms'.padStart(8)} ${'CPU ms'.padStart(8)} ${'loop busy ms'.padStart(13)} ${'longest stall ms'.padStart(17)}`);
  for (const c of classes) {
    if (only && !only.some((o) => c.name.startsWith(o))) continue;
    const runs: { status: number; wall: number; cpuMs: number; loopBusyMs: number; longestStallMs: number }[] = [];
    for (let i = 0; i < PROFILE_RUNS; i++) {
      await ask('probe', 'probing');
      const started = performance.now();
      const status = await c.send();
      const wall = performance.now() - started;
      const { probed } = await ask<{ probed: { cpuMs: number; loopBusyMs: number; longestStallMs: number } }>('probe-end', 'probed');
      runs.push({ status, wall, ...probed });
    }
    const m = (k: 'wall' | 'cpuMs' | 'loopBusyMs' | 'longestStallMs') => median(runs.map((r) => r[k])).toFixed(1);
    console.log(`${c.name.padEnd(34)} ${[...new Set(runs.map((r) => r.status))].join('/').padStart(6)} ${m('wall').padStart(8)} ${m('cpuMs').padStart(8)} ${m('loopBusyMs').padStart(13)} ${m('longestStallMs').padStart(17)}`);
  }
  console.log('');
}

if (process.env.BENCH_PROFILE_ONLY) {
  server!.disconnect();
  process.exit(0);
}

console.log(`the hostile client process runs at nice ${HOSTILE_NICE}${HOSTILE_NICE ? ' (BENCH_HOSTILE_NICE: standing for an attacker on another machine)' : ' (the default: it shares the cores with the server as an equal)'}`);
const rows: { name: string; quiet: number; during: number; hostile: string; memory: number; grew: number }[] = [];
const rssBefore = await rss();
let peak = rssBefore;
for (const c of classes) {
  if (only && !only.some((o) => c.name.startsWith(o))) continue;
  const quiet = p95(await neighbourCalls(Date.now() + SECONDS * 1000));
  const classBefore = await rss();
  let classPeak = classBefore;
  // The measurement starts with the hostile process's first requests and ends before its last.
  const { answers } = await hostileProcess(c.name);
  const until = Date.now() + (SECONDS - 0.5) * 1000;
  const sample = (r: number) => {
    peak = Math.max(peak, r);
    classPeak = Math.max(classPeak, r);
  };
  const sampler = setInterval(() => void rss().then(sample), 250);
  const during = await neighbourCalls(until);
  clearInterval(sampler);
  const hostileAnswers = await answers;
  sample(await rss());
  rows.push({ name: c.name, quiet, during: p95(during), hostile: hostileAnswers, memory: peak, grew: classPeak - classBefore });
  console.log(`${c.name.padEnd(34)} quiet p95 ${quiet.toFixed(1).padStart(6)} ms   during p95 ${p95(during).toFixed(1).padStart(6)} ms   (${(p95(during) / quiet).toFixed(2)}×)   memory +${((classPeak - classBefore) / 1_048_576).toFixed(0)} MB   hostile: ${hostileAnswers}`);
}
const mb = (n: number) => `${(n / 1_048_576).toFixed(0)} MB`;
console.log(`\n${HOSTILE} hostile connections (client at nice ${HOSTILE_NICE}), ${NEIGHBOUR} neighbour connections, ${SECONDS} s per phase, ${ARTICLES} articles, ${CUSTOMER_ORDERS} orders of the hostile customer`);
console.log(`server memory (RSS): ${mb(rssBefore)} before, peak ${mb(Math.max(...rows.map((r) => r.memory), rssBefore))} during (+${mb(Math.max(...rows.map((r) => r.memory), rssBefore) - rssBefore)})`);
let failed = false;
for (const r of rows) {
  const ok = r.during <= 2 * r.quiet && r.during <= TARGET_MS;
  if (!ok) failed = true;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${r.name}: during ${r.during.toFixed(1)} ms ${ok ? '≤' : '>'} min(2 × ${r.quiet.toFixed(1)}, ${TARGET_MS}) ms`);
}
server!.disconnect();
process.exitCode = failed ? 1 : 0;
