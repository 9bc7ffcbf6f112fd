// Soak test with faults: simulated customers (each its own company and user) browse, search,
// add to their baskets and place one order each, for minutes, against the real server in its own
// process (PGlite on disk, the built shop). Meanwhile the api is restarted once and one remote's
// static files disappear and come back. Prints errors, p95 per call, lost basket lines and
// duplicate orders (both must be 0), and what the site served while the remote was gone.
//
//   pnpm bench:soak                                  (100 customers, 5 minutes)
//   SOAK_CUSTOMERS=20 SOAK_SECONDS=60 pnpm bench:soak
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../src/config/env.js';
import { DEMO_PASSWORD, demoUsersOf } from '../src/seed/generate.js';

const CUSTOMERS = Number(process.env.SOAK_CUSTOMERS ?? 100);
/** A customer's pause between two actions (ms, at random up to this): people read pages. */
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 1500);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const PORT = Number(process.env.SOAK_PORT ?? 18_090);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = process.env.SOAK_DATA_DIR ?? path.join(env.repoRoot, '.data', `soak-${CUSTOMERS}`);
const SOURCE_DIST = path.join(env.repoRoot, 'dist');
const DIST_DIR = path.join(DATA_DIR, 'dist');
const REMOTE = process.env.SOAK_REMOTE ?? 'content';
const API_DIR = path.join(env.repoRoot, 'api');

// ------------------------------------------------------------------------------ the server

if (!fs.existsSync(path.join(SOURCE_DIST, 'remotes.json'))) {
  console.error('No built shop in dist/: run `node scripts/build.mjs` first.');
  process.exit(1);
}
// Its own copy of the built shop: taking a remote's files away must not disturb anyone else.
fs.rmSync(DIST_DIR, { recursive: true, force: true });
fs.cpSync(SOURCE_DIST, DIST_DIR, { recursive: true });

let server: ChildProcess | null = null;
function startServer(): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      DATA_DIR,
      DIST_DIR,
      DATABASE_URL: '',
      SEED_CUSTOMERS: String(Math.max(CUSTOMERS, 12)),
      LOG_LEVEL: 'warn',
      API_MODULES: 'idp,pim,search,mgmt,erp',
    },
  });
  return waitUntilUp();
}

async function waitUntilUp(): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${ORIGIN}/remotes.json`)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  throw new Error('the server did not come up');
}

function stopServer(): Promise<void> {
  return new Promise((resolve) => {
    if (!server || server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ------------------------------------------------------------------------------ measuring

const times = new Map<string, number[]>();
const errors = new Map<string, number>();
let serverDown = false;
let resetsRetried = 0;
const runStarted = Date.now();

function record(call: string, ms: number) {
  let list = times.get(call);
  if (!list) times.set(call, (list = []));
  list.push(ms);
}
function fail(call: string, why: string) {
  const key = `${call}: ${why} (at ${Math.round((Date.now() - runStarted) / 1000)} s)`;
  errors.set(key, (errors.get(key) ?? 0) + 1);
}

class Refused extends Error {}

/**
 * One call. A connection the server refused (it is restarting) never reached it: that is
 * retried, as a browser's user would. Anything else is the answer.
 */
async function call(name: string, url: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body && !headers['content-type']) headers['content-type'] = 'application/json';
  for (let attempt = 0; ; attempt++) {
    const started = performance.now();
    try {
      const res = await fetch(`${ORIGIN}${url}`, { ...init, headers, redirect: 'manual' });
      // A server that is closing answers 503 without running anything: as good as refused.
      if (res.status === 503 && res.headers.get('retry-after') && attempt < 600) {
        await res.arrayBuffer();
        await sleep(200);
        continue;
      }
      if (!serverDown) record(name, performance.now() - started);
      return res;
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if ((code === 'ECONNREFUSED' || serverDown) && attempt < 600) {
        await sleep(200);
        continue;
      }
      // A reset connection: a GET is safe to send again (browsers do); a POST may have been done.
      if (code === 'ECONNRESET' && (init.method ?? 'GET') === 'GET' && attempt < 5) {
        resetsRetried++;
        await sleep(200);
        continue;
      }
      throw Object.assign(new Refused(String(code ?? error)), { code });
    }
  }
}

// ------------------------------------------------------------------------------ a customer

async function login(userName: string): Promise<string> {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await call('login', url, { ...init, headers: { ...(init.headers as object), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    return res;
  };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${ORIGIN}/auth`;
  const q = new URLSearchParams({ client_id: 'kraanvogel-shop', redirect_uri: redirectUri, response_type: 'code', scope: 'openid profile email roles portal', code_challenge: challenge, code_challenge_method: 'S256', state: 'soak' });
  let res = await go(`/idp/auth?${q}`);
  while (res.status === 303 || res.status === 302) res = await go(new URL(res.headers.get('location')!, ORIGIN).pathname + new URL(res.headers.get('location')!, ORIGIN).search);
  const action = /action="([^"]+)"/.exec(await res.text())![1]!;
  res = await go(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: userName, password: DEMO_PASSWORD }).toString() });
  while (!res.headers.get('location')!.startsWith(redirectUri)) {
    const next = new URL(res.headers.get('location')!, ORIGIN);
    res = await go(next.pathname + next.search);
  }
  const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
  const token = await call('login', '/idp/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'kraanvogel-shop', code_verifier: verifier }).toString(),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}

interface Ledger {
  /** Per item: the amount the server confirmed (200), and what was sent without an answer. */
  confirmed: Map<string, number>;
  unanswered: Map<string, number>;
}

const SEARCH = '/search/indexes/articles/docs/search?api-version=2017-11-11';
const WORDS = ['kraan', 'mengkraan', 'toilet', 'douche', 'radiator', 'knelkoppeling', 'sifon', 'thermostaat', 'grohe', 'wastafel'];

interface Results {
  ledgers: Ledger[];
  baskets: number[];
  /** Per customer index: ERP orders before the run, and whether it placed one. */
  ordersBefore: Map<number, number>;
  ordered: Set<number>;
}

async function erpOrderCount(token: string): Promise<number> {
  const res = await call('order-overview', '/erp/api/app/order/order-overview?MaxResultCount=1', { token });
  return ((await res.json()) as { totalCount: number }).totalCount;
}

async function customer(index: number, deadline: number, items: string[], categories: string[], results: Results) {
  const rnd = () => Math.random();
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)]!;
  const user = demoUsersOf(index).employee;
  let token = await login(user);
  results.ordersBefore.set(index, await erpOrderCount(token));
  const json = async (name: string, url: string, init: RequestInit = {}, okStatus = 200): Promise<unknown> => {
    const res = await call(name, url, { ...init, token });
    if (res.status === 401) {
      // The token outlived the soak? Sign in again.
      token = await login(user);
      return json(name, url, init, okStatus);
    }
    if (res.status !== okStatus) {
      fail(name, `${res.status} ${(await res.text()).slice(0, 120)}`);
      return null;
    }
    return res.headers.get('content-type')?.includes('json') ? res.json() : res.arrayBuffer();
  };
  const basket = (await json('createBasket', '/mgmt/api/ecommerce/customerbaskets/createBasket', { method: 'POST', body: JSON.stringify({ name: `Soak ${index}` }) })) as { id: number } | null;
  if (!basket) return;
  const ledger: Ledger = { confirmed: new Map(), unanswered: new Map() };
  results.ledgers[index] = ledger;
  results.baskets[index] = basket.id;
  const orderAt = Date.now() + rnd() * (deadline - Date.now()) * 0.8;
  let ordered = false;
  while (Date.now() < deadline) {
    await sleep(rnd() * THINK_MS);
    try {
      const step = rnd();
      if (step < 0.15) await json('navigation', '/pim/api/app/navigation');
      else if (step < 0.3) await json('article list', `/pim/api/app/article?CategoryPath=${pick(categories)}&MaxResultCount=12`);
      else if (step < 0.45) await json('article', `/pim/api/app/article/${pick(items)}`);
      else if (step < 0.6) await json('search', SEARCH, { method: 'POST', body: JSON.stringify({ search: pick(WORDS), top: 12, count: true, facets: ['ProductBrand,count:10000,sort:value'] }) });
      else if (step < 0.7) await json('autocomplete', '/search/indexes/articles/docs/autocomplete?api-version=2017-11-11', { method: 'POST', body: JSON.stringify({ search: pick(WORDS).slice(0, 4), suggesterName: 'default' }) });
      else if (step < 0.92) {
        const itemNo = pick(items);
        ledger.unanswered.set(itemNo, (ledger.unanswered.get(itemNo) ?? 0) + 1);
        const res = await call('addToBasket', '/mgmt/api/ecommerce/customerbaskets/addToBasket', { method: 'POST', token, body: JSON.stringify({ basketId: basket.id, itemNo, amount: 1 }) }).catch((e: Error) => {
          fail('addToBasket', `no answer (${e.message})`);
          return null;
        });
        if (res?.status === 200) {
          ledger.unanswered.set(itemNo, ledger.unanswered.get(itemNo)! - 1);
          ledger.confirmed.set(itemNo, (ledger.confirmed.get(itemNo) ?? 0) + 1);
        } else if (res) {
          ledger.unanswered.set(itemNo, ledger.unanswered.get(itemNo)! - 1);
          fail('addToBasket', `${res.status} ${(await res.text()).slice(0, 120)}`);
        }
      } else await json('basketWithRealtimeData', `/mgmt/api/ecommerce/customerbaskets/basketWithRealtimeData?basketId=${basket.id}`);

      if (!ordered && Date.now() >= orderAt) {
        ordered = true;
        await placeOrder(json, index, items, results, () => token);
      }
    } catch (error) {
      fail('customer', (error as Error).message);
    }
  }
}

/** One order per customer, from a second basket, with one idempotency key: retried until answered. */
async function placeOrder(json: (name: string, url: string, init?: RequestInit, ok?: number) => Promise<unknown>, index: number, items: string[], results: Results, token: () => string) {
  const basket = (await json('createBasket', '/mgmt/api/ecommerce/customerbaskets/createBasket', { method: 'POST', body: JSON.stringify({ name: `Soak order ${index}` }) })) as { id: number } | null;
  if (!basket) return;
  for (const itemNo of items.slice(index % 50, (index % 50) + 3)) {
    await json('addToBasket', '/mgmt/api/ecommerce/customerbaskets/addToBasket', { method: 'POST', body: JSON.stringify({ basketId: basket.id, itemNo, amount: 1 }) });
  }
  const review = (await json('basketWithRealtimeData', `/mgmt/api/ecommerce/customerbaskets/basketWithRealtimeData?basketId=${basket.id}`)) as { revision: string } | null;
  if (!review) return;
  const key = `soak-${index}-${randomBytes(8).toString('hex')}`;
  // Two working days ahead: never today's, whatever the time zone.
  const date = new Date();
  for (let workingDays = 0; workingDays < 2; ) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) workingDays++;
  }
  const body = JSON.stringify({ basketId: basket.id, idempotencyKey: key, basketRevision: review.revision, deliveryMethod: 'afhalen', deliveryDate: date.toISOString().slice(0, 10) });
  results.ordered.add(index);
  // A double click and a retry after a lost answer: the same key must give the same order.
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await call('placeOrder', '/mgmt/api/ecommerce/customerorders', { method: 'POST', token: token(), body }).catch(() => null);
    if (res && res.status !== 200) fail('placeOrder', `${res.status} ${(await res.text()).slice(0, 120)}`);
  }
}

// ------------------------------------------------------------------------------ faults

async function removeRemoteMeanwhile(deadline: number): Promise<string[]> {
  const notes: string[] = [];
  const registry = JSON.parse(fs.readFileSync(path.join(DIST_DIR, 'remotes.json'), 'utf8')) as Record<string, { current: string }>;
  const version = registry[REMOTE]?.current;
  if (!version) return [`no remote '${REMOTE}' in the registry`];
  const folder = path.join(DIST_DIR, `mf-${REMOTE}`, version);
  const hidden = `${folder}.away`;
  const manifest = `/mf-${REMOTE}/${version}/mf-manifest.json`;
  await sleep((deadline - Date.now()) * 0.65);
  fs.renameSync(folder, hidden);
  const away = await Promise.all(['/', '/nieuws', manifest, '/remotes.json'].map(async (u) => `${u} ${(await call('site', u)).status}`));
  notes.push(`remote ${REMOTE} gone: ${away.join(', ')}`);
  await sleep(15_000);
  fs.renameSync(hidden, folder);
  const back = (await call('site', manifest)).status;
  notes.push(`remote ${REMOTE} back: ${manifest} ${back}`);
  return notes;
}

async function restartMeanwhile(deadline: number): Promise<string> {
  await sleep((deadline - Date.now()) * 0.35);
  const started = Date.now();
  serverDown = true;
  await stopServer();
  const stopped = Date.now();
  await startServer();
  serverDown = false;
  return `api restarted: stopping took ${((stopped - started) / 1000).toFixed(1)} s, starting ${((Date.now() - stopped) / 1000).toFixed(1)} s`;
}

// ------------------------------------------------------------------------------ the run

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

console.log(`soak: ${CUSTOMERS} customers (pauses up to ${THINK_MS} ms) for ${SECONDS} s on ${ORIGIN} (data in ${DATA_DIR}; the first run seeds it)…`);
const t0 = Date.now();
await startServer();
console.log(`server up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
try {
  const setupToken = await login(demoUsersOf(0).main);
  const list = (await (await call('setup', '/pim/api/app/article?MaxResultCount=1000&Sorting=itemNo', { token: setupToken })).json()) as { items: { itemNo: string; stepQuantity: number; minOrderQuantity: number }[] };
  const items = list.items.filter((a) => a.stepQuantity === 1 && a.minOrderQuantity === 1).map((a) => a.itemNo);
  const nav = (await (await call('setup', '/pim/api/app/navigation', { token: setupToken })).json()) as { path: string; childNodes: { path: string }[] }[];
  const categories = nav.flatMap((n) => n.childNodes.map((c) => c.path)).filter((p) => /^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/.test(p));

  const deadline = Date.now() + SECONDS * 1000;
  const results: Results = { ledgers: [], baskets: [], ordersBefore: new Map(), ordered: new Set() };
  const faults = Promise.all([restartMeanwhile(deadline), removeRemoteMeanwhile(deadline)]);
  await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => customer(i, deadline, items, categories, results)));
  const notes = await faults;

  // Lost lines: a line the server confirmed must be in the basket, with at least the confirmed
  // amount (and at most that plus the adds that got no answer during the restart).
  let lost = 0;
  let extra = 0;
  let lines = 0;
  let duplicates = 0;
  let missingOrders = 0;
  for (let i = 0; i < CUSTOMERS; i++) {
    if (results.baskets[i] === undefined) continue;
    const token = await login(demoUsersOf(i).employee);
    // Duplicate orders: one checkout (one idempotency key, sent three times) made one order.
    const made = (await erpOrderCount(token)) - (results.ordersBefore.get(i) ?? 0);
    if (made > 1) duplicates += made - 1;
    if (results.ordered.has(i) && made < 1) missingOrders++;
    const basket = (await (await call('verify', `/mgmt/api/ecommerce/customerbaskets/default?basketId=${results.baskets[i]}`, { token })).json()) as { basketItems: { itemNo: string; amount: number }[] };
    const server = new Map(basket.basketItems.map((l) => [l.itemNo, l.amount]));
    for (const [itemNo, amount] of results.ledgers[i]!.confirmed) {
      lines++;
      const has = server.get(itemNo) ?? 0;
      if (has < amount) lost++;
      if (has > amount + Math.max(0, results.ledgers[i]!.unanswered.get(itemNo) ?? 0)) extra++;
    }
  }

  console.log('\ncall                         calls     p50 ms   p95 ms   p99 ms');
  for (const [name, list] of [...times].sort()) {
    console.log(`${name.padEnd(26)} ${String(list.length).padStart(7)} ${percentile(list, 50).toFixed(1).padStart(10)} ${percentile(list, 95).toFixed(1).padStart(8)} ${percentile(list, 99).toFixed(1).padStart(8)}`);
  }
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  console.log(`\nerrors: ${errorCount} (connection resets of GETs sent again: ${resetsRetried})`);
  for (const [what, n] of errors) console.log(`  ${n} × ${what}`);
  console.log(`basket lines checked: ${lines}, lost lines: ${lost}, lines with more than was sent: ${extra}`);
  console.log(`orders placed: ${results.ordered.size} (each sent three times with its key), duplicate orders: ${duplicates}, orders missing: ${missingOrders}`);
  for (const note of notes.flat()) console.log(note);
  process.exitCode = errorCount === 0 && lost === 0 && duplicates === 0 && missingOrders === 0 ? 0 : 1;
} finally {
  await stopServer();
}
