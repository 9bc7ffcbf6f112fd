// POST purchase-requests: the order goes for approval instead of being placed. The body is the
// order's (same idempotency key: a retry gets the same request); the basket is locked from then on,
// so the baskets are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, basketChannel, basketKeys, mgmtApi, type ApiCreateCustomerOrderInput } from '@kraanvogel/shared';
import { CHECKOUT_SOURCE } from '@/lib/basket-source';

export function useSendForApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiCreateCustomerOrderInput) => answer(mgmtApi.POST('/api/app/purchase-requests', { body: input })),
    onSuccess: async (_request, input) => {
      basketChannel.publish({ type: 'basket-changed', basketId: String(input.basketId), reason: 'updated', source: CHECKOUT_SOURCE });
      await queryClient.invalidateQueries({ queryKey: basketKeys.all });
    },
  });
}
