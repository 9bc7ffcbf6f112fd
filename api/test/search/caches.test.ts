// The result caches change the cost of a query, never its answer: the same documents match with
// and without them, and an update is seen at once.
import { runSearch } from '../../src/search/azure.js';
import { SearchIndex } from '../../src/search/engine.js';
import { generateArticles } from '../../src/search/fixtures/generate-articles.js';
import { articleIndexDefinition } from '../../src/search/schema.js';

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
