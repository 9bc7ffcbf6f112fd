// The star of Mijn assortiment on the result cards: a signed-in customer's user (the warehouse
// role too) sees it on every card, pressed for his favourites, and toggles it; a visitor sees no
// star and the favourites are not asked for.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { authStore, resetDiscounts } from '@kraanvogel/shared';
import { renderWithProviders } from '@/testing/test-utils';
import { useListingPreferences } from '@/features/search/stores/listing-preferences';
import { Listing } from '../listing';

const article = (code: string, name: string) => ({ CodeName: code, Code: code, Omschrijving: name, GrossPricePerOrderUnit: 10, OrderUnit: 'ST' });
const FOUND = [article('100001', 'Kogelkraan 15 mm'), article('100002', 'Kogelkraan 22 mm')];

function setup({ signedIn = true, role = [] as string[] } = {}) {
  const calls: { url: string; method: string }[] = [];
  const starred = new Set(['100002']);
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET' });
    let answer: unknown = {};
    if (url.includes('/favourites/item-numbers')) answer = { itemNos: [...starred] };
    else if (url.includes('/favourites/')) {
      const itemNo = url.split('/').at(-1)!;
      if (init?.method === 'PUT') starred.add(itemNo);
      else starred.delete(itemNo);
      answer = { itemNo, addedAt: '2026-11-27T10:00:00.000Z' };
    }
    else if (url.includes('/purchase-history')) answer = { months: 24, items: [] };
    else if (url.includes('/customer-article-numbers')) answer = { items: [] };
    else if (url.includes('/my-discounts')) answer = [];
    else answer = { value: FOUND, '@odata.count': FOUND.length, '@search.facets': {} };
    return { ok: true, status: 200, text: async () => JSON.stringify(answer) } as Response;
  }) as unknown as typeof fetch;
  if (signedIn) authStore.getState().signIn({ token: 'tok', expiresAt: null, user: { sub: 'u1', name: 'Jan', customerNumber: '100001' }, role });
  else authStore.getState().signOut();
  renderWithProviders(<Listing scope={{ kind: 'search' }} />, { path: '/zoeken?phrase=kogelkraan' });
  return calls;
}

beforeEach(() => {
  resetDiscounts();
  localStorage.clear();
  useListingPreferences.setState({ compactView: false, aantalPerPagina: 12, sortering: 'UDF_vrdsoort asc, Code asc' });
});

test('every card has a star, pressed for a favourite; a click stars the article', async () => {
  const calls = setup();
  const cards = await screen.findAllByTestId('article-card');
  const first = within(cards[0]!).getByRole('button', { name: 'Kogelkraan 15 mm in Mijn assortiment' });
  await screen.findByRole('button', { name: 'Kogelkraan 22 mm in Mijn assortiment', pressed: true });
  expect(first).toHaveAttribute('aria-pressed', 'false');
  await act(async () => {
    fireEvent.click(first);
  });
  expect(first).toHaveAttribute('aria-pressed', 'true');
  expect(calls).toContainEqual({ url: expect.stringContaining('/api/app/favourites/100001'), method: 'PUT' });
});

test('a warehouse-only user keeps favourites too', async () => {
  setup({ role: ['kraanvogelklant_Magazijn'] });
  expect(await screen.findByRole('button', { name: 'Kogelkraan 22 mm in Mijn assortiment', pressed: true })).toBeInTheDocument();
});

test('the compact rows have the star too', async () => {
  useListingPreferences.setState({ compactView: true });
  setup();
  expect(await screen.findAllByRole('button', { name: /in Mijn assortiment$/ })).toHaveLength(2);
});

test('a visitor sees no star, and the favourites are not asked for', async () => {
  const calls = setup({ signedIn: false });
  await screen.findAllByTestId('article-card');
  expect(screen.queryByTestId('favourite-star')).toBeNull();
  expect(calls.some((c) => c.url.includes('favourites'))).toBe(false);
});
