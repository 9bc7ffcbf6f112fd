// Without result caches a query of one term (or `*`) is answered straight from the scoring scratch
// space (SearchIndex.searchOneTerm): no scored set is made, a results page sorted by fields only
// marks the postings and scores its own page. It must answer exactly as the general evaluation:
// the same documents in the same order, the same scores to the last bit, the same count, facets
// and matched terms. The general path is reached with the same term wrapped in a required clause
// (a boolean query of one `must` clause evaluates to that clause's set, unchanged). The same for
// optional words answered from the scratch space (FastPath.searchAny).
import { SearchIndex, type EngineSearchRequest, type EngineSearchResult } from '../../src/modules/search/engine.js';
import { generateArticles } from '../../src/modules/search/fixtures/generate-articles.js';
import { compileFilter } from '../../src/modules/search/odata-filter.js';
import type { FacetRequest, OrderClause, QueryNode } from '../../src/modules/search/query.js';
import { articleIndexDefinition } from '../../src/modules/search/schema.js';

const index = new SearchIndex(articleIndexDefinition());
index.upsert(generateArticles(6000, 5));
index.useResultCaches = false;

const weights = { Code: 6, ProductCode: 5, EAN: 5, Omschrijving: 3, ProductBrand: 2, ProductSeries: 2, ProductType: 2, ProductDescription: 1 };
const term = (text: string, mode: Extract<QueryNode, { kind: 'term' }>['mode'], extra: Partial<Extract<QueryNode, { kind: 'term' }>> = {}): QueryNode => ({
  kind: 'term',
  text,
  mode,
  boost: 1,
  ...extra,
});
const queries: QueryNode[] = [
  term('.*kraan.*', 'regex'),
  term('.*wast.*', 'regex'),
  term('.*1234.*', 'regex'),
  term('.*zzzq.*', 'regex'),
  term('mengkraan', 'analyzed'),
  term('grohe', 'analyzed', { boost: 2.5 }),
  term('cafe', 'analyzed', { field: 'Omschrijving' }),
  term('therm', 'prefix'),
  term('thermostaatkaan', 'fuzzy', { distance: 1 }),
  term('wast?fel*', 'wildcard'),
  term('wc-pot', 'analyzed'),
  { kind: 'all' },
];
const filters = [
  undefined,
  "CombinedParentKeys/any(k: k eq 'sanitair')",
  "ProductBrand eq 'Grohe'",
  "search.in(ProductBrand, 'Viega|Bonfix', '|')",
];
const orders: (OrderClause[] | undefined)[] = [
  undefined,
  [{ desc: true }],
  [{ field: 'UDF_vrdsoort', desc: false }, { field: 'Code', desc: false }],
  [{ field: 'GrossPricePerOrderUnit', desc: true }],
  [{ desc: false }],
  [{ field: 'ProductBrand', desc: false }, { desc: true }],
];
const facets: FacetRequest[] = [
  { field: 'ProductBrand', count: 10000, sort: 'value' },
  { field: 'ProductSeries', count: 5, sort: 'count' },
  { field: 'CombinedParentKeys', count: 0, sort: 'value' },
];

function plain(result: EngineSearchResult) {
  return {
    total: result.total,
    hits: result.hits.map((hit) => [hit.doc.Code, hit.score]),
    facets: result.facets,
    matched: [...result.matchedTerms].sort(),
  };
}

function both(request: EngineSearchRequest) {
  const direct = plain(index.search(request));
  const general = plain(index.search({ ...request, query: { kind: 'bool', boost: 1, clauses: [{ occur: 'must', node: request.query }] } }));
  return { direct, general };
}

it('answers a single term or * exactly as the general evaluation', () => {
  let compared = 0;
  for (const query of queries) {
    for (const filterText of filters) {
      const filter = filterText ? compileFilter(filterText, index.fields) : undefined;
      for (const orderBy of orders) {
        for (const [skip, top] of [[0, 5], [12, 12], [0, 0], [990, 10], [0, 1000], [0, 2000]] as const) {
          const { direct, general } = both({ query, filter, orderBy, skip, top, weights, facets: skip === 12 ? facets : undefined });
          expect(direct).toEqual(general);
          // toEqual treats 0 and -0 alike and compares numbers by value: the scores to the last bit.
          direct.hits.forEach((hit, i) => expect(Object.is(hit[1], general.hits[i]![1])).toBe(true));
          compared++;
        }
      }
    }
  }
  expect(compared).toBe(queries.length * filters.length * orders.length * 6);
});

it('answers optional words (searchMode any, best by score) exactly as the general evaluation', () => {
  const words: QueryNode[][] = [
    [term('mengkraan', 'analyzed'), term('grohe', 'analyzed')],
    [term('grohe', 'analyzed', { boost: 2.5 }), term('wastafel', 'analyzed'), term('chroom', 'analyzed')],
    [term('cafe', 'analyzed', { field: 'Omschrijving' }), term('zzzq', 'analyzed')],
    [term('therm', 'prefix'), term('wc-pot', 'analyzed')],
    [term('kogelkraan', 'analyzed'), term('kogelkraan', 'analyzed')],
  ];
  let compared = 0;
  for (const clauses of words) {
    const query: QueryNode = { kind: 'bool', boost: 1, clauses: clauses.map((node) => ({ occur: 'should', node })) };
    for (const orderBy of [undefined, [{ desc: true }]]) {
      for (const [skip, top] of [[0, 5], [12, 12], [0, 0], [990, 10], [0, 1000], [0, 2000]] as const) {
        const request: EngineSearchRequest = { query, orderBy, skip, top, weights };
        const direct = plain(index.search(request));
        const general = plain(index.search({ ...request, query: { kind: 'bool', boost: 1, clauses: [{ occur: 'must', node: query }] } }));
        expect(direct).toEqual(general);
        direct.hits.forEach((hit, i) => expect(Object.is(hit[1], general.hits[i]![1])).toBe(true));
        compared++;
      }
    }
  }
  expect(compared).toBe(words.length * 2 * 6);
});

it('finds the same documents as before after documents change', () => {
  const copy = new SearchIndex(articleIndexDefinition());
  const docs = generateArticles(3000, 9);
  copy.upsert(docs);
  copy.useResultCaches = false;
  copy.remove(docs.slice(0, 500).map((doc) => String(doc.Code)));
  copy.upsert(docs.slice(1000, 1200).map((doc) => ({ ...doc, Omschrijving: `${String(doc.Omschrijving)} wastafelmengkraan` })));
  for (const query of queries) {
    for (const orderBy of orders.slice(0, 3)) {
      const request: EngineSearchRequest = { query, orderBy, skip: 0, top: 20, weights, facets };
      const direct = plain(copy.search(request));
      const general = plain(copy.search({ ...request, query: { kind: 'bool', boost: 1, clauses: [{ occur: 'must', node: query }] } }));
      expect(direct).toEqual(general);
    }
  }
});

it('leaves the scratch space clean when a request is refused', () => {
  const request: EngineSearchRequest = { query: term('.*kraan.*', 'regex'), skip: 0, top: 5, weights };
  const before = plain(index.search(request));
  // A filter that fails on a document: the scores already accumulated must not leak into the next request.
  const failing = { key: 'failing test filter', test: () => { throw new Error('filter failed'); } };
  expect(() => index.search({ ...request, filter: failing })).toThrow('filter failed');
  expect(plain(index.search(request))).toEqual(before);
});
