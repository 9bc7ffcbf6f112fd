// GET order/order-overview: one server page of the customer's orders for a filter tab, a search
// and a sorting. The previous page stays on screen while the next one loads.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { answer, erpApi, type ApiOrderOverviewQuery } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export const orderOverviewQueryOptions = (query: ApiOrderOverviewQuery) =>
  queryOptions({
    queryKey: accountKeys.orders(query),
    queryFn: ({ signal }) => answer(erpApi.GET('/api/app/order/order-overview', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export const useOrderOverview = (query: ApiOrderOverviewQuery) => useQuery(orderOverviewQueryOptions(query));
