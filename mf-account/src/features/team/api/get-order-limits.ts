// GET order-limits: every member's order limits, approvers and what he ordered this month (main user).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export const orderLimitsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.orderLimits,
    queryFn: async ({ signal }) => (await answer(mgmtApi.GET('/api/app/order-limits', { signal }))).items,
  });

export const useOrderLimits = () => useQuery(orderLimitsQueryOptions());
