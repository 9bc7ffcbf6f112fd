// The add-to-basket intents' mutation: shared's addToBasket call (POST customerbaskets/addToBasket);
// the answer is the basket, cached as it is; afterwards the lists are refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToBasket, basketKeys } from '@kraanvogel/shared';

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
