// "Did you mean": a search text with words the index does not know, corrected (typos, compounds
// written together, sizes written together), and its place in the protocol: the first
// suggestion of autocomplete with fuzzy: true.
import type { FastifyInstance } from 'fastify';
import { closestPiece } from '../../src/modules/search/correction.js';
import { SearchIndex } from '../../src/modules/search/engine.js';
import { articleIndexDefinition } from '../../src/modules/search/schema.js';
import { API, articles, buildSearchApp, codes, request } from './helpers.js';

const index = new SearchIndex(articleIndexDefinition());
index.upsert(articles);
const corrected = (text: string) => index.correct(text)?.text;

describe('correcting a search text', () => {
  it.each([
    ['wastafelmenkraan', 'wastafelmengkraan'],
    ['wastafelmengkaan', 'wastafelmengkraan'],
    ['toiletziting', 'toiletzitting'],
    ['keukekraan', 'keukenkraan'],
    ['bedieningsplat', 'bedieningsplaat'],
    ['hangtoillet', 'hangtoilet'],
    ['GEBERRIT', 'geberit'],
  ])('corrects the typo in %s to %s', (typed, meant) => {
    expect(corrected(typed)).toBe(meant);
  });

  it('corrects a typo inside a compound to the piece meant, not to the whole compound', () => {
    // 'mengkraan' is only inside 'wastafelmengkraan' and 'keukenmengkraan'.
    expect(corrected('mengkaan')).toBe('mengkraan');
  });

  it('leaves words the index knows alone and corrects only the unknown ones', () => {
    expect(index.correct('grohe wastafelmengkraan')).toBeUndefined();
    expect(index.correct('mengkraan')).toBeUndefined();
    expect(index.correct('grohe wastafelmenkraan chroom')).toEqual({
      text: 'grohe wastafelmengkraan chroom',
      changes: [{ from: 'wastafelmenkraan', to: 'wastafelmengkraan' }],
    });
  });

  it('splits two words written together when an article has both', () => {
    expect(corrected('subwayhangtoilet')).toBe('subway hangtoilet');
    expect(corrected('bonfixknelkoppeling')).toBe('bonfix knelkoppeling');
    // Both are words of the index, but no article has both: no split.
    expect(corrected('sphinxgrohe')).toBeUndefined();
  });

  it('splits a size written together when the articles write it apart', () => {
    expect(corrected('knelkoppeling 15mm')).toBe('knelkoppeling 15 mm');
  });

  it('does not guess at short words or at numbers', () => {
    expect(index.correct('grk')).toBeUndefined();
    expect(index.correct('9999999')).toBeUndefined();
  });

  it('corrects a text it cannot place to nothing', () => {
    expect(index.correct('xyzzyplugh')).toBeUndefined();
  });
});

describe('the nearest piece of a term', () => {
  it('finds the word inside a compound within the edits', () => {
    const term = 'paneelradiator';
    const piece = closestPiece('radiater', term, 1)!;
    expect(term.slice(piece.start, piece.end)).toBe('radiator');
    expect(piece).toMatchObject({ edits: 1, edge: 1 });
  });

  it('prefers the longer piece of equal edits (a letter left out is the commoner slip)', () => {
    const term = 'douchethermostaat';
    const piece = closestPiece('termostaat', term, 2)!;
    expect(term.slice(piece.start, piece.end)).toBe('thermostaat');
  });

  it('gives nothing beyond the edits', () => {
    expect(closestPiece('kogelkaan', 'toiletzitting', 2)).toBeUndefined();
  });
});

describe('the correction in the protocol: autocomplete with fuzzy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildSearchApp();
  });
  afterAll(() => app.close());

  const autocomplete = async (body: Record<string, unknown>) => {
    const res = await request(app, { method: 'POST', url: `/search/indexes/articles/docs/autocomplete?${API}`, payload: { suggesterName: 'default', ...body } });
    expect(res.statusCode).toBe(200);
    return res.json().value as { text: string; queryPlusText: string }[];
  };

  it('answers the corrected text first, its last word as the text', async () => {
    expect((await autocomplete({ search: 'grohe wastafelmenkraan', fuzzy: true }))[0]).toEqual({ text: 'wastafelmengkraan', queryPlusText: 'grohe wastafelmengkraan' });
    expect(await autocomplete({ search: 'toiletziting', fuzzy: true, top: 1 })).toEqual([{ text: 'toiletzitting', queryPlusText: 'toiletzitting' }]);
  });

  it('corrects nothing without fuzzy, and completes as before when every word is known', async () => {
    expect((await autocomplete({ search: 'wastafelmenkraan grohe', fuzzy: true }))[0]!.queryPlusText).toBe('wastafelmengkraan grohe');
    expect((await autocomplete({ search: 'wastafelmenkraan grohe' })).map((s) => s.queryPlusText)).not.toContain('wastafelmengkraan grohe');
    // A prefix of known words is no typo: completions only, as without the correction.
    expect((await autocomplete({ search: 'grohe wastafelm', fuzzy: true })).map((s) => s.queryPlusText)).toEqual(['grohe wastafelkraan', 'grohe wastafelmengkraan']);
  });

  it('the corrected text finds what the typed one did not', async () => {
    expect(await codes(app, { search: '/.*toiletziting.*/', queryType: 'full' })).toEqual([]);
    const [correction] = await autocomplete({ search: 'toiletziting', fuzzy: true, top: 1 });
    expect(await codes(app, { search: `/.*${correction!.queryPlusText}.*/`, queryType: 'full' })).toEqual(['100010']);
  });
});
