// POST customerbaskets/removeBasket?basketId: deletes a basket or an order list. Both lists are
// fetched again; when it was the current basket, the first remaining basket becomes current, or the
// default basket the server makes when none is left (the same rule as at login).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BASKET_TYPE, basketChannel, basketKeys, basketQueryOptions, basketStore, basketsQueryOptions, mgmtApi, sameBasketId, type BasketId } from '@kraanvogel/shared';

export async function removeBasket(basketId: BasketId): Promise<void> {
  await mgmtApi.POST('/api/ecommerce/customerbaskets/removeBasket', { params: { query: { basketId: Number(basketId) } } });
}

/** `source`: the app's name on the basket channel. */
export function useRemoveBasket(source: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBasket,
    onSuccess: async (_none, basketId) => {
      queryClient.removeQueries({ queryKey: basketKeys.detail(basketId) });
      queryClient.removeQueries({ queryKey: basketKeys.realtime(basketId) });
      const [baskets, bestellijsten] = await Promise.all([
        queryClient.fetchQuery({ ...basketsQueryOptions(BASKET_TYPE.winkelwagen), staleTime: 0 }),
        queryClient.fetchQuery({ ...basketsQueryOptions(BASKET_TYPE.bestellijst), staleTime: 0 }),
      ]);
      basketStore.getState().setAvailable({ baskets, bestellijsten });
      if (sameBasketId(basketStore.getState().currentBasket?.id, basketId)) {
        const next = baskets[0] ?? (await queryClient.fetchQuery({ ...basketQueryOptions(null), staleTime: 0 }));
        basketStore.getState().setCurrentBasket(next);
        // The server has just made a default basket: the baskets list shows it.
        if (!baskets.length) await queryClient.invalidateQueries({ queryKey: basketKeys.lists() });
      }
      basketChannel.publish({ type: 'basket-changed', basketId: String(basketId), reason: 'removed', source });
    },
  });
}
