// Search benchmark: generated articles (50,000 unless told) in the search service behind a real
// HTTP server (its own process), hit by autocannon with 50 connections with instant-search and
// results-page shaped requests. Prints the index build time and heap, client-side and server-side
// p50/p95/p99 and req/s, and the same client against an empty Fastify route of the same server
// (the ceiling of the HTTP stack on this machine) with each scenario's throughput as a share of it.
// Targets: p95 <= 15 ms and >= 1,000 req/s on 2 cores; at 500,000 articles server p95 <= 5 ms,
// heap <= 1 GB, index built in <= 60 s.
//
//   pnpm bench:search                      (from the repo root)
//   pnpm bench:search 500000               (the article count as the argument)
//   BENCH_ARTICLES=50000 BENCH_SECONDS=10 BENCH_CONNECTIONS=50 pnpm bench:search
import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { generateArticles, seededRandom } from '../src/modules/search/fixtures/generate-articles.js';
import { searchPlugin } from '../src/modules/search/plugin.js';
import { BENCH_WORDS as words } from '../src/modules/search/fixtures/bench-words.js';

const countArg = process.argv.slice(2).find((a) => /^\d[\d_,.]*$/.test(a));
const ARTICLES = Number((countArg ?? process.env.BENCH_ARTICLES ?? '50000').replace(/[_,.]/g, ''));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const PATH = '/search/indexes/articles/docs/search?api-version=2017-11-11';

type Message = { type: 'ready'; port: number; generateMs: number; buildMs: number; heapMb: number; buffersMb: number; baseHeapMb: number } | { type: 'stats'; times: number[]; cpuMs: number } | { type: 'memory'; heapMb: number; buffersMb: number };

// ------------------------------------------------------------------------------- server process

async function serve(): Promise<void> {
  global.gc?.();
  const baseHeapMb = process.memoryUsage().heapUsed / 1e6;
  const app = Fastify({ logger: false });
  // The ceiling: a route that parses the same JSON body and answers a small constant, through
  // the same server, hooks and client.
  app.post('/empty', async () => ({ value: [] }));
  let started = performance.now();
  let documents: ReturnType<typeof generateArticles> | undefined = generateArticles(ARTICLES);
  const generateMs = performance.now() - started;
  started = performance.now();
  await app.register(searchPlugin, { documents, queryKeys: [] });
  const buildMs = performance.now() - started;
  documents = undefined;
  let times: number[] = [];
  app.addHook('onResponse', async (_request, reply) => {
    times.push(reply.elapsedTime);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The index keeps its postings and token ids in typed arrays, outside the JavaScript heap: they
  // count too. Array buffers are freed a moment after the collection that finds them unused.
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  global.gc?.();
  const memory = process.memoryUsage();
  process.send!({ type: 'ready', port: Number(new URL(address).port), generateMs, buildMs, heapMb: memory.heapUsed / 1e6, buffersMb: memory.arrayBuffers / 1e6, baseHeapMb });
  let cpu = process.cpuUsage();
  process.on('message', (message: { type: string; resultCaches?: boolean }) => {
    if (message.type === 'stats') {
      const used = process.cpuUsage(cpu);
      cpu = process.cpuUsage();
      process.send!({ type: 'stats', times, cpuMs: (used.user + used.system) / 1000 });
      times = [];
    } else if (message.type === 'resultCaches') {
      app.searchIndex.index.useResultCaches = message.resultCaches ?? true;
    } else if (message.type === 'memory') {
      // After the load: with what the caches keep.
      global.gc?.();
      void new Promise((resolve) => setTimeout(resolve, 1000)).then(() => {
        global.gc?.();
        const memory = process.memoryUsage();
        process.send!({ type: 'memory', heapMb: memory.heapUsed / 1e6, buffersMb: memory.arrayBuffers / 1e6 });
      });
    } else if (message.type === 'stop') {
      void app.close().then(() => process.exit(0));
    }
  });
}

// ------------------------------------------------------------------------------------ requests


function instantBodies(rnd: () => number): object[] {
  const out: object[] = [];
  // As typed: every prefix of 3+ letters of each word (the box asks again as the word grows).
  for (const word of words) for (let n = 3; n <= word.length; n++) out.push(instant(word.slice(0, n)));
  // Article numbers and EAN fragments typed in the search box.
  for (let i = 0; i < 60; i++) out.push(instant(String(100000 + Math.floor(rnd() * ARTICLES)).slice(0, 4 + Math.floor(rnd() * 3))));
  for (let i = 0; i < 20; i++) out.push({ ...instant(''), search: `${words[i]} ${words[i + 24]}`, queryType: 'simple' });
  return shuffle(out, rnd);
}

/** What the header's instant search sends: a contains pattern for one word, top 5, no count. */
function instant(word: string): object {
  return {
    search: `/.*${word}.*/`,
    queryType: 'full',
    top: 5,
    select: 'Code,CodeName,Omschrijving,Image,GrossPricePerOrderUnit,OrderUnit',
    scoringProfile: 'ArticleSearch',
  };
}

const categories = [
  'sanitair', 'sanitair/kranen', 'sanitair/kranen/wastafelkranen', 'sanitair/toiletten', 'sanitair/douches',
  'installatie', 'installatie/fittingen', 'verwarming', 'verwarming/radiatoren', 'sanitair/wastafels',
];
const brands = ['Grohe', 'Hansgrohe', 'Geberit', 'Villeroy & Boch', 'Viega', 'Bonfix', 'Radson', 'Plieger'];

/** What /zoeken sends: 12 per page with count, the four facets, a filter, the default sort. */
function pageBodies(rnd: () => number): object[] {
  const out: object[] = [];
  for (let i = 0; i < 200; i++) {
    const filter =
      rnd() < 0.5
        ? `CombinedParentKeys/any(k: k eq '${categories[Math.floor(rnd() * categories.length)]}')`
        : `search.in(ProductBrand, '${brands[Math.floor(rnd() * brands.length)]}', '|')`;
    out.push({
      search: rnd() < 0.15 ? '*' : words[Math.floor(rnd() * words.length)],
      queryType: 'simple',
      searchMode: 'all',
      top: 12,
      skip: 12 * Math.floor(rnd() * 3),
      count: true,
      facets: ['ProductBrand', 'ProductSeries', 'ProductType', 'ProductClassName'].map((f) => `${f},count:10000,sort:value`),
      filter,
      orderby: rnd() < 0.7 ? 'UDF_vrdsoort asc, Code asc' : 'search.score() desc',
      scoringProfile: 'ArticleSearch',
    });
  }
  return shuffle(out, rnd);
}

function shuffle<T>(items: T[], rnd: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Figures {
  name: string;
  requests: number;
  rps: number;
  client: [number, number, number];
  server: [number, number, number];
  /** CPU time the server process spent per answered request (ms): independent of other load. */
  cpuPerRequest: number;
  errors: number;
}

/**
 * Latency at a steady offered load: requests leave on a fixed schedule (open loop, so a slow
 * answer cannot hold back the next request and hide its own delay) over `CONNECTIONS` kept-alive
 * sockets. autocannon's own rate limit sends in bursts, which measures its bursts, not the server.
 */
async function paced(name: string, port: number, bodies: object[], seconds: number, rate: number, stats: () => Promise<{ times: number[]; cpuMs: number }>, path = PATH): Promise<Figures> {
  const payloads = bodies.map((b) => JSON.stringify(b));
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const times: number[] = [];
  let errors = 0;
  let sent = 0;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  await new Promise<void>((resolve) => {
    let done = 0;
    const finish = () => {
      if (++done === total) resolve();
    };
    const send = () => {
      while (sent < total && performance.now() >= started + (sent * 1000) / rate - 0.5) {
        const body = payloads[sent++ % payloads.length]!;
        const t0 = performance.now();
        const req = http.request(
          { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (res) => {
            res.resume();
            res.on('end', () => {
              times.push(performance.now() - t0);
              if (res.statusCode !== 200) errors++;
              finish();
            });
          },
        );
        req.on('error', () => {
          errors++;
          finish();
        });
        req.end(body);
      }
      if (sent < total) setTimeout(send, Math.max(0, started + (sent * 1000) / rate - performance.now()));
    };
    send();
  });
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  const { times: serverTimes, cpuMs } = await stats();
  const server = serverTimes.sort((a, b) => a - b);
  return {
    name,
    requests: times.length,
    rps: times.length / elapsed,
    client: [percentile(times, 50), percentile(times, 95), percentile(times, 99)],
    server: [percentile(server, 50), percentile(server, 95), percentile(server, 99)],
    cpuPerRequest: cpuMs / Math.max(1, server.length),
    errors,
  };
}

/** One autocannon run with `CONNECTIONS` connections, flat out. */
async function run(name: string, port: number, bodies: object[], seconds: number, rate: number, stats: () => Promise<{ times: number[]; cpuMs: number }>, path = PATH): Promise<Figures> {
  const payloads = bodies.map((b) => JSON.stringify(b));
  let next = 0;
  const times: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}${path}`,
        connections: CONNECTIONS,
        duration: seconds,
        ...(rate > 0 ? { overallRate: rate } : {}),
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (req) => ({ ...req, body: payloads[next++ % payloads.length] }) }],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode !== 200) errors++;
    });
  });
  times.sort((a, b) => a - b);
  const { times: serverTimes, cpuMs } = await stats();
  const server = serverTimes.sort((a, b) => a - b);
  return {
    name,
    requests: result.requests.total,
    rps: result.requests.total / seconds,
    client: [percentile(times, 50), percentile(times, 95), percentile(times, 99)],
    server: [percentile(server, 50), percentile(server, 95), percentile(server, 99)],
    cpuPerRequest: cpuMs / Math.max(1, server.length),
    errors: Math.max(errors, result.errors + result.non2xx),
  };
}

async function main(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', String(ARTICLES)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // gc() before the heap is read, so that it counts what the index keeps, not garbage.
    execArgv: [...process.execArgv, '--expose-gc'],
  });
  const waitFor = <T extends Message['type']>(type: T) =>
    new Promise<Extract<Message, { type: T }>>((resolve) => {
      const onMessage = (m: Message) => {
        if (m.type === type) {
          child.off('message', onMessage);
          resolve(m as Extract<Message, { type: T }>);
        }
      };
      child.on('message', onMessage);
    });
  const ready = await waitFor('ready');
  const stats = async () => {
    const reply = waitFor('stats');
    child.send({ type: 'stats' });
    const { times, cpuMs } = await reply;
    return { times, cpuMs };
  };
  console.log(
    `search benchmark: ${ARTICLES.toLocaleString('en')} articles generated in ${(ready.generateMs / 1000).toFixed(1)} s, ` +
      `index built in ${(ready.buildMs / 1000).toFixed(1)} s, heap ${ready.heapMb.toFixed(0)} MB (${(ready.heapMb - ready.baseHeapMb).toFixed(0)} MB more than the empty process) ` +
      `+ array buffers ${ready.buffersMb.toFixed(0)} MB = ${(ready.heapMb + ready.buffersMb).toFixed(0)} MB`,
  );
  const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`${CONNECTIONS} connections, ${SECONDS} s per scenario, node ${process.version}, ${os.cpus().length} cores, load average ${load()}\n`);
  const rnd = seededRandom(7);
  const instantSet = instantBodies(rnd);
  const pageSet = pageBodies(rnd);
  const results: Figures[] = [];
  const mixed = [...instantSet, ...instantSet, ...instantSet, ...instantSet, ...pageSet];
  // The ceiling first: the same client, bodies and connections against the empty route.
  await run('warm-up', ready.port, mixed, 2, 0, stats, '/empty');
  results.push(await run('empty Fastify route (ceiling), max', ready.port, [...mixed], SECONDS, 0, stats, '/empty'));
  results.push(await paced(`empty Fastify route (ceiling), ${RATE}/s`, ready.port, [...mixed], SECONDS, RATE, stats, '/empty'));
  const ceiling = results[0]!.rps;
  for (const resultCaches of [true, false]) {
    child.send({ type: 'resultCaches', resultCaches });
    const label = resultCaches ? '' : ', no result caches';
    // Warm up: JIT, filter sets, sort ranks, facet columns.
    await run('warm-up', ready.port, [...instantSet, ...pageSet], 2, 0, stats);
    for (const [name, set] of [['instant search', instantSet], ['results page', pageSet], ['mixed 4:1', mixed]] as const) {
      // Flat out: the most the server answers; then at the target rate: the latency a user sees.
      results.push(await run(`${name}, max${label}`, ready.port, [...set], SECONDS, 0, stats));
      results.push(await paced(`${name}, ${RATE}/s${label}`, ready.port, [...set], SECONDS, RATE, stats));
    }
  }
  const memoryReply = waitFor('memory');
  child.send({ type: 'memory' });
  const after = await memoryReply;
  console.log(`after the load (the caches full): heap ${after.heapMb.toFixed(0)} MB + array buffers ${after.buffersMb.toFixed(0)} MB = ${(after.heapMb + after.buffersMb).toFixed(0)} MB`);
  child.send({ type: 'stop' });
  console.log(`load average after: ${load()} (above ${os.cpus().length}, other work shares the cores: read cpu/req)\n`);
  const ms = (v: number) => v.toFixed(2).padStart(7);
  console.log('scenario                                 req/s  of ceiling   client p50     p95     p99 | server p50     p95     p99 | cpu/req | errors');
  for (const r of results) {
    const share = r.name.includes('max') ? `${((100 * r.rps) / ceiling).toFixed(0)} %` : '';
    console.log(
      `${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} ${share.padStart(11)}   ${ms(r.client[0])} ${ms(r.client[1])} ${ms(r.client[2])} |    ${ms(r.server[0])} ${ms(r.server[1])} ${ms(r.server[2])} | ${ms(r.cpuPerRequest)} | ${r.errors}`,
    );
  }
  const served = results.filter((r) => !r.name.includes('no result caches') && !r.name.includes('ceiling'));
  const throughputOk = served.filter((r) => r.name.includes('max')).every((r) => r.rps >= 1000 && r.errors === 0);
  const latencyOk = served.filter((r) => !r.name.includes('max')).every((r) => r.client[1] <= 15 && r.errors === 0);
  console.log(
    `\nlatencies in ms. client: autocannon (max rows) or a paced open-loop client (/s rows), on the same 2 cores;` +
      `\nserver: Fastify's elapsed time per request; cpu/req: the server process's CPU time per request (1 / cpu/req = req/s one core can serve).` +
      `\ntargets, as served (result caches on): >= 1,000 req/s flat out: ${throughputOk ? 'met' : 'NOT met'}; ` +
      `p95 <= 15 ms at ${RATE} req/s offered: ${latencyOk ? 'met' : 'NOT met'}`,
  );
  if (ARTICLES >= 500_000) {
    const serverP95 = Math.max(...served.filter((r) => !r.name.includes('max')).map((r) => r.server[1]));
    console.log(
      `at ${ARTICLES.toLocaleString('en')} articles: server p95 <= 5 ms: ${serverP95 <= 5 ? 'met' : 'NOT met'} (${serverP95.toFixed(2)} ms); ` +
        `heap (with array buffers) <= 1 GB after the build and after the load: ${Math.max(ready.heapMb + ready.buffersMb, after.heapMb + after.buffersMb) <= 1000 ? 'met' : 'NOT met'}; ` +
        `index built <= 60 s: ${ready.buildMs <= 60_000 ? 'met' : 'NOT met'}`,
    );
    const uncached = results.filter((r) => r.name.includes('no result caches') && !r.name.includes('max'));
    const uncachedP95 = Math.max(...uncached.map((r) => r.server[1]));
    console.log(
      `without result caches (every request a new query): server p95 <= 5 ms: ${uncachedP95 <= 5 ? 'met' : 'NOT met'} (${uncached.map((r) => `${r.name.replace(', no result caches', '')} ${r.server[1].toFixed(2)}`).join(', ')})`,
    );
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
