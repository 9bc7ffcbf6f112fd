// The measurement behind api/docs/search-engine.md: MiniSearch, Orama and FlexSearch against the
// shop's own index (src/modules/search/engine.ts) on the same generated articles, for instant-search and
// results-page shaped queries. Prints build time, heap, time per query and recall of the Dutch
// cases (words inside compounds, diacritics, codes in part, a typo).
//
//   node --expose-gc --import tsx scripts/compare-search-engines.ts [articles]   (in api/)
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { create, insertMultiple, search as oramaSearch, type AnyOrama } from '@orama/orama';
import { Charset, Index as FlexIndex } from 'flexsearch';
import MiniSearch from 'minisearch';
import { SearchIndex } from '../src/modules/search/engine.js';
import { generateArticles } from '../src/modules/search/fixtures/generate-articles.js';
import { parseQuery } from '../src/modules/search/query-parser.js';
import { articleIndexDefinition, type SearchDocument } from '../src/modules/search/schema.js';
import { fold } from '../src/modules/search/text.js';

const COUNT = Number(process.argv[2] ?? 50_000);
const docs = generateArticles(COUNT);
const TEXT_FIELDS = ['Code', 'Omschrijving', 'ProductDescription', 'ProductBrand', 'ProductSeries', 'ProductType', 'ProductClassName', 'ProductCode', 'EAN'];
const FACETS = ['ProductBrand', 'ProductSeries', 'ProductType', 'ProductClassName'];
const CATEGORY = 'sanitair';

const ean = String(docs[1234]!.EAN);
const code = String(docs[4321]!.Code);
/** [label, query, the substring that defines the right answer (null: judged by hand)] */
const queries: [string, string, string | null][] = [
  ['compound: mengkraan', 'mengkraan', 'mengkraan'],
  ['word: kraan', 'kraan', 'kraan'],
  ['prefix: therm', 'therm', 'therm'],
  ['diacritics: cafe', 'cafe', 'cafe'],
  ['code part', code.slice(1, 6), code.slice(1, 6)],
  ['EAN part', ean.slice(2, 10), ean.slice(2, 10)],
  ['typo: thermostaatkaan', 'thermostaatkaan', 'thermostaatkraan'],
];

const haystack = docs.map((d) => fold(TEXT_FIELDS.map((f) => String(d[f] ?? '')).join(' ')));
const compactHaystack = haystack.map((h) => h.replace(/[^a-z0-9 ]/g, ''));
function truth(fragment: string): Set<number> {
  const out = new Set<number>();
  haystack.forEach((h, i) => {
    if (h.includes(fragment) || compactHaystack[i]!.includes(fragment)) out.add(i);
  });
  return out;
}

interface Engine {
  name: string;
  build(): Promise<void> | void;
  /** Document positions (into `docs`) matching the instant-search query, best first. */
  find(query: string, limit: number): Promise<number[]> | number[];
  /** A results page: query, category filter, 4 facets over all matches, top 12. */
  page(query: string): Promise<unknown> | unknown;
}

function countFacets(positions: Iterable<number>): Record<string, Map<unknown, number>> {
  const out: Record<string, Map<unknown, number>> = {};
  for (const f of FACETS) out[f] = new Map();
  for (const p of positions) {
    const d = docs[p]!;
    for (const f of FACETS) out[f]!.set(d[f], (out[f]!.get(d[f]) ?? 0) + 1);
  }
  return out;
}

const inCategory = (d: SearchDocument) => (d.CombinedParentKeys as string[]).includes(CATEGORY);

// ------------------------------------------------------------------------------------ engines

function ownEngine(): Engine {
  const index = new SearchIndex(articleIndexDefinition());
  index.useResultCaches = false;
  const positionOf = new Map(docs.map((d, i) => [d.CodeName as string, i]));
  const filter = { key: 'category', test: inCategory };
  return {
    name: 'own index (trigram term dictionary)',
    build: () => index.upsert(docs),
    find: (q, limit) =>
      index
        .search({ query: parseQuery(q, 'simple', 'any'), skip: 0, top: limit })
        .hits.map((h) => positionOf.get(h.doc.CodeName as string)!),
    page: (q) =>
      index.search({
        query: parseQuery(q, 'simple', 'all'),
        filter,
        skip: 0,
        top: 12,
        facets: FACETS.map((field) => ({ field, count: 0, sort: 'value' as const })),
      }),
  };
}

function miniSearch(suffixes: boolean): Engine {
  // With suffixes, every token is also indexed by each of its suffixes (>= 3 letters), so that a
  // prefix search finds words inside compounds: the usual way to get infix matching from it.
  const indexTerm = (term: string) => {
    const folded = fold(term);
    if (!suffixes) return folded;
    const out = [folded];
    for (let i = 1; i + 3 <= folded.length; i++) out.push(folded.slice(i));
    return out;
  };
  const ms = new MiniSearch<SearchDocument & { i: number }>({
    idField: 'i',
    fields: TEXT_FIELDS,
    extractField: (d, f) => (f === 'i' ? d.i : String(d[f as keyof typeof d] ?? '')),
    processTerm: indexTerm,
    searchOptions: { processTerm: (t) => fold(t), prefix: true, fuzzy: (t) => (t.length >= 5 ? 1 : 0) },
  });
  return {
    name: suffixes ? 'MiniSearch 7 + suffix terms' : 'MiniSearch 7',
    build: () => ms.addAll(docs.map((d, i) => ({ ...d, i }))),
    find: (q, limit) => ms.search(q).slice(0, limit).map((r) => r.id as number),
    page: (q) => {
      const results = ms.search(q, { combineWith: 'AND', filter: (r) => inCategory(docs[r.id as number]!) });
      return { facets: countFacets(results.map((r) => r.id as number)), top: results.slice(0, 12) };
    },
  };
}

function orama(): Engine {
  let db: AnyOrama;
  return {
    name: 'Orama 3',
    build: async () => {
      db = create({
        schema: {
          i: 'number',
          Code: 'string',
          Omschrijving: 'string',
          ProductDescription: 'string',
          ProductBrand: 'string',
          ProductSeries: 'string',
          ProductType: 'string',
          ProductClassName: 'string',
          ProductCode: 'string',
          EAN: 'string',
          Brand: 'enum',
          Series: 'enum',
          Type: 'enum',
          Class: 'enum',
          CombinedParentKeys: 'enum[]',
        } as const,
      });
      await insertMultiple(
        db,
        docs.map((d, i) => ({
          i,
          ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, String(d[f] ?? '')])),
          Brand: String(d.ProductBrand ?? ''),
          Series: String(d.ProductSeries ?? ''),
          Type: String(d.ProductType ?? ''),
          Class: String(d.ProductClassName ?? ''),
          CombinedParentKeys: d.CombinedParentKeys as string[],
        })),
        5000,
      );
    },
    find: async (q, limit) => {
      const r = await oramaSearch(db, { term: q, limit, tolerance: q.length >= 5 ? 1 : 0 });
      return r.hits.map((h) => (h.document as unknown as { i: number }).i);
    },
    page: (q) =>
      oramaSearch(db, {
        term: q,
        limit: 12,
        where: { CombinedParentKeys: { containsAll: [CATEGORY] } },
        facets: { Brand: {}, Series: {}, Type: {}, Class: {} },
      }),
  };
}

function flexSearch(): Engine {
  // tokenize 'full' indexes every substring of every word: infix matching, at a memory price;
  // the long description is left out to keep the index within reach.
  const index = new FlexIndex({ tokenize: 'full', encoder: Charset.LatinBalance, resolution: 9 });
  const fields = TEXT_FIELDS.filter((f) => f !== 'ProductDescription');
  return {
    name: 'FlexSearch 0.8 (tokenize full)',
    build: () => docs.forEach((d, i) => index.add(i, fields.map((f) => String(d[f] ?? '')).join(' '))),
    find: (q, limit) => index.search(q, { limit, suggest: true }) as number[],
    page: (q) => {
      const ids = (index.search(q, { limit: COUNT }) as number[]).filter((i) => inCategory(docs[i]!));
      return { facets: countFacets(ids), top: ids.slice(0, 12) };
    },
  };
}

// ------------------------------------------------------------------------------------ measure

/** CPU time per call (ms): steadier than wall time on a machine that other work shares. */
async function time(fn: () => unknown, rounds: number): Promise<number> {
  await fn();
  const start = process.cpuUsage();
  for (let i = 0; i < rounds; i++) await fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / rounds;
}

const engines = [ownEngine, () => miniSearch(false), () => miniSearch(true), orama, flexSearch];

/** Measures one engine (in a process of its own, so that heap figures do not mix). */
async function measure(which: number): Promise<string[]> {
  const truths = queries.map(([, , fragment]) => (fragment ? truth(fragment) : undefined));
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const engine = engines[which]!();
  const buildStart = process.cpuUsage();
  await engine.build();
  const buildUsed = process.cpuUsage(buildStart);
  global.gc?.();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  const cells = [engine.name, ((buildUsed.user + buildUsed.system) / 1e6).toFixed(1), heapMb.toFixed(0)];
  let instantTotal = 0;
  const recall: string[] = [];
  for (let q = 0; q < queries.length; q++) {
    const [, query] = queries[q]!;
    instantTotal += await time(() => engine.find(query, 5), 20);
    const found = await engine.find(query, COUNT);
    const expected = truths[q];
    if (expected) recall.push(`${((100 * found.filter((p) => expected.has(p)).length) / Math.max(1, expected.size)).toFixed(0)}%`);
  }
  const pageMs = ((await time(() => engine.page('douche'), 20)) + (await time(() => engine.page('kraan'), 20))) / 2;
  return [...cells, (instantTotal / queries.length).toFixed(2), pageMs.toFixed(2), ...recall];
}

async function main(): Promise<void> {
  const which = process.argv.indexOf('--engine');
  if (which >= 0) {
    process.stdout.write(JSON.stringify(await measure(Number(process.argv[which + 1]))));
    return;
  }
  console.log(`${COUNT} articles, node ${process.version}; CPU time: build in s, queries in ms (mean of 20, uncached; instant = top 5)\n`);
  const header = ['engine', 'build s', 'heap MB', 'instant ms', 'page ms', ...queries.map(([label]) => label)];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (let i = 0; i < engines.length; i++) {
    const out = execFileSync(process.execPath, [...process.execArgv, '--expose-gc', fileURLToPath(import.meta.url), String(COUNT), '--engine', String(i)], {
      encoding: 'utf8',
      maxBuffer: 1e6,
    });
    console.log(`| ${(JSON.parse(out) as string[]).join(' | ')} |`);
  }
  console.log('\nrecall: share of the articles whose text (or code without separators) contains the fragment that the engine finds');
}

await main();
