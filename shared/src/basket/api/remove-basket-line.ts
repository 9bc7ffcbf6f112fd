// POST customerbaskets/removeFromBasket {basketId, basketItemId}: removes one line of a basket or
// an order list. The answer is the basket.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, basketChanged, basketKeys, mgmtApi, type BasketId } from '@kraanvogel/shared';

export interface RemoveBasketLineInput {
  basketId: BasketId;
  basketItemId: number;
}

export function removeBasketLine({ basketId, basketItemId }: RemoveBasketLineInput) {
  return answer(mgmtApi.POST('/api/ecommerce/customerbaskets/removeFromBasket', { body: { basketId: Number(basketId), basketItemId } }));
}

/** `source`: the app's name on the basket channel. */
export function useRemoveBasketLine(source: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBasketLine,
    onSuccess: async (basket, { basketId }) => {
      queryClient.setQueryData(basketKeys.detail(basketId), basket);
      await basketChanged(queryClient, basketId, 'removed', source);
    },
  });
}
