// What the customer ordered before, on the results page: the mark on the cards, the "Eerder
// besteld" filter (in the URL) and the "Vaak besteld" order; a visitor gets none of it and the
// search requests stay those without the feature.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { authStore, resetDiscounts } from '@kraanvogel/shared';
import { renderWithProviders } from '@/testing/test-utils';
import { useListingPreferences } from '@/features/search/stores/listing-preferences';
import { Listing } from '../listing';

const article = (code: string, name: string) => ({ CodeName: code, Code: code, Omschrijving: name, GrossPricePerOrderUnit: 10, OrderUnit: 'ST' });
const A = article('100001', 'Kogelkraan 15 mm');
const B = article('100002', 'Kogelkraan 22 mm');
const C = article('100003', 'Kogelkraan 28 mm');
const D = article('100004', 'Kogelkraan 35 mm');
const year = new Date().getFullYear();
// The ERP's answer: most often ordered first.
const HISTORY = [
  { itemNo: '100003', timesOrdered: 12, quantity: 40, lastOrderDate: `${year}-10-03` },
  { itemNo: '100001', timesOrdered: 2, quantity: 2, lastOrderDate: `${year - 1}-05-20` },
];

interface Call {
  url: string;
  body: Record<string, unknown>;
}

function setup(path: string, { signedIn = true, role = [] as string[] } = {}) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url, body });
    let answer: unknown;
    if (url.includes('/purchase-history')) answer = { months: 24, items: HISTORY };
    else if (url.includes('/my-discounts')) answer = [];
    else {
      const filter = String(body.filter ?? '');
      const only = filter.includes("search.in(Code, '100003|100001', '|')") && !filter.includes('not search.in');
      const found = only ? [A, C] : filter.includes('not search.in') ? [B, D] : [A, B, C, D];
      answer = { value: body.top === 0 ? [] : found.slice(Number(body.skip ?? 0), Number(body.skip ?? 0) + Number(body.top ?? 50)), '@odata.count': found.length, '@search.facets': { ProductBrand: [] } };
    }
    return { ok: true, status: 200, text: async () => JSON.stringify(answer) } as Response;
  }) as unknown as typeof fetch;
  if (signedIn) authStore.getState().signIn({ token: 'tok', expiresAt: null, user: { sub: 'u1', name: 'Jan', customerNumber: '100001' }, role });
  else authStore.getState().signOut();
  const view = renderWithProviders(<Listing scope={{ kind: 'search' }} />, { path });
  return { calls, ...view };
}

const searches = (calls: Call[]) => calls.filter((c) => c.url.includes('/docs/search'));

beforeEach(() => {
  resetDiscounts();
  localStorage.clear();
  useListingPreferences.setState({ compactView: false, aantalPerPagina: 12, sortering: 'UDF_vrdsoort asc, Code asc' });
});

describe('what the customer ordered before', () => {
  it('marks the ordered articles with how many orders had them and the latest date', async () => {
    setup('/zoeken?phrase=kogelkraan');
    const cards = await screen.findAllByTestId('article-card');
    expect(await within(cards[2]!).findByTestId('purchased-mark')).toHaveTextContent('Eerder besteld: 12×, laatst 3 okt');
    expect(within(cards[0]!).getByTestId('purchased-mark')).toHaveTextContent(`Eerder besteld: 2×, laatst 20 mei ${year - 1}`);
    expect(within(cards[1]!).queryByTestId('purchased-mark')).toBeNull();
    expect(within(cards[3]!).queryByTestId('purchased-mark')).toBeNull();
  });

  it('"Eerder besteld" filters to them, with its count, and goes into the URL', async () => {
    const { calls, router } = setup('/zoeken?phrase=kogelkraan&pagina=2');
    const facet = await screen.findByTestId('purchased-facet');
    fireEvent.click(screen.getByRole('button', { name: 'Filters tonen' }));
    expect(await within(facet).findByRole('checkbox', { name: /Alleen wat ik eerder bestelde \(2\)/ })).not.toBeChecked();
    await act(async () => {
      fireEvent.click(within(facet).getByRole('checkbox'));
    });
    expect(router.state.location.search).toBe('?phrase=kogelkraan&eerder=1');
    await screen.findByText('2 artikelen');
    const main = searches(calls).find((c) => c.body.top === 12 && String(c.body.filter).includes('search.in'))!.body;
    expect(main).toMatchObject({ search: '/.*kogelkraan.*/', filter: "search.in(Code, '100003|100001', '|')", skip: 0, count: true });
    expect(screen.getAllByTestId('article-card').map((c) => c.dataset.code)).toEqual(['100001', '100003']);
    expect(screen.getByRole('button', { name: 'Filter Eerder besteld verwijderen' })).toBeInTheDocument();
  });

  it('"Vaak besteld" puts them first, most often ordered first, then the others', async () => {
    const { calls } = setup('/zoeken?phrase=kogelkraan&sortering=vaak');
    await screen.findByText('4 artikelen');
    expect(screen.getAllByTestId('article-card').map((c) => c.dataset.code)).toEqual(['100003', '100001', '100002', '100004']);
    expect(screen.getByTestId('sort')).toHaveValue('vaak');
    // The index is never asked to sort by 'vaak': it knows nothing of the customer.
    expect(searches(calls).every((c) => c.body.orderby !== 'vaak')).toBe(true);
    const rest = searches(calls).find((c) => String(c.body.filter).startsWith('not search.in'))!.body;
    expect(rest).toMatchObject({ skip: 0, top: 10, orderby: 'search.score() desc' });
  });

  it('a visitor gets no mark, no filter, no "Vaak besteld", and the usual requests only', async () => {
    const { calls } = setup('/zoeken?phrase=kogelkraan&sortering=vaak', { signedIn: false });
    await screen.findByText('4 artikelen');
    expect(screen.queryByTestId('purchased-mark')).toBeNull();
    expect(screen.queryByTestId('purchased-facet')).toBeNull();
    expect(within(screen.getByTestId('sort')).queryByRole('option', { name: 'Vaak besteld' })).toBeNull();
    expect(calls.some((c) => c.url.includes('purchase-history'))).toBe(false);
    expect(searches(calls).map((c) => c.body)).toEqual([
      { search: '/.*kogelkraan.*/', queryType: 'full', select: expect.any(String), orderby: 'UDF_vrdsoort asc, Code asc', top: 12, skip: 0, count: true, facets: expect.any(Array), scoringProfile: 'ArticleSearch' },
    ]);
  });

  it('a warehouse-only user, who may not read the orders, is not asked about them and sees no mark', async () => {
    const { calls } = setup('/zoeken?phrase=kogelkraan', { role: ['kraanvogelklant_Magazijn'] });
    await screen.findByText('4 artikelen');
    expect(screen.queryByTestId('purchased-mark')).toBeNull();
    expect(calls.some((c) => c.url.includes('purchase-history'))).toBe(false);
  });
});
