import { invoiceOverviewInput, readInvoiceFilters } from '../lib/invoice-filters';

test('invoice filters: credit notes that are open in a period', () => {
  const f = readInvoiceFilters(new URLSearchParams('soort=Credit&status=open&van=2026-01-01&tot=2026-03-31&zoek=%20C1%20&tot2=x'));
  expect(invoiceOverviewInput(f)).toEqual({ InvoiceType: 'Credit', IsPaid: false, DateFrom: '2026-01-01', DateTo: '2026-03-31', Search: 'C1', Sorting: 'invoiceDate desc', SkipCount: 0, MaxResultCount: 12 });
  expect(invoiceOverviewInput(readInvoiceFilters(new URLSearchParams('soort=Bon&van=morgen')))).toEqual({ Sorting: 'invoiceDate desc', SkipCount: 0, MaxResultCount: 12 });
});
