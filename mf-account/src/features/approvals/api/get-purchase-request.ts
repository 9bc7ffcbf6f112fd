// GET purchase-requests/{id}: a request with its lines as requested and at today's prices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export const purchaseRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: accountKeys.purchaseRequest(id),
    queryFn: ({ signal }) => answer(mgmtApi.GET('/api/app/purchase-requests/{id}', { params: { path: { id } }, signal })),
  });

export const usePurchaseRequest = (id: number) => useQuery(purchaseRequestQueryOptions(id));
