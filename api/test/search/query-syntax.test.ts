// Query syntax: simple (the default) and full Lucene (queryType=full), searchMode and searchFields.
import type { FastifyInstance } from 'fastify';
import { buildSearchApp, codes, codeSet } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSearchApp();
});
afterAll(() => app.close());

const simple = (search: string, extra: Record<string, unknown> = {}) => codeSet(app, { search, top: 100, ...extra });
const full = (search: string, extra: Record<string, unknown> = {}) => codeSet(app, { search, queryType: 'full', top: 100, ...extra });

describe('simple syntax', () => {
  it('matches all documents for *, an empty or an absent search', async () => {
    expect(await simple('*')).toHaveLength(10);
    expect(await simple('')).toHaveLength(10);
    expect(await codeSet(app, { top: 100 })).toHaveLength(10);
  });

  it('finds any of the words by default, all of them with searchMode all', async () => {
    expect(await simple('talis sigma')).toEqual(['100003', '100006']);
    expect(await simple('talis sigma', { searchMode: 'all' })).toEqual([]);
    expect(await simple('grohe keukenmengkraan', { searchMode: 'all' })).toEqual(['100002']);
  });

  it('reads + as AND and | as OR', async () => {
    expect(await simple('bonfix + 22')).toEqual(['100008']);
    expect(await simple('bonfix+22')).toEqual(['100008']);
    expect(await simple('talis | sigma', { searchMode: 'all' })).toEqual(['100003', '100006']);
  });

  it('reads -word as NOT: excluded with searchMode all, "or not" with any (as Azure does)', async () => {
    expect(await simple('knelkoppeling -22', { searchMode: 'all' })).toEqual(['100007']);
    // any: knelkoppeling OR NOT 22, which is every article here
    expect((await simple('knelkoppeling -22', { searchMode: 'any' })).length).toBe(10);
    expect(await simple('-grohe -hansgrohe -bonfix', { searchMode: 'all' })).toEqual(['100004', '100005', '100006', '100010']);
  });

  it('matches a phrase in order', async () => {
    expect(await simple('"recht 22 mm"')).toEqual(['100008']);
    expect(await simple('"mm recht"')).toEqual([]);
  });

  it('reads word* as a prefix and groups with brackets', async () => {
    expect(await simple('bedienings*')).toEqual(['100006']);
    expect(await simple('(talis | logis) + keukenkraan')).toEqual(['100009']);
  });

  it('limits the words to searchFields', async () => {
    expect(await simple('toilet')).toEqual(['100004', '100005', '100010']);
    expect(await simple('toilet', { searchFields: 'Omschrijving' })).toEqual(['100005', '100010']);
    expect(await simple('toilet', { searchFields: 'ProductType,ProductClassName' })).toEqual(['100005', '100010']);
  });

  it('treats Lucene operators as plain words', async () => {
    expect(await simple('talis OR sigma', { searchMode: 'all' })).toEqual([]);
  });
});

describe('full Lucene syntax', () => {
  it('AND, OR, NOT, && || ! and precedence by brackets', async () => {
    expect(await full('grohe AND keukenmengkraan')).toEqual(['100002']);
    expect(await full('talis OR sigma')).toEqual(['100003', '100006']);
    expect(await full('bonfix AND NOT 22')).toEqual(['100007']);
    expect(await full('bonfix && !22')).toEqual(['100007']);
    expect(await full('talis || sigma')).toEqual(['100003', '100006']);
    expect(await full('(talis OR logis) AND keukenkraan')).toEqual(['100009']);
  });

  it('+ requires and - excludes', async () => {
    expect(await full('+bonfix -22', { searchMode: 'all' })).toEqual(['100007']);
    expect(await full('+bonfix +22')).toEqual(['100008']);
  });

  it('field:term and field:(group)', async () => {
    expect(await full('ProductSeries:talis')).toEqual(['100003']);
    expect(await full('ProductBrand:bonfix AND 22')).toEqual(['100008']);
    expect(await full('ProductType:(keukenkraan OR hangtoilet)')).toEqual(['100005', '100009']);
    expect(await full('Omschrijving:"softclose"')).toEqual(['100010']);
  });

  it('a field that does not exist or is not searchable is a 400', async () => {
    await expect(full('Nope:grohe')).rejects.toThrow(/400/);
    await expect(full('Image:grohe')).rejects.toThrow(/400/);
  });

  it('fuzzy term~ and term~1 tolerate typos', async () => {
    expect(await full('eurosmrat~')).toEqual(['100001']);
    expect(await full('eurosmrat~1')).toEqual([]);
    expect(await full('bedieningplaat~1')).toEqual(['100006']);
  });

  it('phrases with slop "a b"~n', async () => {
    expect(await full('"knelkoppeling 22"')).toEqual([]);
    expect(await full('"knelkoppeling 22"~2')).toEqual(['100008']);
  });

  it('boosts with ^ change the order', async () => {
    const plain = await codes(app, { search: 'talis OR logis', queryType: 'full' });
    const boosted = await codes(app, { search: 'talis OR logis^10', queryType: 'full' });
    expect(boosted[0]).toBe('100009');
    expect(new Set(plain)).toEqual(new Set(boosted));
  });

  it('? and * wildcards inside a term', async () => {
    expect(await full('eurosm?rt')).toEqual(['100001']);
    expect(await full('keuken*kraan')).toEqual(['100002', '100009']);
    expect(await full('sigm*')).toEqual(['100006']);
  });

  it('regular expressions, including the contains form /.*term.*/', async () => {
    expect(await full('/.*mengkraan.*/')).toEqual(['100001', '100002']);
    expect(await full('/knelkoppelin[gk]/')).toEqual(['100007', '100008']);
    expect(await full('/[0-9]{2}/', { searchFields: 'Omschrijving' })).toEqual(['100007', '100008']);
    expect(await full('/.*recht.*/ AND /.*22.*/')).toEqual(['100008']);
  });

  it('escapes special characters with a backslash', async () => {
    expect(await full('villeroy \\& boch', { searchMode: 'all' })).toEqual(['100005']);
    expect(await full('subway 2\\.0', { searchMode: 'all' })).toEqual(['100005']);
  });
});
