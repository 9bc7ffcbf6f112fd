import { orderOverviewQuery, readOrderFilters, writeOrderFilters } from '../lib/order-filters';

test('the order filters survive the URL, and become the server query of that page', () => {
  const url = writeOrderFilters({ filter: 'BackOrder', kind: 'ItemNo', term: '1234567', sorting: 'totalNet desc', page: 3, costCentre: 7 });
  expect(url.toString()).toBe('filter=BackOrder&zoek=1234567&zoekop=ItemNo&sortering=totalNet+desc&kostenplaats=7&pagina=3');
  const back = readOrderFilters(url);
  expect(orderOverviewQuery(back)).toEqual({ InformationFilter: 'BackOrder', ItemNo: '1234567', Sorting: 'totalNet desc', SkipCount: 24, MaxResultCount: 12, CostCentreId: 7 });
});

test('unknown or hostile URL values fall back to the defaults', () => {
  const f = readOrderFilters(new URLSearchParams('filter=Alles&zoekop=x&sortering=drop&pagina=-2&kostenplaats=1%20OR%201'));
  expect(orderOverviewQuery(f)).toEqual({ Sorting: 'orderDate desc', SkipCount: 0, MaxResultCount: 12 });
});
