import { parseListingParams, toggleFilter, toListingParams, type ListingUrlState } from './listing-url';

describe('the listing state in the URL', () => {
  it('survives a round trip', () => {
    const state: ListingUrlState = {
      phrase: 'kraan 1/2',
      filters: { ProductBrand: ['Grohe', "d'Alba & Zn"], ProductClassName: ['Mengkranen'] },
      page: 3,
      sort: 'GrossPricePerOrderUnit desc',
      pageSize: 24,
    };
    const qs = toListingParams(state).toString();
    expect(parseListingParams(new URLSearchParams(qs))).toEqual(state);
  });
  it('uses readable Dutch parameter names', () => {
    const qs = toListingParams({ phrase: 'kraan', filters: { ProductSeries: ['Eurosmart'] }, page: 2, sort: null, pageSize: null }).toString();
    expect(qs).toBe('phrase=kraan&serie=Eurosmart&pagina=2');
  });
  it('defaults what is missing or invalid', () => {
    expect(parseListingParams(new URLSearchParams('pagina=-4&aantal=13'))).toEqual({ phrase: '', filters: {}, page: 1, sort: null, pageSize: null });
  });
  it('starts at page 1 after a filter change and removes a value on the second toggle', () => {
    const start: ListingUrlState = { phrase: '', filters: {}, page: 4, sort: null, pageSize: null };
    const on = toggleFilter(start, 'ProductBrand', 'Grohe');
    expect(on).toMatchObject({ page: 1, filters: { ProductBrand: ['Grohe'] } });
    expect(toggleFilter(on, 'ProductBrand', 'Grohe').filters).toEqual({});
  });
});
