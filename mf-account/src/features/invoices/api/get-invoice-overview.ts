// POST invoice/invoice-overview: one server page of invoices and credit notes, with the totals
// of everything the filter finds.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { answer, erpApi, type ApiInvoiceOverviewInput } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export const invoiceOverviewQueryOptions = (input: ApiInvoiceOverviewInput) =>
  queryOptions({
    queryKey: accountKeys.invoices(input),
    queryFn: ({ signal }) => answer(erpApi.POST('/api/app/invoice/invoice-overview', { body: input, signal })),
    placeholderData: keepPreviousData,
  });

export const useInvoiceOverview = (input: ApiInvoiceOverviewInput) => useQuery(invoiceOverviewQueryOptions(input));
