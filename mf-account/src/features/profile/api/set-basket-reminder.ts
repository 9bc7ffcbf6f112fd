// PATCH customer-account/open-cart-reminder: the reminder mail on or off for the caller.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export function useSetBasketReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiveCartReminder: boolean) => answer(mgmtApi.PATCH('/api/app/customer-account/open-cart-reminder', { params: { query: { receiveCartReminder } } })),
    onSuccess: (value) => queryClient.setQueryData(accountKeys.basketReminder, value),
  });
}
