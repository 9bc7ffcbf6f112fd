// POST customerorders: places the order of a basket. The body carries the checkout's idempotency
// key (a retry gets the same order) and the revision of the reviewed basket (409 when it changed).
// Afterwards the baskets are stale (the ordered one is empty) and the order is in the cache for
// the thank-you page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, basketChannel, basketKeys, mgmtApi, type ApiCreateCustomerOrderInput } from '@kraanvogel/shared';
import { CHECKOUT_SOURCE } from '@/lib/basket-source';
import { orderQueryOptions } from './get-order';

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiCreateCustomerOrderInput) => answer(mgmtApi.POST('/api/ecommerce/customerorders', { body: input })),
    onSuccess: async (order, input) => {
      queryClient.setQueryData(orderQueryOptions(order.orderNo).queryKey, order);
      // Under checkout's own source: this app's listener leaves it alone (the line below refreshes
      // the baskets once; a second refresh from the listener would cancel this one's requests),
      // other apps and tabs refresh theirs.
      basketChannel.publish({ type: 'basket-changed', basketId: String(input.basketId), reason: 'updated', source: CHECKOUT_SOURCE });
      await queryClient.invalidateQueries({ queryKey: basketKeys.all });
    },
  });
}
