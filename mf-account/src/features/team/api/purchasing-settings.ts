// GET/PUT order-limits/settings: how many days approvers have before a request is reminded once
// (and as many more before it expires); the main user's.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export const purchasingSettingsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.purchasingSettings,
    queryFn: ({ signal }) => answer(mgmtApi.GET('/api/app/order-limits/settings', { signal })),
  });

export const usePurchasingSettings = () => useQuery(purchasingSettingsQueryOptions());

export function useSetPurchasingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decideWithinDays: number) => answer(mgmtApi.PUT('/api/app/order-limits/settings', { body: { decideWithinDays } })),
    onSuccess: (settings) => queryClient.setQueryData(accountKeys.purchasingSettings, settings),
  });
}
