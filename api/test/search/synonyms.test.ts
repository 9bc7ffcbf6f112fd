// The trade's words: synonym maps in Azure's shape (Solr rules, a map named by the index's text
// fields), kept in the database (the map 'vakwoorden' of migration 050), applied in every query
// mode, and replaced by an administrator through PUT /search/synonymmaps/{name}.
import type { FastifyInstance } from 'fastify';
import { SearchRequestError, type QueryNode } from '../../src/modules/search/query.js';
import { parseQuery } from '../../src/modules/search/query-parser.js';
import { applySynonyms, parseSynonyms } from '../../src/modules/search/synonyms.js';
import { API, articles, buildSearchApp, codeSet, codes, request, searchOnFreshDatabase } from './helpers.js';

describe('the rules of a map (Solr format)', () => {
  it('reads equivalent words, explicit mappings and comments; words are folded and split as the index splits them', () => {
    const table = parseSynonyms('# de vakwoorden\nwc, Toilet, closet\ndouchekop => hoofddouche\n\nCV-ketel, combiketel   # ketels\n');
    expect(table.get('wc')).toEqual(['toilet', 'closet']);
    expect(table.get('toilet')).toEqual(['wc', 'closet']);
    expect(table.get('douchekop')).toEqual(['hoofddouche']);
    expect(table.has('hoofddouche')).toBe(false);
    expect(table.get('cv ketel')).toEqual(['combiketel']);
  });

  it.each([
    ['one word only', 'wc'],
    ['two arrows', 'a => b => c'],
    ['nothing left of the arrow', ' => toilet'],
  ])('refuses a rule with %s, naming its line', (_what, rule) => {
    expect(() => parseSynonyms(`wc, toilet\n${rule}`)).toThrow(SearchRequestError);
    expect(() => parseSynonyms(`wc, toilet\n${rule}`)).toThrow(/rule 2/);
  });
});

describe('a query widened by the rules', () => {
  const table = parseSynonyms('wc, toilet\nthermostaatkraan => thermostatische kraan');
  const widened = (search: string, queryType: 'simple' | 'full' = 'simple') => applySynonyms(parseQuery(search, queryType, 'all'), table);

  it('leaves a query without a rule word as it is (the same object)', () => {
    const query = parseQuery('grohe kraan', 'simple', 'all');
    expect(applySynonyms(query, table)).toBe(query);
  });

  it('adds the alternatives beside a word, a contains pattern and a quoted word; several words as a phrase', () => {
    const alternatives = (node: QueryNode) => (node.kind === 'bool' ? node.clauses.map((c) => ({ occur: c.occur, kind: c.node.kind, text: (c.node as { text?: string }).text })) : []);
    expect(alternatives(widened('wc'))).toEqual([
      { occur: 'should', kind: 'term', text: 'wc' },
      { occur: 'should', kind: 'term', text: 'toilet' },
    ]);
    expect(alternatives(widened('/.*thermostaatkraan.*/', 'full'))).toEqual([
      { occur: 'should', kind: 'term', text: '.*thermostaatkraan.*' },
      { occur: 'should', kind: 'phrase', text: 'thermostatische kraan' },
    ]);
    expect(alternatives(widened('"WC"'))[1]).toEqual({ occur: 'should', kind: 'term', text: 'toilet' });
  });
});

describe('the trade words in the shop (the demo assortment)', () => {
  const server = searchOnFreshDatabase();
  const post = (url: string, payload?: unknown, method: 'GET' | 'POST' = 'POST') => request(server.app, { method, url: `/search${url}?${API}`, payload });
  const put = async (name: string, payload: unknown) => {
    const res = await request(server.app, { method: 'PUT', url: `/search/synonymmaps/${name}?${API}`, payload });
    return { status: res.statusCode, body: res.json() as Record<string, any> };
  };
  const descriptions = async (body: Record<string, unknown>) => {
    const res = await post('/indexes/articles/docs/search', { select: 'Omschrijving', top: 50, ...body });
    expect(res.statusCode).toBe(200);
    return (res.json().value as { Omschrijving: string }[]).map((v) => v.Omschrijving.toLowerCase());
  };

  it("serves the map 'vakwoorden' that the index's text fields name", async () => {
    const def = (await post('/indexes/articles', undefined, 'GET')).json();
    expect(def.fields.find((f: { name: string }) => f.name === 'Omschrijving').synonymMaps).toEqual(['vakwoorden']);
    expect(def.fields.find((f: { name: string }) => f.name === 'Code').synonymMaps).toEqual([]);
    const maps = (await post('/synonymmaps', undefined, 'GET')).json();
    expect(maps.value.map((m: { name: string }) => m.name)).toEqual(['vakwoorden']);
    expect(maps.value[0]).toMatchObject({ format: 'solr', encryptionKey: null });
    expect(maps.value[0].synonyms).toContain('douchekop, hoofddouche');
  });

  it.each([
    ['the contains pattern of one word', { search: '/.*douchekop.*/', queryType: 'full' }],
    ['a simple query', { search: 'douchekop', queryType: 'simple' }],
    ['a simple query, every word required', { search: 'douchekop', searchMode: 'all' }],
    ['a full Lucene query with a field', { search: 'Omschrijving:douchekop', queryType: 'full' }],
  ])("finds the articles of a trade word's synonym in %s", async (_mode, body) => {
    const found = await descriptions(body);
    expect(found.length).toBeGreaterThan(0);
    for (const d of found) expect(d).toContain('hoofddouche');
  });

  it('finds by a one-way rule what the word maps to, and with other words too', async () => {
    const quooker = await descriptions({ search: '/.*quooker.*/', queryType: 'full' });
    expect(quooker.length).toBeGreaterThan(0);
    for (const d of quooker) expect(d).toContain('kokendwaterkraan');
    const wc = await descriptions({ search: 'wc zitting', searchMode: 'all' });
    expect(wc.length).toBeGreaterThan(0);
    for (const d of wc) expect(d).toContain('toiletzitting');
  });

  it('applies a replaced map to the next search, and keeps it in the database', async () => {
    expect(await descriptions({ search: '/.*kraantje.*/', queryType: 'full' })).toEqual([]);
    const before = (await post('/synonymmaps/vakwoorden', undefined, 'GET')).json();
    const replaced = await put('vakwoorden', { name: 'vakwoorden', format: 'solr', synonyms: `${before.synonyms}\nkraantje => kogelkraan` });
    expect(replaced.status).toBe(200);
    expect(replaced.body.synonyms).toMatch(/kraantje => kogelkraan$/);
    const found = await descriptions({ search: '/.*kraantje.*/', queryType: 'full' });
    expect(found.length).toBeGreaterThan(0);
    for (const d of found) expect(d).toContain('kogelkraan');
    const row = await server.db.one<{ synonyms: string }>("SELECT synonyms FROM search_synonym_maps WHERE name = 'vakwoorden'");
    expect(row!.synonyms).toContain('kraantje => kogelkraan');
    // A new map is created (201); the index's fields do not name it, so it changes no search.
    expect((await put('proef', { name: 'proef', synonyms: 'kraantje => wastafel' })).status).toBe(201);
    for (const d of await descriptions({ search: '/.*kraantje.*/', queryType: 'full' })) expect(d).toContain('kogelkraan');
  });

  it.each([
    ['a rule it cannot read', 'vakwoorden', { name: 'vakwoorden', synonyms: 'wc' }, /rule 1/],
    ['another name than the URL', 'vakwoorden', { name: 'anders', synonyms: 'wc, toilet' }, /not the name/],
    ['another format', 'vakwoorden', { name: 'vakwoorden', format: 'wordnet', synonyms: 'wc, toilet' }, /solr/],
    ['a name Azure does not allow', 'Vak_Woorden', { name: 'Vak_Woorden', synonyms: 'wc, toilet' }, /name/],
  ])('refuses %s with a 400 and keeps the map', async (_what, name, body, message) => {
    const res = await put(name, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
    expect((await descriptions({ search: '/.*douchekop.*/', queryType: 'full' })).length).toBeGreaterThan(0);
  });

  it("takes a map another api process changed at the next poll", async () => {
    await server.db.query("UPDATE search_synonym_maps SET synonyms = synonyms || E'\\nbadkuip => badmengkraan', updated_at = now() WHERE name = 'vakwoorden'");
    expect(await descriptions({ search: '/.*badkuip.*/', queryType: 'full' })).toEqual([]);
    await server.app.searchIndex.syncSynonyms();
    const found = await descriptions({ search: '/.*badkuip.*/', queryType: 'full' });
    expect(found.length).toBeGreaterThan(0);
    for (const d of found) expect(d).toContain('badmengkraan');
  });

  it('answers a map it does not have with a 404', async () => {
    expect((await post('/synonymmaps/onbekend', undefined, 'GET')).statusCode).toBe(404);
  });
});

describe('an index without synonym maps', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildSearchApp();
  });
  afterAll(() => app.close());

  it('answers as it always did (no map, no rules)', async () => {
    expect(await codes(app, { search: 'wc' })).toEqual([]);
    expect(await codeSet(app, { search: '/.*toilet.*/', queryType: 'full' })).toEqual(articles.filter((a) => /toilet/i.test(`${a.Omschrijving} ${a.ProductDescription} ${a.ProductType}`)).map((a) => a.Code).sort());
  });
});
