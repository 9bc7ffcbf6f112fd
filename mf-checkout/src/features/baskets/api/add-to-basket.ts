// POST customerbaskets/addToBasket {basketId, itemNo, amount}: adds an article to a cart or an
// order list. Afterwards that basket and the lists are refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BASKETS_PATH, basketKeys, mgmtRequest, type BasketId } from '@kraanvogel/shared';

export interface AddToBasketInput {
  basketId: BasketId;
  itemNo: string;
  amount: number;
}

export function addToBasket({ basketId, itemNo, amount }: AddToBasketInput): Promise<unknown> {
  return mgmtRequest<unknown>('POST', `${BASKETS_PATH}/addToBasket`, {
    body: { basketId: Number(basketId), itemNo, amount },
  });
}

export function useAddToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToBasket,
    onSuccess: (_answer, { basketId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: basketKeys.detail(basketId) }),
        queryClient.invalidateQueries({ queryKey: basketKeys.lists() }),
      ]),
  });
}
