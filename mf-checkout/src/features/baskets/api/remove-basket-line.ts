// POST customerbaskets/removeFromBasket {basketId, basketItemId}: removes one line.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { basketChannel, basketKeys, mgmtClient, type BasketId } from '@kraanvogel/shared';
import { CHECKOUT_SOURCE } from '../basket-source';

export function useRemoveBasketLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ basketId, basketItemId }: { basketId: BasketId; basketItemId: number }) =>
      mgmtClient.removeFromBasket({ basketId: Number(basketId), basketItemId }),
    onSuccess: async (basket, { basketId }) => {
      queryClient.setQueryData(basketKeys.detail(basketId), basket);
      basketChannel.publish({ type: 'basket-changed', basketId: String(basketId), reason: 'removed', source: CHECKOUT_SOURCE });
      await queryClient.invalidateQueries({ queryKey: basketKeys.realtime(basketId) });
    },
  });
}
