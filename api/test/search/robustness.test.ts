// Never a 500 for bad input: random queries and filters built from the characters that mean
// something to the parsers are answered with a 200 or a 400, and quickly.
import type { FastifyInstance } from 'fastify';
import { runSearch } from '../../src/modules/search/azure.js';
import { seededRandom } from '../../src/modules/search/fixtures/generate-articles.js';
import { SearchRequestError } from '../../src/modules/search/query.js';
import { API, articles, buildSearchApp, request } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSearchApp();
});
afterAll(() => app.close());

const pieces = [
  'kraan', 'Grohe', 'café', '12345', 'GR-32.926', ' ', ' ', ' ', '(', ')', '"', "'", "''", '+', '-', '|', '||', '&&', '!',
  'AND', 'OR', 'NOT', '*', '?', '~', '~2', '^3', ':', 'ProductBrand:', '/', '/.*', '.*/', '\\', '[', ']', '{', '}',
  'eq', 'ne', 'gt', 'and', 'or', 'not', 'null', 'true', '1.5', '-3', 'search.in(', ',', 'CombinedParentKeys/any(k:', 'k',
  'IsOutlet', 'GrossPricePerOrderUnit', 'Nope', '/all(', 'e+', '😀', '\u0000',
];

function randomText(rnd: () => number): string {
  let out = '';
  const n = 1 + Math.floor(rnd() * 8);
  for (let i = 0; i < n; i++) out += pieces[Math.floor(rnd() * pieces.length)];
  return out;
}

it('answers 500 random search, filter and orderby inputs with 200 or 400, never anything else', () => {
  const rnd = seededRandom(2026);
  // The protocol layer directly (the HTTP layer adds nothing for these): fast enough for 500.
  const index = app.searchIndex.index;
  for (let i = 0; i < 500; i++) {
    const body: Record<string, unknown> = {
      search: randomText(rnd),
      queryType: rnd() < 0.5 ? 'full' : 'simple',
      searchMode: rnd() < 0.5 ? 'all' : 'any',
    };
    if (rnd() < 0.5) body.filter = randomText(rnd);
    if (rnd() < 0.2) body.orderby = randomText(rnd);
    try {
      const started = performance.now();
      runSearch(index, body);
      expect(performance.now() - started).toBeLessThan(500);
    } catch (error) {
      if (!(error instanceof SearchRequestError)) throw new Error(`${JSON.stringify(body)} threw ${String(error)}`);
    }
  }
});

it('answers odd bodies over HTTP with 200 or 400', async () => {
  for (const payload of ['null', '"text"', '[]', '{"search": null}', '{"top": null, "facets": null}', '{"facets": [1]}', '{"select": ""}']) {
    const res = await request(app, { method: 'POST', url: `/search/indexes/articles/docs/search?${API}`, payload });
    expect([200, 400]).toContain(res.statusCode);
  }
  expect(articles.length).toBe(10);
});
