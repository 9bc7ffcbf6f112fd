// Load benchmark of the embedded default (PGlite in this process): navigation, article by id and
// add-to-basket at 100 concurrent connections, and placing orders of 500 lines, with a real
// token from the real provider. Prints p50/p95/p99 latency and requests per second.
//
//   pnpm bench:load                      (50,000 articles; the database is kept in .data/bench-50000)
//   BENCH_ARTICLES=5000 BENCH_SECONDS=5 BENCH_CONNECTIONS=100 pnpm bench:load
//   BENCH_ONLY=order-500 BENCH_ORDERS=100 BENCH_ORDER_CONNECTIONS=4 pnpm bench:load
//   BENCH_ONLY=approve-500 BENCH_ORDERS=100 pnpm bench:load   (the main user approves the employee's 500-line purchase requests)
//   BENCH_ONLY=order-overview,invoice-overview BENCH_CUSTOMER_ORDERS=5000 pnpm bench:load
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench …   (the api on a PostgreSQL server instead of PGlite)
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { env, loadConfig } from '../src/config/env.js';
import { demoUsersOf } from '../src/seed/generate.js';
import { signIn } from './bench-login.js';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const TARGET_ADD_P95_MS = 30;
const ORDER_LINES = 500;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100);
const ORDER_CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 4);
const TARGET_ORDER_P95_MS = 300;
/** Orders the benchmark customer has for the order overview scenarios. */
const CUSTOMER_ORDERS = Number(process.env.BENCH_CUSTOMER_ORDERS ?? 5_000);
const OVERVIEW_CONNECTIONS = Number(process.env.BENCH_OVERVIEW_CONNECTIONS ?? 10);
const TARGET_OVERVIEW_P95_MS = 50;

const dataDir = process.env.BENCH_DATA_DIR ?? path.join(env.repoRoot, '.data', `bench-${ARTICLES}`);
const port = Number(process.env.BENCH_PORT ?? 18_080);
const origin = `http://127.0.0.1:${port}`;
const serverEnv = { ...process.env, PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, SEED_ARTICLES: String(ARTICLES), DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', API_MODULES: 'idp,pim,mgmt,erp', LOG_LEVEL: 'warn' };
const config = loadConfig(serverEnv);

const t0 = Date.now();
console.log(`preparing ${ARTICLES} articles in ${dataDir} (the first run seeds them; later runs reuse the folder)…`);
const server = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-server.ts'), { env: serverEnv, execArgv: ['--import', 'tsx', ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)] });
const driver = await new Promise<string>((resolve, reject) => {
  server.once('message', (m: { driver: string }) => resolve(m.driver));
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
console.log(`server ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (${driver}, pid ${server.pid})`);

const login = (userName: string) => signIn(origin, config.oidc.clientId, userName);

const token = await login(demoUsersOf(0).main);
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const page = (await (await fetch(`${origin}/pim/api/app/article?MaxResultCount=1000&Sorting=itemNo`, { headers: auth })).json()) as {
  items: { itemNo: string; stepQuantity: number; minOrderQuantity: number }[];
};
const items = page.items.filter((a) => a.stepQuantity === 1 && a.minOrderQuantity === 1).map((a) => a.itemNo);
const post = async <T>(p: string, body: unknown) => {
  const res = await fetch(`${origin}${p}`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};
const basket = (await (await fetch(`${origin}/mgmt/api/ecommerce/customerbaskets/createBasket`, { method: 'POST', headers: auth, body: JSON.stringify({ name: `Bench ${new Date().toISOString()}` }) })).json()) as { id: number };
// A realistic basket: adds land on 25 distinct lines.
const basketItems = items.slice(0, 25);

interface Scenario {
  name: string;
  request: (i: number) => { method: 'GET' | 'POST'; path: string; body?: string };
  /** Runs before the scenario (not measured). */
  prepare?: () => Promise<void>;
  connections?: number;
  /** A fixed number of requests instead of SECONDS. */
  amount?: number;
}

/**
 * Orders of 500 lines: one basket of 500 lines, copied into a fresh basket per order before the
 * measurement (placing an order empties its basket). Every copy has the same lines and prices, so
 * they share the reviewed revision.
 */
const orderBaskets: number[] = [];
let orderRevision = '';
async function prepareOrderBaskets() {
  const B = '/mgmt/api/ecommerce/customerbaskets';
  const template = await post<{ id: number }>(`${B}/createBasket`, { name: `Bench 500 regels ${Date.now()}` });
  const all = page.items.map((a) => ({ itemNo: a.itemNo, amount: Math.ceil(a.minOrderQuantity / a.stepQuantity) * a.stepQuantity }));
  if (all.length < ORDER_LINES) throw new Error(`only ${all.length} articles for a ${ORDER_LINES}-line order`);
  for (const line of all.slice(0, ORDER_LINES)) await post(`${B}/addToBasket`, { basketId: template.id, ...line });
  for (let i = 0; i < ORDERS; i++) {
    const basket = await post<{ id: number }>(`${B}/createBasket`, { name: `Bench order ${i}` });
    await post(`${B}/copyBasketContents`, { sourceBasketId: template.id, targetBasketId: basket.id });
    orderBaskets.push(basket.id);
  }
  const reviewed = (await (await fetch(`${origin}${B}/basketWithRealtimeData?basketId=${orderBaskets[0]}`, { headers: auth })).json()) as { revision: string; basketItems: unknown[] };
  if (reviewed.basketItems.length !== ORDER_LINES) throw new Error(`the order basket has ${reviewed.basketItems.length} lines`);
  orderRevision = reviewed.revision;
  await fetch(`${origin}${B}/removeBasket?basketId=${template.id}`, { method: 'POST', headers: { authorization: auth.authorization } });
}
/**
 * Approving purchase requests of 500 lines: the employee's limit is set to € 1 per order, and he
 * sends ORDERS copies of a 500-line basket for approval (on his first cost centre, if any); the main
 * user approves them, each placing its order in the approval's transaction. The limit is taken away
 * again afterwards.
 */
const requestIds: number[] = [];
let requestRevision = '';
let employeeId = '';
async function prepareApprovals() {
  const B = '/mgmt/api/ecommerce/customerbaskets';
  const emp = { authorization: `Bearer ${await login(demoUsersOf(0).employee)}`, 'content-type': 'application/json' };
  const as = async <T>(method: string, p: string, body?: unknown) => {
    const res = await fetch(`${origin}${p}`, { method, headers: emp, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const limits = (await (await fetch(`${origin}/mgmt/api/app/order-limits`, { headers: auth })).json()) as { items: { userId: string; role: string }[] };
  employeeId = limits.items.find((m) => m.role === 'employee')!.userId;
  const setLimit = await fetch(`${origin}/mgmt/api/app/order-limits/${employeeId}`, { method: 'PUT', headers: auth, body: JSON.stringify({ perOrder: 1, perMonth: null, approverIds: [] }) });
  if (!setLimit.ok) throw new Error(`order limit: ${setLimit.status}`);
  const costCentre = (await as<{ items: { id: number }[] }>('GET', '/mgmt/api/app/cost-centres/mine')).items[0];
  const template = await as<{ id: number }>('POST', `${B}/createBasket`, { name: `Bench goedkeuring ${Date.now()}` });
  const all = page.items.map((a) => ({ itemNo: a.itemNo, amount: Math.ceil(a.minOrderQuantity / a.stepQuantity) * a.stepQuantity }));
  for (const line of all.slice(0, ORDER_LINES)) await as('POST', `${B}/addToBasket`, { basketId: template.id, ...line });
  for (let i = 0; i < ORDERS; i++) {
    const b = await as<{ id: number }>('POST', `${B}/createBasket`, { name: `Bench verzoek ${runId} ${i}` });
    await as('POST', `${B}/copyBasketContents`, { sourceBasketId: template.id, targetBasketId: b.id });
    const { revision } = await as<{ revision: string }>('GET', `${B}/basketWithRealtimeData?basketId=${b.id}`);
    requestRevision = revision;
    const request = await as<{ id: number }>('POST', '/mgmt/api/app/purchase-requests', {
      basketId: b.id,
      idempotencyKey: `bench-request-${runId}-${i}`,
      basketRevision: revision,
      deliveryMethod: 'afhalen',
      deliveryDate,
      ...(costCentre ? { costCentreId: costCentre.id } : {}),
    });
    requestIds.push(request.id);
  }
  await fetch(`${origin}${B}/removeBasket?basketId=${template.id}`, { method: 'POST', headers: { authorization: emp.authorization } });
}

const deliveryDate = (() => {
  const d = new Date(Date.now() + 14 * 86_400_000);
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
})();
const runId = randomBytes(6).toString('hex');

const scenarios: Scenario[] = [
  { name: 'navigation', request: () => ({ method: 'GET', path: '/pim/api/app/navigation' }) },
  { name: 'article by id', request: (i) => ({ method: 'GET', path: `/pim/api/app/article/${items[i % items.length]}` }) },
  {
    name: 'add-to-basket',
    request: (i) => ({ method: 'POST', path: '/mgmt/api/ecommerce/customerbaskets/addToBasket', body: JSON.stringify({ basketId: basket.id, itemNo: basketItems[i % basketItems.length], amount: 1 }) }),
  },
  {
    name: 'order-500',
    prepare: prepareOrderBaskets,
    connections: ORDER_CONNECTIONS,
    amount: ORDERS,
    request: (i) => ({
      method: 'POST',
      path: '/mgmt/api/ecommerce/customerorders',
      body: JSON.stringify({
        basketId: orderBaskets[i % orderBaskets.length],
        idempotencyKey: `bench-${runId}-${i}`,
        basketRevision: orderRevision,
        deliveryMethod: 'bezorgen',
        deliveryDate,
        deliveryAddress: { name: 'Bench B.V.', street: 'Industrieweg 1', postalCode: '8011 AB', city: 'Zwolle', country: 'NL' },
      }),
    }),
  },
  {
    name: 'approve-500',
    prepare: prepareApprovals,
    connections: ORDER_CONNECTIONS,
    amount: ORDERS,
    request: (i) => ({ method: 'POST', path: `/mgmt/api/app/purchase-requests/${requestIds[i % requestIds.length]}/approve`, body: JSON.stringify({ basketRevision: requestRevision }) }),
  },
];

/** The customer's history grows to CUSTOMER_ORDERS orders before the overview scenarios. */
async function prepareOrderHistory() {
  const seeded = await new Promise<number>((resolve, reject) => {
    const onMessage = (m: { seededOrders?: number; error?: string }) => {
      if (m.seededOrders === undefined) return;
      server.off('message', onMessage);
      if (m.seededOrders < 0) reject(new Error(m.error));
      else resolve(m.seededOrders);
    };
    server.on('message', onMessage);
    server.send({ seedOrders: { customer: '100001', count: CUSTOMER_ORDERS } });
  });
  const first = (await (await fetch(`${origin}/erp/api/app/order/order-overview?MaxResultCount=1`, { headers: auth })).json()) as { totalCount: number };
  console.log(`order history: ${first.totalCount} orders of customer 100001 (${seeded} asked)`);
}
let historyReady: Promise<void> | null = null;
const orderHistory = () => (historyReady ??= prepareOrderHistory());

// What a customer does in Mijn orders and Mijn facturen: the tabs, a page further, a search by
// article number and by free text, and the invoice list with its totals.
const OVERVIEW_QUERIES = [
  'MaxResultCount=12',
  'MaxResultCount=12&SkipCount=1200&Sorting=totalNet%20desc',
  'MaxResultCount=12&InformationFilter=BackOrder',
  'MaxResultCount=12&InformationFilter=ExpectedToday',
  'MaxResultCount=12&InformationFilter=ReturnOrdersOrComplaints',
  'MaxResultCount=12&Search=Project%2012',
];
scenarios.push(
  {
    name: 'order-overview',
    prepare: orderHistory,
    connections: OVERVIEW_CONNECTIONS,
    request: (i) => ({
      method: 'GET',
      path: `/erp/api/app/order/order-overview?${i % 7 === 6 ? `MaxResultCount=12&ItemNo=${encodeURIComponent(items[(i * 13) % Math.min(items.length, 200)]!)}` : OVERVIEW_QUERIES[i % 7]}`,
    }),
  },
  {
    name: 'invoice-overview',
    prepare: orderHistory,
    connections: OVERVIEW_CONNECTIONS,
    request: (i) => ({
      method: 'POST',
      path: '/erp/api/app/invoice/invoice-overview',
      body: JSON.stringify([{ MaxResultCount: 12 }, { MaxResultCount: 12, InvoiceType: 'Credit' }, { MaxResultCount: 12, IsPaid: false }, { MaxResultCount: 12, SkipCount: 240 }][i % 4]),
    }),
  },
);

type Batches = Record<string, { batches: number; calls: number }>;

function serverCpu(): Promise<NodeJS.CpuUsage & { batches: Batches }> {
  return new Promise((resolve) => {
    const onMessage = (m: { cpu?: NodeJS.CpuUsage; batches?: Batches }) => {
      if (!m.cpu) return;
      server.off('message', onMessage);
      resolve({ ...m.cpu, batches: m.batches ?? {} });
    };
    server.on('message', onMessage);
    server.send('cpu');
  });
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const results: { connections: number; name: string; rps: number; p50: number; p95: number; p99: number; errors: number; total: number; cpuMs: number; perBatch: string }[] = [];
const only = process.env.BENCH_ONLY?.split(',');
for (const s of scenarios.filter((x) => !only || only.includes(x.name))) {
  let n = 0;
  const latencies: number[] = [];
  let errors = 0;
  if (s.prepare) {
    const p0 = Date.now();
    await s.prepare();
    console.log(`${s.name}: prepared in ${((Date.now() - p0) / 1000).toFixed(1)} s`);
  }
  const cpuBefore = await serverCpu();
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: s.connections ?? CONNECTIONS,
        ...(s.amount ? { amount: s.amount } : { duration: SECONDS }),
        headers: auth,
        requests: [{ setupRequest: (req) => ({ ...req, ...s.request(n++) }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 400) errors++;
    });
  });
  const cpuAfter = await serverCpu();
  const cpuMs = (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1000 / Math.max(1, latencies.length);
  const key = s.name === 'add-to-basket' ? 'add-to-basket' : s.name === 'article by id' ? 'article-by-id' : '';
  const b0 = cpuBefore.batches[key];
  const b1 = cpuAfter.batches[key];
  const perBatch = b0 && b1 && b1.batches > b0.batches ? ((b1.calls - b0.calls) / (b1.batches - b0.batches)).toFixed(1) : '-';
  latencies.sort((a, b) => a - b);
  results.push({ connections: s.connections ?? CONNECTIONS, perBatch, name: s.name, rps: r.requests.average, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), errors: errors + r.errors, total: latencies.length, cpuMs });
}

console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per scenario, ${ARTICLES} articles, ${driver} in the server's process, Node ${process.version}\n`);
console.log('scenario          conns   req/s     p50 ms   p95 ms   p99 ms   requests  errors  server CPU ms/req  calls/db batch');
for (const r of results) {
  console.log(
    `${r.name.padEnd(16)} ${String(r.connections).padStart(6)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.total).padStart(10)} ${String(r.errors).padStart(7)} ${r.cpuMs.toFixed(2).padStart(18)} ${r.perBatch.padStart(15)}`,
  );
}
const add = results.find((r) => r.name === 'add-to-basket');
for (const r of results.filter((x) => x.name.endsWith('-overview')))
  console.log(`${r.name} p95 ${r.p95.toFixed(1)} ms at ${r.connections} connections, ${CUSTOMER_ORDERS} orders (target ≤ ${TARGET_OVERVIEW_P95_MS} ms): ${r.p95 <= TARGET_OVERVIEW_P95_MS ? 'met' : 'NOT met'}`);
const order = results.find((r) => r.name === 'order-500');
const [load1] = (await import('node:os')).loadavg();
console.log(`\nmachine load average during the run: ${load1!.toFixed(1)} on ${(await import('node:os')).cpus().length} cores (the figures are only meaningful on an idle machine)`);
if (add) console.log(`\nadd-to-basket p95 ${add.p95.toFixed(1)} ms (target ≤ ${TARGET_ADD_P95_MS} ms): ${add.p95 <= TARGET_ADD_P95_MS ? 'met' : 'NOT met'}`);
const approve = results.find((r) => r.name === 'approve-500');
if (approve) {
  console.log(`approving a ${ORDER_LINES}-line purchase request p95 ${approve.p95.toFixed(1)} ms at ${approve.connections} connections (target ≤ ${TARGET_ORDER_P95_MS} ms): ${approve.p95 <= TARGET_ORDER_P95_MS ? 'met' : 'NOT met'}`);
  await fetch(`${origin}/mgmt/api/app/order-limits/${employeeId}`, { method: 'PUT', headers: auth, body: JSON.stringify({ perOrder: null, perMonth: null, approverIds: [] }) });
}
if (order) {
  console.log(`placing a ${ORDER_LINES}-line order p95 ${order.p95.toFixed(1)} ms at ${order.connections} connections (target ≤ ${TARGET_ORDER_P95_MS} ms): ${order.p95 <= TARGET_ORDER_P95_MS ? 'met' : 'NOT met'}`);
  for (const id of orderBaskets) await fetch(`${origin}/mgmt/api/ecommerce/customerbaskets/removeBasket?basketId=${id}`, { method: 'POST', headers: { authorization: auth.authorization } });
}
await fetch(`${origin}/mgmt/api/ecommerce/customerbaskets/removeBasket?basketId=${basket.id}`, { method: 'POST', headers: { authorization: auth.authorization } });
server.disconnect();
