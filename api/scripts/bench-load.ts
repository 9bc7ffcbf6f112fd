// Load benchmark of the embedded default (PGlite in this process): navigation, article by id and
// add-to-basket at 100 concurrent connections, with a real token from the real provider.
// Prints p50/p95/p99 latency and requests per second.
//
//   pnpm bench:load                      (50,000 articles; the database is kept in .data/bench-50000)
//   BENCH_ARTICLES=5000 BENCH_SECONDS=5 BENCH_CONNECTIONS=100 pnpm bench:load
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { env, loadConfig } from '../src/config/env.js';
import { DEMO_PASSWORD, demoUsersOf } from '../src/seed/generate.js';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const TARGET_ADD_P95_MS = 30;

const dataDir = process.env.BENCH_DATA_DIR ?? path.join(env.repoRoot, '.data', `bench-${ARTICLES}`);
const port = Number(process.env.BENCH_PORT ?? 18_080);
const origin = `http://127.0.0.1:${port}`;
const serverEnv = { ...process.env, PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, SEED_ARTICLES: String(ARTICLES), DATABASE_URL: '', API_MODULES: 'idp,pim,mgmt', LOG_LEVEL: 'warn' };
const config = loadConfig(serverEnv);

const t0 = Date.now();
console.log(`preparing ${ARTICLES} articles in ${dataDir} (the first run seeds them; later runs reuse the folder)…`);
const server = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-server.ts'), { env: serverEnv, execArgv: ['--import', 'tsx', ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)] });
const driver = await new Promise<string>((resolve, reject) => {
  server.once('message', (m: { driver: string }) => resolve(m.driver));
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
console.log(`server ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (${driver}, pid ${server.pid})`);

/** The authorization code + PKCE flow through the login form, like a browser. */
async function login(userName: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
  };
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, origin), { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    keep(res);
    return res;
  };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${origin}/auth`;
  const q = new URLSearchParams({ client_id: config.oidc.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'openid profile email roles portal', code_challenge: challenge, code_challenge_method: 'S256', state: 'bench' });
  let res = await go(`/idp/auth?${q}`);
  while (res.status === 303 || res.status === 302) res = await go(res.headers.get('location')!);
  const action = /action="([^"]+)"/.exec(await res.text())![1]!;
  res = await go(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: userName, password: DEMO_PASSWORD }) });
  while (!res.headers.get('location')!.startsWith(redirectUri)) res = await go(res.headers.get('location')!);
  const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
  const token = await fetch(`${origin}/idp/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: config.oidc.clientId, code_verifier: verifier }),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}

const token = await login(demoUsersOf(0).main);
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const page = (await (await fetch(`${origin}/pim/api/app/article?MaxResultCount=1000&Sorting=itemNo`, { headers: auth })).json()) as {
  items: { itemNo: string; stepQuantity: number; minOrderQuantity: number }[];
};
const items = page.items.filter((a) => a.stepQuantity === 1 && a.minOrderQuantity === 1).map((a) => a.itemNo);
const cart = (await (await fetch(`${origin}/mgmt/api/ecommerce/customerbaskets/createBasket`, { method: 'POST', headers: auth, body: JSON.stringify({ name: `Bench ${new Date().toISOString()}` }) })).json()) as { id: number };
// A realistic cart: adds land on 25 distinct lines.
const cartItems = items.slice(0, 25);

interface Scenario {
  name: string;
  request: (i: number) => { method: 'GET' | 'POST'; path: string; body?: string };
}

const scenarios: Scenario[] = [
  { name: 'navigation', request: () => ({ method: 'GET', path: '/pim/api/app/navigation' }) },
  { name: 'article by id', request: (i) => ({ method: 'GET', path: `/pim/api/app/article/${items[i % items.length]}` }) },
  {
    name: 'add-to-basket',
    request: (i) => ({ method: 'POST', path: '/mgmt/api/ecommerce/customerbaskets/addToBasket', body: JSON.stringify({ basketId: cart.id, itemNo: cartItems[i % cartItems.length], amount: 1 }) }),
  },
];

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

const results: { name: string; rps: number; p50: number; p95: number; p99: number; errors: number; total: number; cpuMs: number; perBatch: string }[] = [];
const only = process.env.BENCH_ONLY?.split(',');
for (const s of scenarios.filter((x) => !only || only.includes(x.name))) {
  let n = 0;
  const latencies: number[] = [];
  let errors = 0;
  const cpuBefore = await serverCpu();
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: origin, connections: CONNECTIONS, duration: SECONDS, headers: auth, requests: [{ setupRequest: (req) => ({ ...req, ...s.request(n++) }) }] },
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
  results.push({ perBatch, name: s.name, rps: r.requests.average, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), errors: errors + r.errors, total: latencies.length, cpuMs });
}

console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per scenario, ${ARTICLES} articles, ${driver} in the server's process, Node ${process.version}\n`);
console.log('scenario          req/s     p50 ms   p95 ms   p99 ms   requests  errors  server CPU ms/req  calls/db batch');
for (const r of results) {
  console.log(
    `${r.name.padEnd(16)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.total).padStart(10)} ${String(r.errors).padStart(7)} ${r.cpuMs.toFixed(2).padStart(18)} ${r.perBatch.padStart(15)}`,
  );
}
const add = results.find((r) => r.name === 'add-to-basket')!;
const [load1] = (await import('node:os')).loadavg();
console.log(`\nmachine load average during the run: ${load1!.toFixed(1)} on ${(await import('node:os')).cpus().length} cores (the figures are only meaningful on an idle machine)`);
console.log(`\nadd-to-basket p95 ${add.p95.toFixed(1)} ms (target ≤ ${TARGET_ADD_P95_MS} ms): ${add.p95 <= TARGET_ADD_P95_MS ? 'met' : 'NOT met'}`);
await fetch(`${origin}/mgmt/api/ecommerce/customerbaskets/removeBasket?basketId=${cart.id}`, { method: 'POST', headers: { authorization: auth.authorization } });
server.disconnect();
