// POST customerbaskets/addToBasket {basketId, itemNo, amount}: adds an article to a cart or an
// order list. The answer is the basket; afterwards that basket and the lists are refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { basketKeys, mgmtClient, type BasketId } from '@kraanvogel/shared';

export interface AddToBasketInput {
  basketId: BasketId;
  itemNo: string;
  amount: number;
}

export function addToBasket({ basketId, itemNo, amount }: AddToBasketInput) {
  return mgmtClient.addToBasket({ basketId: Number(basketId), itemNo, amount });
}

export function useAddToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToBasket,
    onSuccess: (basket, { basketId }) => {
      queryClient.setQueryData(basketKeys.detail(basketId), basket);
      return queryClient.invalidateQueries({ queryKey: basketKeys.lists() });
    },
  });
}
