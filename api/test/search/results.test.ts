// What a results page asks for: facets, sorting, paging and count, select, highlighting, scoring.
import type { FastifyInstance } from 'fastify';
import { articles, buildSearchApp, codes, search } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSearchApp();
});
afterAll(() => app.close());

describe('facets', () => {
  it('counts values over the whole match set, by count descending and 10 values by default', async () => {
    const { body } = await search(app, { search: 'kraan', top: 1, facets: ['ProductBrand'] });
    expect(body['@search.facets'].ProductBrand).toEqual([
      { count: 2, value: 'Grohe' },
      { count: 2, value: 'Hansgrohe' },
      { count: 1, value: 'Plieger' },
    ]);
  });

  it('takes count: and sort: count, -count, value, -value', async () => {
    const facet = async (expr: string) => (await search(app, { top: 0, facets: [expr] })).body['@search.facets'];
    expect((await facet('ProductBrand,count:2')).ProductBrand).toEqual([
      { count: 2, value: 'Bonfix' },
      { count: 2, value: 'Grohe' },
    ]);
    expect((await facet('ProductClassName,sort:-count')).ProductClassName.map((v: { value: string }) => v.value)).toEqual([
      'Closet',
      'Closetzitting',
      'Spoelsysteem',
      'Fitting',
      'Sanitaire kraan',
    ]);
    expect((await facet('ProductBrand,count:10000,sort:value')).ProductBrand.map((v: { value: string }) => v.value)).toEqual([
      'Bonfix',
      'Geberit',
      'Grohe',
      'Hansgrohe',
      'Plieger',
      'Sphinx',
      'Villeroy & Boch',
    ]);
    expect((await facet('ProductBrand,sort:-value,count:3')).ProductBrand.map((v: { value: string }) => v.value)).toEqual([
      'Villeroy & Boch',
      'Sphinx',
      'Plieger',
    ]);
  });

  it('facets several fields at once, collections and numbers too, leaving out nulls', async () => {
    const { body } = await search(app, {
      top: 0,
      filter: "CombinedParentKeys/any(k: k eq 'sanitair/toiletten')",
      facets: ['ProductBrand,count:10000,sort:value', 'ProductSeries,count:10000,sort:value', 'ProductType,count:10000,sort:value', 'ProductClassName,count:10000,sort:value', 'CombinedParentKeys', 'GrossPricePerOrderUnit,sort:value', 'IsOutlet'],
    });
    const facets = body['@search.facets'];
    expect(facets.ProductSeries).toEqual([
      { count: 1, value: 'Sigma' },
      { count: 1, value: 'Subway 2.0' },
    ]);
    expect(facets.CombinedParentKeys).toEqual([
      { count: 3, value: 'sanitair' },
      { count: 3, value: 'sanitair/toiletten' },
      { count: 3, value: 'sanitair/toiletten/hangtoiletten' },
    ]);
    expect(facets.GrossPricePerOrderUnit).toEqual([
      { count: 1, value: 89.9 },
      { count: 1, value: 299 },
    ]);
    expect(facets.IsOutlet).toEqual([{ count: 3, value: false }]);
  });
});

describe('orderby', () => {
  it('sorts by several fields, the shop default UDF_vrdsoort asc, Code asc', async () => {
    expect(await codes(app, { orderby: 'UDF_vrdsoort asc, Code asc' })).toEqual([
      '100002', '100003', '100005', '100007', '100010', '100001', '100006', '100008', '100004', '100009',
    ]);
  });

  it('sorts descending, numbers as numbers, nulls first ascending', async () => {
    const asc = await codes(app, { orderby: 'GrossPricePerOrderUnit' });
    expect(asc.slice(0, 3)).toEqual(['100010', '100007', '100008']);
    const desc = await codes(app, { orderby: 'GrossPricePerOrderUnit desc' });
    expect(desc.slice(0, 2)).toEqual(['100002', '100005']);
    expect(desc[desc.length - 1]).toBe('100010');
  });

  it('sorts by search.score() and by a field after it', async () => {
    const bySore = await search(app, { search: 'wastafelmengkraan keukenmengkraan chroom', orderby: 'search.score() desc' });
    const scores = bySore.body.value.map((v: { '@search.score': number }) => v['@search.score']);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const tie = await codes(app, { search: '*', orderby: 'search.score() desc, Code desc', top: 3 });
    expect(tie).toEqual(['100010', '100009', '100008']);
  });
});

describe('paging and count', () => {
  it('top and skip walk the same order, count stays the total', async () => {
    const all = await codes(app, { orderby: 'Code', top: 100 });
    const pages: string[] = [];
    for (let skip = 0; skip < 10; skip += 3) {
      const { body } = await search(app, { orderby: 'Code', top: 3, skip, count: true, select: 'Code' });
      expect(body['@odata.count']).toBe(10);
      pages.push(...body.value.map((v: { Code: string }) => v.Code));
    }
    expect(pages).toEqual(all);
    expect((await search(app, { top: 3, skip: 50, count: true })).body).toEqual({ '@odata.count': 10, value: [] });
  });
});

describe('select and highlight', () => {
  it('returns only the selected fields, null when a document lacks a value', async () => {
    const { body } = await search(app, { search: 'softclose', select: 'Code, ProductSeries, Image' });
    expect(body.value).toEqual([{ '@search.score': expect.any(Number), Code: '100010', ProductSeries: null, Image: null }]);
  });

  it('select=* returns every field', async () => {
    const { body } = await search(app, { search: 'softclose', select: '*' });
    expect(Object.keys(body.value[0])).toContain('CombinedParentKeys');
  });

  it('highlights the matched words with the default or given tags', async () => {
    const { body } = await search(app, { search: 'mengkraan', highlight: 'Omschrijving,ProductDescription', select: 'Code' });
    const grohe = body.value.find((v: { Code: string }) => v.Code === '100001');
    expect(grohe['@search.highlights']).toEqual({
      Omschrijving: ['Grohe Eurosmart <em>wastafelmengkraan</em> chroom'],
      ProductDescription: ['<em>Wastafelmengkraan</em> met waterbesparende perlator.'],
    });
    const tagged = await search(app, { search: 'café', highlight: 'ProductSeries', highlightPreTag: '<b>', highlightPostTag: '</b>', select: 'Code' });
    expect(tagged.body.value[0]['@search.highlights']).toEqual({ ProductSeries: ['<b>Café</b>'] });
  });
});

describe('scoring profile ArticleSearch', () => {
  it('ranks an article whose code is typed above one that only mentions it', async () => {
    const withProfile = await codes(app, { search: '100004 fonteinkraan', scoringProfile: 'ArticleSearch' });
    expect(withProfile[0]).toBe('100004');
  });

  it('ranks the exact word above the word inside a compound', async () => {
    const ranked = await codes(app, { search: 'keukenkraan', scoringProfile: 'ArticleSearch' });
    expect(ranked[0]).toBe('100009');
  });

  it('counts a text of more than 65,535 words at its full length: the shorter text with the word ranks first', async () => {
    const text = (words: number) => `zeldzaamwoord ${'vulwoord '.repeat(words - 1)}`;
    const long = await buildSearchApp({
      documents: [
        { ...articles[0]!, Code: '200001', CodeName: '200001', ProductDescription: text(70_000) },
        { ...articles[1]!, Code: '200002', CodeName: '200002', ProductDescription: text(5_000) },
      ],
    });
    try {
      expect(await codes(long, { search: 'zeldzaamwoord', scoringProfile: 'ArticleSearch' })).toEqual(['200002', '200001']);
    } finally {
      await long.close();
    }
  });
});
