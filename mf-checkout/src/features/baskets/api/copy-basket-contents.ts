// POST customerbaskets/copyBasketContents {sourceBasketId, targetBasketId}: adds every line of
// one basket to another cart or order list (amounts add up). The answer is the target.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { basketChannel, basketKeys, mgmtClient, type BasketId } from '@kraanvogel/shared';
import { CHECKOUT_SOURCE } from '../basket-source';

export function useCopyBasketContents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sourceBasketId, targetBasketId }: { sourceBasketId: BasketId; targetBasketId: BasketId }) =>
      mgmtClient.copyBasketContents({ sourceBasketId: Number(sourceBasketId), targetBasketId: Number(targetBasketId) }),
    onSuccess: async (target) => {
      queryClient.setQueryData(basketKeys.detail(target.id), target);
      basketChannel.publish({ type: 'basket-changed', basketId: String(target.id), reason: 'added', source: CHECKOUT_SOURCE });
      await queryClient.invalidateQueries({ queryKey: basketKeys.realtime(target.id) });
    },
  });
}
