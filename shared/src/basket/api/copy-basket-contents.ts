// POST customerbaskets/copyBasketContents {sourceBasketId, targetBasketId}: adds every line of
// one basket to another basket or order list (amounts add up). The answer is the target.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, basketChanged, basketKeys, mgmtApi, type BasketId } from '@kraanvogel/shared';

export interface CopyBasketContentsInput {
  sourceBasketId: BasketId;
  targetBasketId: BasketId;
}

export function copyBasketContents({ sourceBasketId, targetBasketId }: CopyBasketContentsInput) {
  return answer(
    mgmtApi.POST('/api/ecommerce/customerbaskets/copyBasketContents', { body: { sourceBasketId: Number(sourceBasketId), targetBasketId: Number(targetBasketId) } }),
  );
}

/** `source`: the app's name on the basket channel. */
export function useCopyBasketContents(source: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyBasketContents,
    onSuccess: async (target) => {
      queryClient.setQueryData(basketKeys.detail(target.id), target);
      await basketChanged(queryClient, target.id, 'added', source);
    },
  });
}
