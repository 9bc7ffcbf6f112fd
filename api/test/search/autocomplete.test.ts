// Autocomplete: completions of the word being typed, from the 'default' suggester's fields.
import type { FastifyInstance } from 'fastify';
import { API, buildSearchApp, request } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSearchApp();
});
afterAll(() => app.close());

async function autocomplete(body: Record<string, unknown>) {
  const res = await request(app, { method: 'POST', url: `/search/indexes/articles/docs/autocomplete?${API}`, payload: body });
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

describe('autocomplete', () => {
  it('completes the last word, with the words before it in queryPlusText', async () => {
    const { status, body } = await autocomplete({ search: 'grohe keuken', suggesterName: 'default' });
    expect(status).toBe(200);
    expect(body.value).toEqual(expect.arrayContaining([
      { text: 'keukenmengkraan', queryPlusText: 'grohe keukenmengkraan' },
      { text: 'keukenkraan', queryPlusText: 'grohe keukenkraan' },
    ]));
  });

  it('puts the most frequent completion first and stops at top (default 5)', async () => {
    const { body } = await autocomplete({ search: 'k', suggesterName: 'default', top: 2 });
    expect(body.value).toHaveLength(2);
    expect(body.value[0].text).toBe('kraan');
  });

  it('twoTerms adds the word that follows', async () => {
    const { body } = await autocomplete({ search: 'knelk', suggesterName: 'default', autocompleteMode: 'twoTerms' });
    expect(body.value[0]).toEqual({ text: 'knelkoppeling recht', queryPlusText: 'knelkoppeling recht' });
  });

  it('oneTermWithContext completes among documents that match the words before', async () => {
    const { body } = await autocomplete({ search: 'hansgrohe k', suggesterName: 'default', autocompleteMode: 'oneTermWithContext' });
    const texts = body.value.map((v: { text: string }) => v.text);
    expect(texts).toContain('keukenkraan');
    expect(texts).not.toContain('knelkoppeling');
  });

  it('respects a filter', async () => {
    const { body } = await autocomplete({ search: 'k', suggesterName: 'default', filter: "ProductBrand eq 'Bonfix'" });
    expect(body.value.map((v: { text: string }) => v.text)).toEqual(['knel', 'knelkoppeling']);
  });

  it('folds diacritics and tolerates a typo with fuzzy', async () => {
    expect((await autocomplete({ search: 'caf', suggesterName: 'default' })).body.value[0].text).toBe('cafe');
    const fuzzy = await autocomplete({ search: 'eurps', suggesterName: 'default', fuzzy: true });
    expect(fuzzy.body.value.map((v: { text: string }) => v.text)).toContain('eurosmart');
  });

  it('marks the completion with highlight tags when asked', async () => {
    const { body } = await autocomplete({ search: 'tal', suggesterName: 'default', highlightPreTag: '<b>', highlightPostTag: '</b>' });
    expect(body.value[0]).toEqual({ text: 'talis', queryPlusText: 'tal<b>is</b>' });
  });

  it.each([
    ['no search', { suggesterName: 'default' }],
    ['an empty search', { search: '', suggesterName: 'default' }],
    ['a search over 100 characters', { search: 'a'.repeat(101), suggesterName: 'default' }],
    ['no suggesterName', { search: 'kr' }],
    ['an unknown suggester', { search: 'kr', suggesterName: 'other' }],
    ['an unknown mode', { search: 'kr', suggesterName: 'default', autocompleteMode: 'threeTerms' }],
    ['top above 100', { search: 'kr', suggesterName: 'default', top: 101 }],
    ['a field outside the suggester', { search: 'kr', suggesterName: 'default', searchFields: 'ProductDescription' }],
    ['a bad filter', { search: 'kr', suggesterName: 'default', filter: 'ProductBrand eq' }],
  ])('is a 400 for %s', async (_name, body) => {
    const { status, body: json } = await autocomplete(body);
    expect(status).toBe(400);
    expect(json.error.code).toBe('');
  });
});
