import { clearFilters, parseListingParams, toggleFilter, togglePurchased, toListingParams, type ListingUrlState } from './listing-url';

describe('the listing state in the URL', () => {
  it('survives a round trip', () => {
    const state: ListingUrlState = {
      phrase: 'kraan 1/2',
      exact: false,
      purchased: true,
      filters: { ProductBrand: ['Grohe', "d'Alba & Zn"], ProductClassName: ['Mengkranen'] },
      page: 3,
      sort: 'GrossPricePerOrderUnit desc',
      pageSize: 24,
    };
    const qs = toListingParams(state).toString();
    expect(parseListingParams(new URLSearchParams(qs))).toEqual(state);
  });
  it('uses readable Dutch parameter names', () => {
    const qs = toListingParams({ phrase: 'kraan', exact: false, purchased: false, filters: { ProductSeries: ['Eurosmart'] }, page: 2, sort: null, pageSize: null }).toString();
    expect(qs).toBe('phrase=kraan&serie=Eurosmart&pagina=2');
  });
  it('defaults what is missing or invalid', () => {
    expect(parseListingParams(new URLSearchParams('pagina=-4&aantal=13'))).toEqual({ phrase: '', exact: false, purchased: false, filters: {}, page: 1, sort: null, pageSize: null });
  });
  it('keeps "search the phrase as typed" (precies=1) with its phrase only', () => {
    const exact = toListingParams({ phrase: 'kogelkaan', exact: true, purchased: false, filters: {}, page: 1, sort: null, pageSize: null }).toString();
    expect(exact).toBe('phrase=kogelkaan&precies=1');
    expect(parseListingParams(new URLSearchParams(exact)).exact).toBe(true);
    expect(toListingParams({ phrase: '', exact: true, purchased: false, filters: {}, page: 1, sort: null, pageSize: null }).toString()).toBe('');
  });
  it('starts at page 1 after a filter change and removes a value on the second toggle', () => {
    const start: ListingUrlState = { phrase: '', exact: false, purchased: false, filters: {}, page: 4, sort: null, pageSize: null };
    const on = toggleFilter(start, 'ProductBrand', 'Grohe');
    expect(on).toMatchObject({ page: 1, filters: { ProductBrand: ['Grohe'] } });
    expect(toggleFilter(on, 'ProductBrand', 'Grohe').filters).toEqual({});
  });
  it('keeps "Eerder besteld" as eerder=1, from page 1, cleared with the other filters', () => {
    const start: ListingUrlState = { phrase: 'kraan', exact: false, purchased: false, filters: {}, page: 3, sort: 'vaak', pageSize: null };
    const on = togglePurchased(start);
    expect(toListingParams(on).toString()).toBe('phrase=kraan&eerder=1&sortering=vaak');
    expect(parseListingParams(toListingParams(on)).purchased).toBe(true);
    expect(clearFilters(on).purchased).toBe(false);
  });
});
