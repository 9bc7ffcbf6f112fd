// GET order-limits/changes: who changed whose limits when, from what to what (main user).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export const limitChangesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.limitChanges,
    queryFn: async ({ signal }) => (await answer(mgmtApi.GET('/api/app/order-limits/changes', { signal }))).items,
  });

export const useLimitChanges = () => useQuery(limitChangesQueryOptions());
