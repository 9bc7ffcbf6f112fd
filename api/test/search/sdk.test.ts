// The official Azure Search SDK, pointed at the shop's search service, works for the calls the
// shop makes (it uses the OData alias paths and a newer api-version).
import { AzureKeyCredential, SearchClient } from '@azure/search-documents';
import type { FastifyInstance } from 'fastify';
import { buildSearchApp } from './helpers.js';

interface Article {
  CodeName: string;
  Code: string;
  Omschrijving: string;
  ProductBrand: string | null;
  GrossPricePerOrderUnit: number | null;
  CombinedParentKeys: string[];
}

let app: FastifyInstance;
let client: SearchClient<Article>;

beforeAll(async () => {
  app = await buildSearchApp({ queryKeys: ['query-key'] });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  client = new SearchClient<Article>(`${address}/search`, 'articles', new AzureKeyCredential('query-key'), {
    retryOptions: { maxRetries: 0 },
    // The SDK insists on TLS for key credentials unless told this is a local test server.
    allowInsecureConnection: true,
  });
});
afterAll(() => app.close());

it('searches with count, filter, facets, orderby and select', async () => {
  const response = await client.search('kraan', {
    includeTotalCount: true,
    filter: "CombinedParentKeys/any(k: k eq 'sanitair/kranen')",
    facets: ['ProductBrand,count:10000,sort:value'],
    orderBy: ['UDF_vrdsoort asc', 'Code asc'],
    select: ['Code', 'Omschrijving', 'ProductBrand'],
    top: 3,
    scoringProfile: 'ArticleSearch',
    queryType: 'simple',
  });
  expect(response.count).toBe(5);
  expect(response.facets?.ProductBrand?.map((f) => [f.value, f.count])).toEqual([
    ['Grohe', 2],
    ['Hansgrohe', 2],
    ['Plieger', 1],
  ]);
  const results = [];
  for await (const result of response.results) results.push(result);
  expect(results.map((r) => r.document.Code)).toEqual(['100002', '100003', '100001']);
  expect(typeof results[0]!.score).toBe('number');
});

it('runs a full Lucene contains query and pages through all results', async () => {
  const response = await client.search('/.*mengkraan.*/', { queryType: 'full', select: ['Code'] });
  const codes: string[] = [];
  for await (const result of response.results) codes.push(result.document.Code);
  expect(codes.sort()).toEqual(['100001', '100002']);
});

it('autocompletes', async () => {
  const result = await client.autocomplete('grohe keuken', 'default', { autocompleteMode: 'oneTermWithContext' });
  expect(result.results.map((r) => r.text)).toContain('keukenmengkraan');
  expect(result.results[0]!.queryPlusText.startsWith('grohe ')).toBe(true);
});

it('gets a document by key and counts documents', async () => {
  expect((await client.getDocument('100005')).ProductBrand).toBe('Villeroy & Boch');
  expect(await client.getDocumentsCount()).toBe(10);
});

it('surfaces a bad filter as a 400 RestError', async () => {
  await expect(client.search('*', { filter: "ProductBrand eq 'x" })).rejects.toMatchObject({ statusCode: 400 });
});
