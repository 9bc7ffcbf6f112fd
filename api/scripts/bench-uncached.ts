// In-process check of the engine without result caches: the benchmark's instant-search and
// results-page bodies against one index, CPU time per request (p50/p95/mean) and a digest of
// every answer; times are the process's CPU time, which other work on the machine moves less (to compare answers before and after a change to the engine).
//
//   node --import tsx scripts/bench-uncached.ts [articles] [answers-file]
//   (ROUNDS=n measured rounds, SLOWEST=n prints the slowest bodies, PROFILE=file.cpuprofile)
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { runSearch } from '../src/modules/search/azure.js';
import { SearchIndex } from '../src/modules/search/engine.js';
import { generateArticles, seededRandom } from '../src/modules/search/fixtures/generate-articles.js';
import { articleIndexDefinition } from '../src/modules/search/schema.js';
import { BENCH_WORDS as words } from '../src/modules/search/fixtures/bench-words.js';

const ARTICLES = Number(process.argv[2] ?? 50000);
const OUT = process.argv[3];
const CACHES = process.env.CACHES === '1';

const instant = (word: string) => ({
  search: `/.*${word}.*/`, queryType: 'full', top: 5,
  select: 'Code,CodeName,Omschrijving,Image,GrossPricePerOrderUnit,OrderUnit', scoringProfile: 'ArticleSearch',
});
const categories = [
  'sanitair', 'sanitair/kranen', 'sanitair/kranen/wastafelkranen', 'sanitair/toiletten', 'sanitair/douches',
  'installatie', 'installatie/fittingen', 'verwarming', 'verwarming/radiatoren', 'sanitair/wastafels',
];
const brands = ['Grohe', 'Hansgrohe', 'Geberit', 'Villeroy & Boch', 'Viega', 'Bonfix', 'Radson', 'Plieger'];
const rnd = seededRandom(7);
const instantBodies: object[] = [];
for (const word of words) for (let n = 3; n <= word.length; n++) instantBodies.push(instant(word.slice(0, n)));
for (let i = 0; i < 60; i++) instantBodies.push(instant(String(100000 + Math.floor(rnd() * ARTICLES)).slice(0, 4 + Math.floor(rnd() * 3))));
for (let i = 0; i < 20; i++) instantBodies.push({ ...instant(''), search: `${words[i]} ${words[i + 24]}`, queryType: 'simple' });
for (let i = 0; i < 20; i++) instantBodies.push({ ...instant(''), search: `${words[i]} ${words[i + 24]}`, queryType: 'simple', searchMode: 'all' });
const pageBodies: object[] = [];
for (let i = 0; i < 200; i++) {
  const filter = rnd() < 0.5
    ? `CombinedParentKeys/any(k: k eq '${categories[Math.floor(rnd() * categories.length)]}')`
    : `search.in(ProductBrand, '${brands[Math.floor(rnd() * brands.length)]}', '|')`;
  const r = rnd();
  pageBodies.push({
    search: r < 0.15 ? '*' : r < 0.25 ? `${words[Math.floor(rnd() * words.length)]} ${words[Math.floor(rnd() * words.length)]}` : words[Math.floor(rnd() * words.length)],
    queryType: 'simple', searchMode: 'all', top: 12, skip: 12 * Math.floor(rnd() * 3), count: true,
    facets: ['ProductBrand', 'ProductSeries', 'ProductType', 'ProductClassName'].map((f) => `${f},count:10000,sort:value`),
    filter, orderby: rnd() < 0.7 ? 'UDF_vrdsoort asc, Code asc' : 'search.score() desc', scoringProfile: 'ArticleSearch',
  });
}
// Unfiltered pages and a few other shapes the tests do not cover in bulk.
for (let i = 0; i < 40; i++) {
  pageBodies.push({
    search: words[i], queryType: 'simple', searchMode: i % 2 ? 'any' : 'all', top: 12, skip: 0, count: true,
    facets: ['ProductBrand,count:10000,sort:value'], orderby: i % 3 ? undefined : 'UDF_vrdsoort asc, Code asc', scoringProfile: 'ArticleSearch',
  });
}

const cpuMs = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
const t0 = performance.now();
const documents = generateArticles(ARTICLES);
const index = new SearchIndex(articleIndexDefinition());
index.upsert(documents);
index.compact();
console.log(`built ${ARTICLES} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
index.useResultCaches = CACHES;
const digest: string[] = [];
function run(name: string, bodies: object[], record: boolean): void {
  const times: number[] = [];
  for (const body of bodies) {
    const t = cpuMs();
    let answer: unknown;
    try {
      answer = runSearch(index, body);
    } catch (error) {
      answer = { error: String(error) };
    }
    times.push(cpuMs() - t);
    if (record) digest.push(`${JSON.stringify(body)}\n${JSON.stringify(answer)}`);
  }
  if (process.env.SLOWEST) {
    const slow = bodies.map((b, i) => [times[i]!, b] as const).sort((a, b) => b[0] - a[0]).slice(0, Number(process.env.SLOWEST));
    for (const [t, b] of slow) console.log(`  ${t.toFixed(2)} ms ${JSON.stringify(b).slice(0, 160)}`);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`${name.padEnd(16)} n=${times.length} mean ${mean.toFixed(2)} p50 ${p(0.5)} p95 ${p(0.95)} p99 ${p(0.99)} max ${times[times.length - 1]!.toFixed(2)} ms`);
}
// Warm-up (filter bitmaps, sort ranks, facet columns: kept without result caches too; and the JIT).
run('warm-up instant', instantBodies, true);
run('warm-up pages', pageBodies, true);
// PROFILE=file.cpuprofile: a CPU profile of the measured rounds only (not of the build).
const session = process.env.PROFILE ? new Session() : undefined;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
for (let round = 0; round < Number(process.env.ROUNDS ?? 2); round++) {
  run('instant', instantBodies, false);
  run('results page', pageBodies, false);
}
if (session) writeFileSync(process.env.PROFILE!, JSON.stringify((await session.post('Profiler.stop')).profile));
if (OUT) writeFileSync(OUT, digest.join('\n'));
console.log('answers digest', createHash('sha256').update(digest.join('\n')).digest('hex').slice(0, 16));
