// GET purchase-requests/count: how many pending purchase requests the signed-in user may decide.
// The header's user menu shows it; Goed te keuren refreshes it after a decision (same key).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '../api/typed-client';

export const purchaseRequestKeys = {
  all: ['purchase-requests'] as const,
  count: ['purchase-requests', 'count'] as const,
};

export const purchaseRequestCountQueryOptions = () =>
  queryOptions({
    queryKey: purchaseRequestKeys.count,
    queryFn: async ({ signal }) => (await answer(mgmtApi.GET('/api/app/purchase-requests/count', { signal }))).toDecide,
    staleTime: 60_000,
  });

/** enabled: false for users who never decide (warehouse-only), so they send no request. */
export const usePurchaseRequestCount = (enabled = true) => useQuery({ ...purchaseRequestCountQueryOptions(), enabled });
