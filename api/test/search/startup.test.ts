// The server answers searches at once: the index is built in the background, and until it is
// ready the search API answers the shop's requests from the database, with the same results.
// The build is held after its first batch here, so that "while it builds" is a state the test
// controls, not a race.
import { createTestApp, users, type TestApp } from '../helpers/app.js';
import { SEARCH_BUILDING } from '../../src/app.js';

const API = 'api-version=2017-11-11';
const SEARCH = `/search/indexes/articles/docs/search?${API}`;
const AUTOCOMPLETE = `/search/indexes/articles/docs/autocomplete?${API}`;
/** What the catalog asks for (mf-catalog's ARTICLE_SELECT). */
const ARTICLE_SELECT =
  'CodeName,Code,Omschrijving,ProductDescription,ProductBrand,ProductSeries,ProductType,ProductCode,Image,GrossPricePerOrderUnit,OrderUnit,UDF_vrdsoort,StepQuantity,MinOrderQuantity,CombinedParentKeys,ConditionGroupCode';
const FACETS = ['ProductBrand', 'ProductSeries', 'ProductType', 'ProductClassName'].map((f) => `${f},count:10000,sort:value`);
const BATCH = 50;

let t: TestApp;
const batchesStarted: number[] = [];
let releaseBuild!: () => void;
let heldAtSecondBatch!: Promise<void>;

beforeAll(async () => {
  const release = new Promise<void>((resolve) => (releaseBuild = resolve));
  let held!: () => void;
  heldAtSecondBatch = new Promise<void>((resolve) => (held = resolve));
  t = await createTestApp(
    {},
    {
      searchBuild: {
        batchSize: BATCH,
        beforeBatch: async (batch) => {
          batchesStarted.push(batch);
          if (batch === 1) {
            held();
            await release;
          }
        },
      },
    },
  );
  await heldAtSecondBatch;
});
afterAll(async () => {
  releaseBuild();
  await t.close();
});

type Json = Record<string, any>;

async function post(url: string, body: unknown) {
  const res = await t.call('POST', url, users.main, body);
  return { status: res.statusCode, body: res.json() as Json, headers: res.headers };
}

/** The answer without scores (the database ranks more simply than the engine). */
function withoutScores(body: Json): Json {
  return { ...body, value: (body.value as Json[]).map(({ '@search.score': _score, ...doc }) => doc) };
}

/** The shop's requests over the test assortment, with values read from the database. */
async function shopRequests(): Promise<{ name: string; body: Json; byScore?: boolean }[]> {
  const first = (await t.db.one<{ code: string; product_type: string; product_brand: string; combined_parent_keys: string[]; omschrijving: string }>(
    'SELECT code, product_type, product_brand, combined_parent_keys, omschrijving FROM article_search_documents ORDER BY code OFFSET 7 LIMIT 1',
  ))!;
  const brands = (await t.db.query<{ b: string }>(
    'SELECT product_brand AS b FROM article_search_documents WHERE product_brand IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 2',
  )).map((r) => r.b);
  const word = first.product_type.toLowerCase().match(/[a-z]{5,}/)![0];
  const part = word.slice(1, 5);
  const [w1, w2] = first.omschrijving.split(/\s+/);
  const path = first.combined_parent_keys[1]!;
  const brandWord = brands[0]!.split(/\s+/)[0]!;
  return [
    {
      name: 'a category page: scope, sort, second page, count and the facets',
      body: { search: '*', queryType: 'simple', select: ARTICLE_SELECT, filter: `CombinedParentKeys/any(k: k eq '${path}')`, orderby: 'UDF_vrdsoort asc, Code asc', top: 12, skip: 12, count: true, facets: FACETS, scoringProfile: 'ArticleSearch' },
    },
    {
      name: 'a search for one word (contains) with chosen brands, by price',
      body: { search: `/.*${part}.*/`, queryType: 'full', select: ARTICLE_SELECT, filter: `(ProductBrand eq '${brands[0]}' or ProductBrand eq '${brands[1]}')`, orderby: 'GrossPricePerOrderUnit desc', top: 5, count: true, facets: FACETS, scoringProfile: 'ArticleSearch' },
    },
    {
      name: 'the facet counts of a chosen facet (top 0)',
      body: { search: `/.*${part}.*/`, queryType: 'full', filter: `CombinedParentKeys/any(k: k eq '${first.combined_parent_keys[0]}')`, top: 0, facets: [FACETS[0]], scoringProfile: 'ArticleSearch' },
    },
    {
      name: 'instant search (ranked by score: compared as a set)',
      body: { search: `/.*${part}.*/`, queryType: 'full', select: ARTICLE_SELECT, top: 1000, count: false, scoringProfile: 'ArticleSearch' },
      byScore: true,
    },
    {
      name: 'several words (any) in code order',
      body: { search: `${brandWord} ${word}`, orderby: 'Code asc', count: true },
    },
    {
      name: 'several words (all), a phrase, a negation and a prefix',
      body: { search: `${brandWord} -${word} "${w1} ${w2}" ${w1!.toLowerCase().slice(0, 3)}*`, searchMode: 'all', orderby: 'Code desc', count: true },
    },
    {
      name: 'part of an article code and of an EAN, no top: the next page link',
      body: { search: `${first.code.slice(1, 5)} | ${(await t.db.one<{ ean: string }>('SELECT ean FROM article_search_documents WHERE ean IS NOT NULL LIMIT 1'))!.ean.slice(3, 9)}`, orderby: 'Code asc', count: true },
    },
    {
      name: 'filters of every kind, descending sort with paging, facets of every type',
      body: {
        filter: "GrossPricePerOrderUnit ge 10 and not IsOutlet and search.in(OrderUnit, 'ST,DS,SET') and CombinedParentKeys/all(k: k ne 'outlet') and ProductSeries ne null and StepQuantity le 10",
        orderby: 'Omschrijving desc, Code asc',
        skip: 3,
        top: 10,
        count: true,
        select: 'Code,Omschrijving,GrossPricePerOrderUnit,IsOutlet',
        facets: ['ProductSeries,count:3', 'CombinedParentKeys,count:0', 'IsOutlet', 'GrossPricePerOrderUnit,count:5,sort:-value', 'ConditionGroupCode,sort:-count', 'OrderUnit'],
      },
    },
  ];
}

async function answers(requests: { name: string; body: Json; byScore?: boolean }[]) {
  const out: Record<string, unknown> = {};
  for (const { name, body, byScore } of requests) {
    const res = await post(SEARCH, body);
    expect({ name, status: res.status }).toEqual({ name, status: 200 });
    const answer = withoutScores(res.body);
    if (byScore) answer.value = (answer.value as Json[]).sort((a, b) => (a.Code < b.Code ? -1 : 1));
    out[name] = answer;
  }
  const query = new URLSearchParams({ 'api-version': '2017-11-11', search: 'kraan', $filter: 'GrossPricePerOrderUnit lt 200', $orderby: 'Code asc', $top: '7', $count: 'true' });
  query.append('facet', 'ProductBrand');
  out['GET docs'] = withoutScores((await t.call('GET', `/search/indexes/articles/docs?${query}`, users.main)).json());
  const code = (await t.db.one<{ code: string }>('SELECT code FROM article_search_documents ORDER BY code DESC LIMIT 1'))!.code;
  out['a document by key'] = (await t.call('GET', `/search/indexes/articles/docs/${code}?${API}`, users.main)).json();
  out['a document by key (OData form)'] = (await t.call('GET', `/search/indexes('articles')/docs('${code}')?${API}`, users.main)).json();
  out['the count'] = (await t.call('GET', `/search/indexes/articles/docs/$count?${API}`, users.main)).body;
  const brand = (await t.db.one<{ b: string }>('SELECT product_brand AS b FROM article_search_documents WHERE product_brand IS NOT NULL ORDER BY code LIMIT 1'))!.b;
  for (const body of [
    { search: 'kra', suggesterName: 'default' },
    { search: `${brand.split(' ')[0]} me`, suggesterName: 'default', autocompleteMode: 'oneTermWithContext', top: 10 },
    { search: 'wast', suggesterName: 'default', filter: 'GrossPricePerOrderUnit gt 50', highlightPreTag: '<b>', highlightPostTag: '</b>' },
  ]) {
    const res = await post(AUTOCOMPLETE, body);
    expect(res.status).toBe(200);
    out[`autocomplete ${JSON.stringify(body)}`] = res.body;
  }
  return out;
}

let fromDatabase: Record<string, unknown>;
let changedCode: string;
let withdrawnCode: string;

it('listens and answers the shop’s searches from the database while the index is being built', async () => {
  const search = t.app.searchIndex;
  expect(search.ready).toBe(false);
  expect(search.isBuilding).toBe(true);
  expect(batchesStarted).toEqual([0, 1]);
  // The live index is still empty: whatever is answered comes from the database.
  expect(search.index.size).toBe(0);
  // A poll during the build leaves the half-built index alone.
  expect(await search.syncChanges()).toBe(0);

  const ready = await t.inject({ method: 'GET', url: '/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', search: SEARCH_BUILDING } });

  // Changes while the build is under way: one article of the batch already read gets a new
  // description, another one (also read) is withdrawn.
  const read = await t.db.query<{ code: string }>('SELECT code FROM article_search_documents ORDER BY code LIMIT 2');
  [changedCode, withdrawnCode] = read.map((r) => r.code) as [string, string];
  await t.db.query("UPDATE articles SET description = 'Zeldzame zwaluwstaartkraan', updated_at = now() WHERE item_no = $1", [changedCode]);
  await t.db.query('UPDATE articles SET is_active = false, updated_at = now() WHERE item_no = $1', [withdrawnCode]);
  const found = await post(SEARCH, { search: '/.*zwaluwstaart.*/', queryType: 'full', select: 'Code' });
  expect(found.body.value).toEqual([{ '@search.score': expect.any(Number), Code: changedCode }]);

  fromDatabase = await answers(await shopRequests());
  // The answers are not empty: they prove something.
  const listing = fromDatabase['a category page: scope, sort, second page, count and the facets'] as Json;
  expect(listing['@odata.count']).toBeGreaterThan(12);
  expect(listing.value).toHaveLength(12);
  expect(Object.keys(listing['@search.facets'])).toEqual(['ProductBrand', 'ProductSeries', 'ProductType', 'ProductClassName']);
  expect((fromDatabase['instant search (ranked by score: compared as a set)'] as Json).value.length).toBeGreaterThan(0);
  expect((fromDatabase['several words (any) in code order'] as Json)['@odata.count']).toBeGreaterThan(5);
  expect((fromDatabase['part of an article code and of an EAN, no top: the next page link'] as Json)['@search.nextPageParameters']).toBeDefined();
  expect((fromDatabase['filters of every kind, descending sort with paging, facets of every type'] as Json).value).toHaveLength(10);
  expect((fromDatabase['autocomplete {"search":"kra","suggesterName":"default"}'] as Json).value.length).toBeGreaterThan(0);
  expect(search.ready).toBe(false);
});

it('refuses bad input while building as the index would (400), and what only the index can do with a 503', async () => {
  const badFilter = await post(SEARCH, { search: '*', filter: "ProductBrand eq 'Grohe' and" });
  expect(badFilter.status).toBe(400);
  expect(badFilter.body).toEqual({ error: { code: '', message: expect.stringMatching(/^Invalid expression: Syntax error/) } });

  const unknownField = await post(SEARCH, { search: '*', orderby: 'Prijs desc' });
  expect(unknownField.status).toBe(400);
  expect(unknownField.body.error.message).toMatch(/Could not find a property named 'Prijs'/);

  const badQuery = await post(SEARCH, { search: 'kraan AND', queryType: 'full' });
  expect(badQuery.status).toBe(400);

  const fuzzy = await post(SEARCH, { search: 'kraan~1', queryType: 'full' });
  expect(fuzzy.status).toBe(503);
  expect(fuzzy.headers['retry-after']).toBe('30');
  expect(fuzzy.body.error.message).toMatch(/still being built.*fuzzy terms/);

  const typo = await post(SEARCH, { search: 'grohe qwxzvkraan' });
  expect(typo.status).toBe(503);
  expect(typo.body.error.message).toMatch(/typo-tolerant matching/);

  // Access is checked as always: no token, no search.
  const anonymous = await t.call('POST', SEARCH, null, { search: '*' });
  expect(anonymous.statusCode).toBe(401);
  expect(t.app.searchIndex.ready).toBe(false);
});

it('swaps in the built index with the changes made during the build, and gives the same answers', async () => {
  releaseBuild();
  await t.app.searchIndex.whenReady();
  const search = t.app.searchIndex;
  expect(search.isBuilding).toBe(false);
  const listed = (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM article_search_documents'))!.n;
  expect(search.index.size).toBe(listed);
  expect(Math.max(...batchesStarted)).toBe(Math.floor((listed + 1) / BATCH));

  expect(search.index.get(changedCode)?.Omschrijving).toBe('Zeldzame zwaluwstaartkraan');
  expect(search.index.get(withdrawnCode)).toBeUndefined();

  const ready = await t.inject({ method: 'GET', url: '/ready' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', search: 'ok' } });

  const fromIndex = await answers(await shopRequests());
  for (const name of Object.keys(fromDatabase)) expect({ name, answer: fromIndex[name] }).toEqual({ name, answer: fromDatabase[name] });

  // Fuzzy terms, refused while building, are answered now.
  expect((await post(SEARCH, { search: 'kraan~1', queryType: 'full' })).status).toBe(200);
});
