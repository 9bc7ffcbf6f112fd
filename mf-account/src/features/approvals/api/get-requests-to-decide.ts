// GET purchase-requests/to-decide: the pending requests the caller may decide (a main user or a named approver).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export const requestsToDecideQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.requestsToDecide,
    queryFn: async ({ signal }) => (await answer(mgmtApi.GET('/api/app/purchase-requests/to-decide', { signal }))).items,
  });

export const useRequestsToDecide = () => useQuery(requestsToDecideQueryOptions());
