// The result caches change the cost of a query, never its answer: the same documents match with
// and without them, and an update is seen at once. All of them together stay within one byte
// budget, the least recently used entry of any cache leaving first.
import { runSearch } from '../../src/modules/search/azure.js';
import { DEFAULT_CACHE_BYTES, SearchIndex } from '../../src/modules/search/engine.js';
import { generateArticles, seededRandom } from '../../src/modules/search/fixtures/generate-articles.js';
import { CacheBudget, LruCache } from '../../src/modules/search/lru-cache.js';
import { articleIndexDefinition } from '../../src/modules/search/schema.js';

const docs = generateArticles(2000, 11);
const cached = new SearchIndex(articleIndexDefinition());
const uncached = new SearchIndex(articleIndexDefinition());
cached.upsert(docs);
uncached.upsert(docs);
uncached.useResultCaches = false;

const bodies = [
  { search: 'mengkraan' },
  { search: '/.*kraan.*/', queryType: 'full' },
  { search: 'grohe douche', searchMode: 'all' },
  { search: 'therm*', filter: "CombinedParentKeys/any(k: k eq 'sanitair')" },
  { search: 'wastafel -grohe', searchMode: 'all', facets: ['ProductBrand,count:100'] },
  { search: '*', filter: "ProductBrand eq 'Viega'", orderby: 'UDF_vrdsoort asc, Code asc', facets: ['ProductSeries'] },
];

const codesInOrder = (result: Record<string, unknown>) => (result.value as { Code: string }[]).map((v) => v.Code);
const codes = (result: Record<string, unknown>) => (result.value as { Code: string }[]).map((v) => v.Code).sort();

it('answers the same with and without result caches, asked twice', () => {
  for (const body of bodies) {
    const request = { ...body, top: 1000, count: true, select: 'Code' };
    const first = runSearch(cached, request);
    const again = runSearch(cached, request);
    const plain = runSearch(uncached, request);
    expect(codes(again)).toEqual(codes(first));
    expect(codes(plain)).toEqual(codes(first));
    expect(plain['@odata.count']).toBe(first['@odata.count']);
    expect(plain['@search.facets']).toEqual(first['@search.facets']);
  }
});

it('sees an update at once, cached or not', () => {
  const request = { search: 'vlinderkraan', select: 'Code' };
  expect(codes(runSearch(cached, request))).toEqual([]);
  cached.upsert([{ ...docs[0]!, Omschrijving: 'Vlinderkraan' }]);
  expect(codes(runSearch(cached, request))).toEqual([docs[0]!.Code]);
  cached.remove([String(docs[0]!.CodeName)]);
  expect(codes(runSearch(cached, request))).toEqual([]);
});

it('keeps all its caches together within one byte budget, answering as without caches', () => {
  const budget = 400_000;
  const small = new SearchIndex(articleIndexDefinition(), { cacheBytes: budget });
  small.upsert(docs);
  expect(new SearchIndex(articleIndexDefinition()).cacheUsage.maxBytes).toBe(DEFAULT_CACHE_BYTES);
  const rnd = seededRandom(5);
  const words = ['kraan', 'meng', 'therm', 'douche', 'grohe', 'wastafel', 'toilet', 'radiator', 'koppeling', 'sifon', 'zwart', 'chroom'];
  const filters = [undefined, "CombinedParentKeys/any(k: k eq 'sanitair')", "ProductBrand eq 'Grohe'", "search.in(ProductBrand, 'Viega|Geberit', '|')", 'IsOutlet eq true'];
  const orders = [undefined, 'UDF_vrdsoort asc, Code asc', 'Code desc', 'GrossPricePerOrderUnit desc', 'search.score() desc, Code asc'];
  let most = 0;
  for (let i = 0; i < 300; i++) {
    const word = words[Math.floor(rnd() * words.length)]!;
    const body = {
      search: rnd() < 0.5 ? `/.*${word.slice(0, 3 + Math.floor(rnd() * 3))}.*/` : `${word} ${words[Math.floor(rnd() * words.length)]}`,
      queryType: 'full',
      filter: filters[Math.floor(rnd() * filters.length)],
      orderby: orders[Math.floor(rnd() * orders.length)],
      facets: rnd() < 0.5 ? ['ProductBrand,count:100', 'ProductSeries'] : undefined,
      skip: 12 * Math.floor(rnd() * 3),
      top: 12,
      count: true,
      select: 'Code',
    };
    const answer = runSearch(small, body);
    const usage = small.cacheUsage;
    expect(usage.bytes).toBeLessThanOrEqual(budget);
    most = Math.max(most, usage.bytes);
    if (i % 10 === 0) {
      const plain = runSearch(uncached, body);
      expect(answer['@odata.count']).toBe(plain['@odata.count']);
      expect(answer['@search.facets']).toEqual(plain['@search.facets']);
      // Pages in a field order are the same documents (scores differ in the last digits: the
      // uncached pass adds a term's fields in another order).
      if (body.orderby && !body.orderby.startsWith('search.score')) expect(codesInOrder(answer)).toEqual(codesInOrder(plain));
    }
  }
  // The budget is used, not just respected: the caches filled it.
  expect(most).toBeGreaterThan(budget / 2);
  // A change empties them all.
  small.upsert([{ ...docs[1]!, Omschrijving: 'Vlinderkraan' }]);
  runSearch(small, { search: 'vlinderkraan', select: 'Code' });
  expect(small.cacheUsage.bytes).toBeLessThan(budget / 2);
});

it('drops the least recently used entry of all the caches that share a budget', () => {
  const budget = new CacheBudget(1000);
  const a = new LruCache<string, number>(100, Infinity, (bytes) => bytes, budget);
  const b = new LruCache<string, number>(100, Infinity, (bytes) => bytes, budget);
  a.set('a1', 300);
  b.set('b1', 300);
  a.set('a2', 300);
  expect(a.get('a1')).toBe(300); // a1 is now more recent than b1
  b.set('b2', 300); // room for it: b1, the least recently used of both, leaves
  expect(b.has('b1')).toBe(false);
  expect([a.has('a1'), a.has('a2'), b.has('b2')]).toEqual([true, true, true]);
  expect(budget.bytes).toBe(900);
  a.set('a3', 300); // a2 leaves (a1 was used after it)
  expect([a.has('a1'), a.has('a2'), a.has('a3'), b.has('b2')]).toEqual([true, false, true, true]);
  b.set('big', 2000); // larger than the whole budget: not kept, nothing dropped for it
  expect(b.has('big')).toBe(false);
  expect(budget.bytes).toBe(900);
  a.clear();
  expect(budget.bytes).toBe(300);
});
