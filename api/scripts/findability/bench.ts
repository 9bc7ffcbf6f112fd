// How well the shop finds what an installer types: the query set of ./queries.json (made from
// the seeded demo catalogue by ./make-queries.ts) sent as the shop sends it (mf-catalog's
// search-query.ts and api/search-articles.ts: one plain word as the contains pattern
// `/.*word.*\/`, more words as a simple query; when that finds two articles or fewer, the
// service's fuzzy autocomplete is asked for the phrase corrected, and the corrected phrase's
// answer is shown when it finds more) to the search engine, in process. Prints recall@5 and the zero-result rate, overall and
// per kind of query; BENCH_VERBOSE=1 lists the queries that missed.
//
//   pnpm bench:findability
//
// recall@5 of a query: of its expected articles, the share among the five the instant search
// shows (the first five by relevance), out of at most five: 1 when all five shown are meant (or
// all meant ones are shown). Zero-result: the results page counts no article at all.
// BENCH_AS_TYPED=1 leaves out the correction (the shop before it), BENCH_NO_SYNONYMS=1 the
// synonym maps of the demo database (migration 050's trade words).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAutocomplete, runSearch } from '../../src/modules/search/azure.js';
import { SearchIndex } from '../../src/modules/search/engine.js';
import { articleIndexDefinition } from '../../src/modules/search/schema.js';
import { parseSynonyms, type SynonymTable } from '../../src/modules/search/synonyms.js';
import { demoCatalogue } from './demo-documents.js';
import type { FindabilityQuery } from './make-queries.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const queries = JSON.parse(readFileSync(path.join(here, 'queries.json'), 'utf8')) as FindabilityQuery[];

// mf-catalog/src/features/search/utils/search-query.ts, toSearchText: the search text of a phrase.
const PLAIN_WORD = /^[\p{L}\p{N}][\p{L}\p{N}\-./]*$/u;
function toSearchText(phrase: string): { search: string; queryType: 'simple' | 'full' } {
  const trimmed = phrase.trim();
  if (!trimmed) return { search: '*', queryType: 'simple' };
  const doubled = trimmed.replace(/\//g, '//');
  if (PLAIN_WORD.test(trimmed)) return { search: `/.*${doubled.toLowerCase()}.*/`, queryType: 'full' };
  return { search: doubled, queryType: 'simple' };
}

interface Found {
  count: number;
  top5: string[];
}

let synonyms: SynonymTable = new Map();

function ask(index: SearchIndex, phrase: string): Found {
  const body = { ...toSearchText(phrase), select: 'Code', top: 5, count: true, scoringProfile: 'ArticleSearch' };
  const answer = runSearch(index, body, { synonyms }) as {
    '@odata.count': number;
    value: { Code: string }[];
  };
  return { count: answer['@odata.count'], top5: answer.value.map((v) => v.Code) };
}

// mf-catalog/src/features/search/utils/search-query.ts: FEW_RESULTS, isCorrectable, buildCorrectionRequest, correctionOf.
const FEW_RESULTS = 2;
const isCorrectable = (phrase: string) => /\p{L}{4,}/u.test(phrase);
function correctionOf(phrase: string, suggestions: { queryPlusText: string }[]): string | undefined {
  const same = (a: string) => a.trim().toLowerCase().replace(/\s+/g, ' ');
  const corrected = suggestions[0]?.queryPlusText;
  return corrected && same(corrected) !== same(phrase) ? corrected.trim() : undefined;
}

/** What the shop shows for a phrase (mf-catalog/src/features/search/api/search-articles.ts, forgiving). */
function shopFinds(index: SearchIndex, phrase: string): Found & { corrected?: string } {
  const found = ask(index, phrase);
  if (process.env.BENCH_AS_TYPED || found.count > FEW_RESULTS || !isCorrectable(phrase)) return found;
  const answer = runAutocomplete(index, { search: phrase.trim().slice(0, 100), suggesterName: 'default', fuzzy: true, top: 1 }) as { value: { queryPlusText: string }[] };
  const corrected = correctionOf(phrase, answer.value);
  if (!corrected) return found;
  const better = ask(index, corrected);
  return better.count > found.count ? { ...better, corrected } : found;
}

const { documents, synonymMaps } = await demoCatalogue();
const definition = articleIndexDefinition();
// The synonym maps the index's fields name, as the api applies them (BENCH_NO_SYNONYMS=1: none).
const named = new Set(definition.fields.flatMap((f) => f.synonymMaps ?? []));
if (!process.env.BENCH_NO_SYNONYMS) synonyms = parseSynonyms(synonymMaps.filter((m) => named.has(m.name)).map((m) => m.synonyms).join('\n'));
const index = new SearchIndex(definition);
index.upsert(documents);
index.compact();

interface Tally {
  n: number;
  recall: number;
  zero: number;
}
const tally = new Map<string, Tally>();
const total: Tally = { n: 0, recall: 0, zero: 0 };
const misses: string[] = [];
const started = performance.now();
for (const q of queries) {
  const found = shopFinds(index, q.query);
  const expected = new Set(q.expected);
  const hits = found.top5.filter((code) => expected.has(code)).length;
  const recall = hits / Math.min(5, expected.size);
  const zero = found.count === 0 ? 1 : 0;
  for (const t of [total, tally.get(q.kind) ?? tally.set(q.kind, { n: 0, recall: 0, zero: 0 }).get(q.kind)!]) {
    t.n++;
    t.recall += recall;
    t.zero += zero;
  }
  const searched = found.corrected ? ` as '${found.corrected}'` : '';
  if (recall < 1) misses.push(`${recall.toFixed(2)}  ${JSON.stringify(q.query)}${searched} (${q.kind}, means ${q.means}): ${found.count} found, top 5 ${found.top5.join(' ')}`);
}
const ms = performance.now() - started;
const line = (name: string, t: Tally) =>
  `${name.padEnd(20)} ${String(t.n).padStart(5)} ${(t.recall / t.n).toFixed(3).padStart(10)} ${((100 * t.zero) / t.n).toFixed(1).padStart(11)} %`;
console.log(`${documents.length} articles (the demo catalogue), ${queries.length} queries, ${ms.toFixed(0)} ms`);
console.log(`${'kind'.padEnd(20)} ${'n'.padStart(5)} ${'recall@5'.padStart(10)} ${'zero-result'.padStart(13)}`);
for (const [kind, t] of [...tally].sort((a, b) => a[0].localeCompare(b[0]))) console.log(line(kind, t));
console.log(line('all', total));
if (process.env.BENCH_VERBOSE) console.log(`\nmissed (recall@5 < 1):\n${misses.join('\n')}`);
