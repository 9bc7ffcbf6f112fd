// The Azure Search REST protocol as a caller sees it: paths, api-version, api-key, response
// shapes and error bodies.
import type { FastifyInstance } from 'fastify';
import { API, articles, buildSearchApp, request, search } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSearchApp();
});
afterAll(() => app.close());

describe('search endpoint', () => {
  it('answers value with @search.score and every retrievable field', async () => {
    const { status, body } = await search(app, { search: 'eurosmart' });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['value']);
    expect(body.value).toHaveLength(1);
    const hit = body.value[0];
    expect(typeof hit['@search.score']).toBe('number');
    expect(hit).toMatchObject({ CodeName: '100001', Code: '100001', ProductBrand: 'Grohe', GrossPricePerOrderUnit: 129.95 });
    expect(hit.CombinedParentKeys).toEqual(['sanitair', 'sanitair/kranen', 'sanitair/kranen/wastafelkranen']);
  });

  it('adds @odata.count only when count is true, and @search.facets only when facets are asked', async () => {
    const withCount = await search(app, { search: '*', count: true, top: 1 });
    expect(withCount.body['@odata.count']).toBe(articles.length);
    const without = await search(app, { search: '*', top: 1 });
    expect(without.body['@odata.count']).toBeUndefined();
    expect(without.body['@search.facets']).toBeUndefined();
    const faceted = await search(app, { top: 0, facets: ['ProductBrand'] });
    expect(faceted.body['@search.facets'].ProductBrand).toBeDefined();
    expect(faceted.body.value).toEqual([]);
  });

  it('reports coverage when minimumCoverage is set', async () => {
    const { body } = await search(app, { search: '*', top: 1, minimumCoverage: 80 });
    expect(body['@search.coverage']).toBe(100);
  });

  it('accepts the SDK alias paths and newer api-versions', async () => {
    const res = await request(app, {
      method: 'POST',
      url: "/search/indexes('articles')/docs/search.post.search?api-version=2025-09-01",
      payload: { search: 'talis', select: 'Code' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual([{ '@search.score': expect.any(Number), Code: '100003' }]);
    const ac = await request(app, {
      method: 'POST',
      url: "/search/indexes('articles')/docs/search.post.autocomplete?api-version=2024-07-01",
      payload: { search: 'talis', suggesterName: 'default' },
    });
    expect(ac.statusCode).toBe(200);
    expect(ac.json().value[0].text).toBe('talis');
  });

  it('answers the GET form of a search with query-string parameters', async () => {
    const res = await request(app, { method: 'GET', url: `/search/indexes/articles/docs?${API}&search=grohe&$select=Code&$orderby=Code%20desc&$count=true` });
    expect(res.statusCode).toBe(200);
    // 'grohe' is also found inside 'Hansgrohe' (the index matches words inside words).
    expect(res.json()).toMatchObject({ '@odata.count': 4, value: [{ Code: '100009' }, { Code: '100003' }, { Code: '100002' }, { Code: '100001' }] });
  });

  it('pages a request without top by 50 and tells the next page', async () => {
    const many = await buildSearchApp({
      documents: Array.from({ length: 60 }, (_, i) => ({ ...articles[0]!, CodeName: `k${i}`, Code: `k${i}` })),
    });
    const { body } = await search(many, { search: '*', select: 'Code' });
    expect(body.value).toHaveLength(50);
    expect(body['@search.nextPageParameters']).toMatchObject({ search: '*', skip: 50 });
    const next = await search(many, body['@search.nextPageParameters']);
    expect(next.body.value).toHaveLength(10);
    expect(next.body['@search.nextPageParameters']).toBeUndefined();
    await many.close();
  });
});

describe('index and documents', () => {
  it('serves the index definition with the article fields and CodeName as key', async () => {
    const res = await request(app, { method: 'GET', url: `/search/indexes/articles?${API}` });
    expect(res.statusCode).toBe(200);
    const def = res.json();
    expect(def.name).toBe('articles');
    const key = def.fields.find((f: { key: boolean }) => f.key);
    expect(key.name).toBe('CodeName');
    const names = def.fields.map((f: { name: string }) => f.name);
    for (const name of ['Code', 'Omschrijving', 'ProductDescription', 'ProductBrand', 'ProductSeries', 'ProductType', 'ProductClassName', 'ProductCode', 'Image', 'GrossPricePerOrderUnit', 'OrderUnit', 'UDF_vrdsoort', 'StepQuantity', 'MinOrderQuantity', 'CombinedParentKeys', 'ConditionGroupCode']) {
      expect(names).toContain(name);
    }
    expect(def.scoringProfiles.map((p: { name: string }) => p.name)).toContain('ArticleSearch');
    expect(def.suggesters[0].name).toBe('default');
  });

  it('counts and looks up documents', async () => {
    const count = await request(app, { method: 'GET', url: `/search/indexes/articles/docs/$count?${API}` });
    expect(count.body).toBe(String(articles.length));
    const doc = await request(app, { method: 'GET', url: `/search/indexes/articles/docs/100006?${API}` });
    expect(doc.json().ProductSeries).toBe('Sigma');
    const alias = await request(app, { method: 'GET', url: `/search/indexes('articles')/docs('100006')?${API}` });
    expect(alias.json().Code).toBe('100006');
    const missing = await request(app, { method: 'GET', url: `/search/indexes/articles/docs/nope?${API}` });
    expect(missing.statusCode).toBe(404);
  });

  it('updates the index through the searchIndex decorator', async () => {
    const own = await buildSearchApp();
    own.searchIndex.upsert([{ ...articles[0]!, CodeName: '200001', Code: '200001', Omschrijving: 'Quooker Flex kokendwaterkraan' }]);
    expect((await search(own, { search: 'quooker', select: 'Code' })).body.value).toEqual([{ '@search.score': expect.any(Number), Code: '200001' }]);
    own.searchIndex.upsert([{ ...articles[0]!, CodeName: '200001', Code: '200001', Omschrijving: 'Quooker Fusion kokendwaterkraan' }]);
    expect((await search(own, { search: 'flex' })).body.value).toEqual([]);
    own.searchIndex.remove(['200001']);
    expect((await search(own, { search: 'quooker' })).body.value).toEqual([]);
    await own.close();
  });
});

describe('errors', () => {
  it('is a 404 with Azure’s error body for an unknown index', async () => {
    const res = await request(app, { method: 'POST', url: `/search/indexes/nope/docs/search?${API}`, payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: '', message: expect.stringContaining("'nope'") } });
  });

  it('is a 400 without or with a too old api-version', async () => {
    for (const q of ['', '?api-version=2016-09-01', '?api-version=latest']) {
      const res = await request(app, { method: 'POST', url: `/search/indexes/articles/docs/search${q}`, payload: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/api-version/);
    }
  });

  it('is a 403 for a wrong or missing api-key when keys are configured, by header or query', async () => {
    const keyed = await buildSearchApp({ queryKeys: ['sleutel'] });
    const url = `/search/indexes/articles/docs/search?${API}`;
    expect((await request(keyed, { method: 'POST', url, payload: {} })).statusCode).toBe(403);
    expect((await request(keyed, { method: 'POST', url, headers: { 'api-key': 'fout' }, payload: {} })).statusCode).toBe(403);
    expect((await request(keyed, { method: 'POST', url, headers: { 'api-key': 'sleutel' }, payload: {} })).statusCode).toBe(200);
    expect((await request(keyed, { method: 'POST', url: `${url}&api-key=sleutel`, payload: {} })).statusCode).toBe(200);
    await keyed.close();
  });

  it('accepts any api-key when none is configured', async () => {
    const res = await request(app, { method: 'POST', url: `/search/indexes/articles/docs/search?${API}&api-key=anything`, payload: {} });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['a body that is not an object', [1, 2]],
    ['an unknown searchMode', { searchMode: 'some' }],
    ['an unknown queryType', { queryType: 'semantic' }],
    ['an unknown select field', { select: 'Code,Nope' }],
    ['an unknown searchFields field', { searchFields: 'Nope' }],
    ['a searchFields field that is not searchable', { searchFields: 'Image' }],
    ['orderby on a field that is not sortable', { orderby: 'ProductDescription' }],
    ['orderby with a bad direction', { orderby: 'Code up' }],
    ['orderby with more than 32 clauses', { orderby: Array(33).fill('Code').join(',') }],
    ['a negative top', { top: -1 }],
    ['a fractional top', { top: 1.5 }],
    ['skip above 100000', { skip: 100001 }],
    ['count that is not Boolean', { count: 'yes' }],
    ['facets that are not a list', { facets: 'ProductBrand' }],
    ['a facet on a field that is not facetable', { facets: ['Omschrijving'] }],
    ['a facet with a bad sort', { facets: ['ProductBrand,sort:random'] }],
    ['a facet with a bad count', { facets: ['ProductBrand,count:-1'] }],
    ['an unknown scoring profile', { scoringProfile: 'Other' }],
    ['a highlight field that is not searchable', { highlight: 'Image' }],
    ['a bad full Lucene query', { search: 'grohe AND', queryType: 'full' }],
    ['a leading wildcard', { search: '*kraan', queryType: 'full' }],
    ['a broken regular expression', { search: '/kra(an/', queryType: 'full' }],
    ['search that is not a string', { search: 5 }],
    ['a bad minimumCoverage', { minimumCoverage: 200 }],
    ['brackets nested 10,000 deep in a search', { search: `${'('.repeat(10000)}a${')'.repeat(10000)}`, queryType: 'full' }],
    ['brackets nested 10,000 deep in a filter', { filter: `${'('.repeat(10000)}IsOutlet${')'.repeat(10000)}` }],
    ['a regular expression with an operator the engine does not run', { search: '/~(kraan)/', queryType: 'full' }],
    ['more than 1024 clauses', { search: Array(1100).fill('kraan').join(' ') }],
  ])('is a 400 with Azure’s error body for %s', async (_name, body) => {
    const res = await request(app, { method: 'POST', url: `/search/indexes/articles/docs/search?${API}`, payload: body as object });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: '', message: expect.any(String) } });
  });

  it('is a 400, not a 500, for a body that is not JSON', async () => {
    const res = await request(app, {
      method: 'POST',
      url: `/search/indexes/articles/docs/search?${API}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"search": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('');
  });
});
