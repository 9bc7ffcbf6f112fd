// The customer's own numbers on the results page: the articles they name come first, once, and
// the pages after them go on where the index's answer (without those articles) left off.
import type { SearchRequest } from '@/lib/search-client';
import { searchListing } from './search-articles';

const postSearch = jest.fn();
jest.mock('@/lib/search-client', () => ({ ...jest.requireActual('@/lib/search-client'), postSearch: (r: SearchRequest) => postSearch(r) }));

// The index finds 30 articles for the phrase, '1' … '30' in its order.
const FOUND = Array.from({ length: 30 }, (_, i) => ({ Code: String(i + 1), Omschrijving: `Kraan ${i + 1}` }));

function answer(r: SearchRequest) {
  // Each clause: `search.in(Code, 'a|b', '|')`, with `not` before it or not.
  const clauses = [...(r.filter ?? '').matchAll(/(not )?search\.in\(Code, '([^']*)'/g)].map((m) => ({ not: !!m[1], codes: new Set(m[2]!.split('|')) }));
  const hits = FOUND.filter((a) => clauses.every((c) => c.codes.has(a.Code) !== c.not));
  const skip = r.skip ?? 0;
  return { value: hits.slice(skip, skip + (r.top ?? 50)), '@odata.count': r.count ? hits.length : undefined, '@search.facets': {} };
}

beforeEach(() => {
  postSearch.mockReset();
  postSearch.mockImplementation(async (r: SearchRequest) => answer(r));
});

const query = (page: number) => ({ phrase: 'kraan', filters: {}, page, pageSize: 12, sort: 'search.score() desc', ownMatches: ['25'] });

test('page 1 keeps its size with the own number’s article in front; the total counts it once though the index finds it on page 3', async () => {
  const first = await searchListing({ kind: 'search' }, query(1));
  expect(first.articles.map((a) => a.Code)).toEqual(['25', ...Array.from({ length: 11 }, (_, i) => String(i + 1))]);
  expect(first.count).toBe(30);
});

test('later pages go on after it, without it and without skipping an article', async () => {
  const second = await searchListing({ kind: 'search' }, query(2));
  expect(second.articles.map((a) => a.Code)).toEqual(Array.from({ length: 12 }, (_, i) => String(i + 12)));
  const third = await searchListing({ kind: 'search' }, query(3));
  expect(third.articles.map((a) => a.Code)).toEqual(['24', '26', '27', '28', '29', '30']);
  expect(third.count).toBe(30);
});

test('an own number’s article the index does not find for the phrase adds one to the total', async () => {
  postSearch.mockImplementation(async (r: SearchRequest) => (String(r.filter ?? '').startsWith('search.in') ? { value: [{ Code: 'X1', Omschrijving: 'Eigen' }] } : answer(r)));
  const first = await searchListing({ kind: 'search' }, { ...query(1), ownMatches: ['X1'] });
  expect(first.articles).toHaveLength(12);
  expect(first.articles[0]!.Code).toBe('X1');
  expect(first.count).toBe(31);
});

test('with "Eerder besteld" the own number’s article comes first once, and the ordered ones after it', async () => {
  const first = await searchListing({ kind: 'search' }, { ...query(1), purchased: ['3', '25', '5'], onlyPurchased: true });
  expect(first.articles.map((a) => a.Code)).toEqual(['25', '3', '5']);
  expect(first.count).toBe(3);
});
