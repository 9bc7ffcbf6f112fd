import { act, fireEvent, screen, within } from '@testing-library/react';
import { discountsStore, resetDiscounts } from '@kraanvogel/shared';
import { mockSearchFetch, renderWithProviders } from '@/testing/test-utils';
import { useListingPreferences } from '@/features/search/stores/listing-preferences';
import { Listing } from '../listing';

const articles = [
  { CodeName: '100001', Code: '100001', Omschrijving: 'Grohe Eurosmart wastafelmengkraan', GrossPricePerOrderUnit: 200, OrderUnit: 'ST', ConditionGroupCode: 'KRWA01', ProductBrand: 'Grohe' },
  { CodeName: '100002', Code: '100002', Omschrijving: 'Hansa wastafelkraan', GrossPricePerOrderUnit: 80, OrderUnit: 'ST', ConditionGroupCode: 'OTHER', ProductBrand: 'Hansa' },
];
const brands = ['Grohe', 'Hansa', 'Hansgrohe', 'Ideal Standard', 'Nemo', 'Villeroy & Boch', 'Zehnder'].map((value, i) => ({ value, count: 10 + i }));

function setup(path: string) {
  const mock = mockSearchFetch({
    search: (body) =>
      body.top === 0
        ? { value: [], '@search.facets': { ProductBrand: brands } }
        : { value: articles, '@odata.count': 30, '@search.facets': { ProductBrand: brands, ProductSeries: [{ value: 'Eurosmart', count: 3 }] } },
  });
  const view = renderWithProviders(<Listing scope={{ kind: 'search' }} />, { path });
  return { ...mock, ...view };
}

beforeEach(() => {
  resetDiscounts();
  localStorage.clear();
  useListingPreferences.setState({ compactView: false, aantalPerPagina: 12, sortering: 'UDF_vrdsoort asc, Code asc' });
});

describe('the listing', () => {
  it('asks for what the URL says: phrase, filters, page and sort', async () => {
    const { calls } = setup('/zoeken?phrase=kraan&merk=Grohe&pagina=2&sortering=Code+asc');
    expect(await screen.findByText('30 artikelen')).toBeInTheDocument();
    const main = calls.find((c) => c.body.top === 12)!.body;
    expect(main).toMatchObject({ search: '/.*kraan.*/', filter: "ProductBrand eq 'Grohe'", skip: 12, orderby: 'Code asc', count: true });
    expect(calls.find((c) => c.body.top === 0)!.body).toMatchObject({ facets: ['ProductBrand,count:10000,sort:value'] });
    expect(within(screen.getByTestId('pagination')).getByText('2')).toHaveAttribute('aria-current', 'page');
  });

  it('takes sort and page size from the preferences when the URL has none', async () => {
    useListingPreferences.setState({ aantalPerPagina: 24, sortering: 'Omschrijving asc' });
    const { calls } = setup('/zoeken?phrase=kraan');
    await screen.findByText('30 artikelen');
    expect(calls[0]!.body).toMatchObject({ top: 24, orderby: 'Omschrijving asc' });
  });

  it("shows 5 facet values, then 'more'; a checked value goes into the URL and back to page 1", async () => {
    const { router } = setup('/zoeken?phrase=kraan&pagina=3');
    const facet = await screen.findByTestId('facet-ProductBrand');
    // On a small screen the filters show after the toggle.
    expect(within(facet).queryAllByRole('checkbox')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Filters tonen' }));
    expect(screen.getByRole('button', { name: 'Filters verbergen' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(facet).getAllByRole('checkbox')).toHaveLength(5);
    fireEvent.click(within(facet).getByRole('button', { name: 'Toon meer (2)' }));
    expect(within(facet).getAllByRole('checkbox')).toHaveLength(7);
    await act(async () => {
      fireEvent.click(within(facet).getByRole('checkbox', { name: /Hansa \(11\)/ }));
    });
    expect(router.state.location.search).toBe('?phrase=kraan&merk=Hansa');
  });

  it('shows the net price beside the gross price for a discounted article', async () => {
    discountsStore.setState({ discounts: [{ discountGroup: 'KRWA01', itemNo: null, percentage: 25 }], fetchedOn: '2099-01-01', owner: null, status: 'ready' });
    setup('/zoeken?phrase=kraan');
    const [first, second] = await screen.findAllByTestId('article-card');
    expect(within(first!).getByTestId('net-price')).toHaveTextContent('€ 150,00');
    expect(within(first!).getByTestId('gross-price')).toHaveTextContent('€ 200,00');
    expect(within(first!).getByTestId('discount')).toHaveTextContent('25% korting');
    expect(within(second!).getByTestId('net-price')).toHaveTextContent('€ 80,00');
    expect(within(second!).queryByTestId('discount')).toBeNull();
    expect(within(second!).queryByTestId('gross-price')).toBeNull();
    // The switch shows gross prices only.
    fireEvent.click(screen.getByRole('switch', { name: 'Nettoprijzen tonen' }));
    expect(within(first!).queryByTestId('net-price')).toBeNull();
    expect(within(first!).getByTestId('gross-price')).toHaveTextContent('€ 200,00');
  });
});

describe('a phrase that finds nothing', () => {
  function setupCorrection(path: string) {
    const mock = mockSearchFetch({
      search: (body) => (body.search === '/.*kogelkraan.*/' ? { value: articles, '@odata.count': 70, '@search.facets': {} } : { value: [], '@odata.count': 0, '@search.facets': {} }),
      autocomplete: (body) => (body.fuzzy ? { value: [{ text: 'kogelkraan', queryPlusText: 'kogelkraan' }] } : { value: [] }),
    });
    return { ...mock, ...renderWithProviders(<Listing scope={{ kind: 'search' }} />, { path }) };
  }

  it("shows the corrected phrase's results with a link to search the phrase as typed", async () => {
    const { calls, router } = setupCorrection('/zoeken?phrase=kogelkaan');
    expect(await screen.findByText('70 artikelen')).toBeInTheDocument();
    expect(screen.getByTestId('search-correction')).toHaveTextContent("Resultaten voor 'kogelkraan' Zoek toch naar 'kogelkaan'");
    expect(calls.find((c) => c.url.includes('/docs/autocomplete'))!.body).toMatchObject({ search: 'kogelkaan', fuzzy: true });
    expect(screen.getAllByTestId('article-card')).toHaveLength(2);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: "Zoek toch naar 'kogelkaan'" }));
    });
    expect(router.state.location.search).toBe('?phrase=kogelkaan&precies=1');
    expect(await screen.findByTestId('no-results')).toBeInTheDocument();
    expect(screen.queryByTestId('search-correction')).toBeNull();
  });

  it('asks for no correction when the phrase finds enough', async () => {
    const { calls } = setupCorrection('/zoeken?phrase=kogelkraan');
    expect(await screen.findByText('70 artikelen')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/docs/autocomplete'))).toBe(false);
    expect(screen.queryByTestId('search-correction')).toBeNull();
  });
});

describe('prices before the discounts are known', () => {
  it('shows the gross price, labelled, and no net price', async () => {
    resetDiscounts();
    discountsStore.setState({ status: 'error' });
    setup('/zoeken?phrase=kraan');
    const [first] = await screen.findAllByTestId('article-card');
    expect(within(first!).queryByTestId('net-price')).toBeNull();
    expect(within(first!).getByTestId('price')).toHaveTextContent('Bruto€ 200,00');
  });
});

describe('adding from the list', () => {
  it('puts the minimum order quantity into the basket through the basket channel', async () => {
    const { basketChannel } = await import('@kraanvogel/shared');
    const events: unknown[] = [];
    const off = basketChannel.subscribe((e) => events.push(e));
    setup('/zoeken?phrase=kraan');
    const [first] = await screen.findAllByTestId('article-card');
    fireEvent.click(within(first!).getByRole('button', { name: 'In winkelwagen' }));
    expect(events).toEqual([{ type: 'add-to-basket', itemNo: '100001', amount: 1, description: 'Grohe Eurosmart wastafelmengkraan', source: 'catalog' }]);
    off();
  });

  it('adds the quantity typed on the card when Enter is pressed, rounded up to the minimum and step', async () => {
    const { basketChannel } = await import('@kraanvogel/shared');
    const events: { amount?: number; itemNo?: string }[] = [];
    const off = basketChannel.subscribe((e) => events.push(e as never));
    const stepped = { ...articles[0]!, CodeName: '100007', Code: '100007', Omschrijving: 'Bonfix knelkoppeling 15 mm', OrderUnit: 'DS', StepQuantity: 5, MinOrderQuantity: 10 };
    mockSearchFetch({ search: () => ({ value: [stepped], '@odata.count': 1, '@search.facets': {} }) });
    renderWithProviders(<Listing scope={{ kind: 'search' }} />, { path: '/zoeken?phrase=knel&precies=1' });
    const field = await screen.findByRole('spinbutton', { name: 'Aantal (DS) van Bonfix knelkoppeling 15 mm' });
    expect(field).toHaveValue(10);
    fireEvent.change(field, { target: { value: '25' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(events.map((e) => [e.itemNo, e.amount])).toEqual([['100007', 25], ['100007', 15]]);
    // The field shows what was added.
    expect(field).toHaveValue(15);
    off();
  });
});
