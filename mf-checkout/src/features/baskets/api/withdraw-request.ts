// POST purchase-requests/{id}/withdraw: the requester takes his request back and his basket unlocks.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, basketChannel, basketKeys, mgmtApi } from '@kraanvogel/shared';
import { CHECKOUT_SOURCE } from '@/lib/basket-source';

export function useWithdrawRequest(basketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: number) => answer(mgmtApi.POST('/api/app/purchase-requests/{id}/withdraw', { params: { path: { id: requestId } } })),
    onSuccess: async () => {
      basketChannel.publish({ type: 'basket-changed', basketId: String(basketId), reason: 'updated', source: CHECKOUT_SOURCE });
      await queryClient.invalidateQueries({ queryKey: basketKeys.all });
    },
  });
}
