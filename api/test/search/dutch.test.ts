// Dutch-aware matching: words inside compounds, diacritics, article codes and EAN numbers typed
// whole or in part, a typo tolerated where the query allows it.
import type { FastifyInstance } from 'fastify';
import { buildSearchApp, codes, codeSet } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSearchApp();
});
afterAll(() => app.close());

const found = (search: string, extra: Record<string, unknown> = {}) => codeSet(app, { search, top: 100, ...extra });

describe('compounds', () => {
  it("'mengkraan' finds 'wastafelmengkraan' and 'keukenmengkraan'", async () => {
    expect(await found('mengkraan')).toEqual(['100001', '100002']);
    expect(await found('/.*mengkraan.*/', { queryType: 'full' })).toEqual(['100001', '100002']);
  });

  it("'kraan' finds every kind of kraan, the plain word first", async () => {
    expect(await found('kraan')).toEqual(['100001', '100002', '100003', '100004', '100009']);
    expect(await found('koppeling')).toEqual(['100007', '100008']);
  });

  it('ranks the compound head above a word that merely starts with the query', async () => {
    const ranked = await codes(app, { search: 'kraan', searchFields: 'ProductType' });
    // wastafelmengkraan/keukenkraan/... all end in kraan; none is the bare word here
    expect(ranked).toHaveLength(5);
  });
});

describe('diacritics and case', () => {
  it("'cafe' finds 'Café' and 'creme' finds 'crème', and the other way round", async () => {
    expect(await found('cafe')).toEqual(['100004']);
    expect(await found('CAFÉ')).toEqual(['100004']);
    expect(await found('creme')).toEqual(['100004']);
    expect(await found('/.*café.*/', { queryType: 'full' })).toEqual(['100004']);
  });

  it('filters stay exact (case and accents count), as in Azure', async () => {
    expect(await found('*', { filter: "ProductSeries eq 'Cafe'" })).toEqual([]);
  });
});

describe('article codes and EAN numbers', () => {
  it('finds an article number typed whole or in part', async () => {
    expect(await found('100007')).toEqual(['100007']);
    expect((await codes(app, { search: '10000' })).length).toBe(9); // not 100010
    expect(await found('/.*0007.*/', { queryType: 'full' })).toEqual(['100007']);
  });

  it('finds an EAN typed whole or in part', async () => {
    expect(await found('8711234567895')).toEqual(['100004']);
    expect(await found('1234567')).toEqual(['100004']);
    expect(await found('/.*2546311.*/', { queryType: 'full' })).toEqual(['100005']);
  });

  it('filters on the EAN field exactly (the barcode scanner\'s code)', async () => {
    expect(await found('*', { filter: "EAN eq '8711234567895'" })).toEqual(['100004']);
    expect(await found('*', { filter: "EAN eq '871123456789'" })).toEqual([]);
  });

  it('finds a manufacturer code with or without its separators, whole or in part', async () => {
    expect(await found('GR-32.926')).toEqual(['100001']);
    expect(await found('gr32926')).toEqual(['100001']);
    expect(await found('32926')).toEqual(['100001']);
    expect(await found('115.882.KJ.1')).toEqual(['100006']);
    expect(await found('115882')).toEqual(['100006']);
    expect(await found('VB-5614')).toEqual(['100005']);
  });

  it('reads a contains pattern around a code with separators as that code', async () => {
    expect(await found('/.*gr-32.926.*/', { queryType: 'full' })).toEqual(['100001']);
    expect(await found('/.*hg-71.*/', { queryType: 'full' })).toEqual(['100003', '100009']);
  });

  it('ranks the typed code first under the ArticleSearch profile', async () => {
    const ranked = await codes(app, { search: '8222', scoringProfile: 'ArticleSearch' });
    expect(ranked[0]).toBe('100008');
  });

  it('does not let a short number match inside every code', async () => {
    expect(await found('22')).toEqual(['100008']);
  });
});

describe('typos', () => {
  it('tolerates one typo in a longer word when nothing matches it exactly', async () => {
    expect(await found('bedieningsplaatt')).toEqual(['100006']);
    expect(await found('knelkopeling')).toEqual(['100007', '100008']);
  });

  it('does not guess for a word that does match', async () => {
    expect(await found('talis')).toEqual(['100003']);
  });

  it('fuzzy ~ in full syntax, at most two edits', async () => {
    expect(await found('hangtoilte~', { queryType: 'full' })).toEqual(['100005']);
    expect(await found('hangtoilte~1', { queryType: 'full' })).toEqual([]);
  });
});
