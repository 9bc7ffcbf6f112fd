// POST order/reorder: lines of an order into the current basket or a new one. A new basket becomes
// the current basket (as any newly made basket does); the baskets' caches are refreshed and the other
// apps hear about it through the basket channel.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, basketChannel, basketKeys, basketQueryOptions, basketStore, erpApi, type ApiReorderInput } from '@kraanvogel/shared';
import { ACCOUNT_SOURCE } from '@/lib/basket-source';

export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiReorderInput) => answer(erpApi.POST('/api/app/order/reorder', { body: input })),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: basketKeys.all });
      if (result.newBasket) {
        const basket = await queryClient.fetchQuery({ ...basketQueryOptions(result.basketId), staleTime: 0 });
        basketStore.getState().basketCreated(basket);
        basketChannel.publish({ type: 'basket-changed', basketId: String(result.basketId), reason: 'created', source: ACCOUNT_SOURCE });
      }
      basketChannel.publish({ type: 'basket-changed', basketId: String(result.basketId), reason: 'added', source: ACCOUNT_SOURCE });
    },
  });
}
