// POST customerbaskets/removeBasket?basketId: deletes a cart. When it was the current cart, the
// first remaining cart becomes current, or the default cart the server makes when none is left
// (the same rule as at login).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { basketChannel, basketKeys, basketQueryOptions, basketsQueryOptions, basketStore, mgmtClient, sameBasketId, type BasketId } from '@kraanvogel/shared';
import { CHECKOUT_SOURCE } from '../basket-source';

export function useRemoveBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (basketId: BasketId) => mgmtClient.removeBasket(Number(basketId)),
    onSuccess: async (_none, basketId) => {
      queryClient.removeQueries({ queryKey: basketKeys.detail(basketId) });
      queryClient.removeQueries({ queryKey: basketKeys.realtime(basketId) });
      const carts = await queryClient.fetchQuery({ ...basketsQueryOptions(0), staleTime: 0 });
      const store = basketStore.getState();
      store.setAvailable({ baskets: carts, bestellijsten: store.availableBestellijsten });
      if (sameBasketId(store.currentBasket?.id, basketId)) {
        const next = carts[0] ?? (await queryClient.fetchQuery({ ...basketQueryOptions(null), staleTime: 0 }));
        basketStore.getState().setCurrentBasket(next);
        if (!carts.length) await queryClient.invalidateQueries({ queryKey: basketKeys.lists() });
      }
      basketChannel.publish({ type: 'basket-changed', basketId: String(basketId), reason: 'removed', source: CHECKOUT_SOURCE });
    },
  });
}
