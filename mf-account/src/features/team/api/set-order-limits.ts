// PUT order-limits/{userId}: a member's limits per order and per month and his approvers; the api records the change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { SetLimitsInput } from '@/lib/api-types';
import { accountKeys } from '@/lib/query-keys';

export function useSetOrderLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, limits }: { userId: string; limits: SetLimitsInput }) =>
      answer(mgmtApi.PUT('/api/app/order-limits/{userId}', { params: { path: { userId } }, body: limits })),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.orderLimits }), queryClient.invalidateQueries({ queryKey: accountKeys.limitChanges })]),
  });
}
