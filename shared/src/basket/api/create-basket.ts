// POST customerbaskets/createBasket {name, basketType}: a new basket (basketType omitted) or order
// list (1). Success is status 200, with the new basket. A new basket becomes the current basket, a new
// order list is only added (the rule of the whole shop); the caller shows its own toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BASKET_TYPE, answer, basketChannel, basketKeys, basketStore, coreFetch, mgmtApi, type BasketType } from '@kraanvogel/shared';

export function createBasket(name: string, basketType: BasketType) {
  const body = basketType === BASKET_TYPE.bestellijst ? { name, basketType } : { name };
  return answer(mgmtApi.POST('/api/ecommerce/customerbaskets/createBasket', { body, fetch: coreFetch('mgmt', 200) }));
}

/** `source`: the app's name on the basket channel. */
export function useCreateBasket(basketType: BasketType, source: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createBasket(name, basketType),
    onSuccess: async (basket) => {
      queryClient.setQueryData(basketKeys.detail(basket.id), basket);
      if (basketType === BASKET_TYPE.winkelwagen) basketStore.getState().basketCreated(basket);
      else basketStore.getState().bestellijstCreated(basket);
      await queryClient.invalidateQueries({ queryKey: basketKeys.list(basketType) });
      basketChannel.publish({ type: 'basket-changed', basketId: String(basket.id), reason: 'created', source });
    },
  });
}
