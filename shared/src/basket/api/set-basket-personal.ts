// POST customerbaskets/setBasketPersonal {basketId, isPersonal}: its maker makes a basket personal
// (only the maker sees it; the api refuses it to colleagues) or shares it again. Mijn
// winkelwagens and the basket page both offer it, to the maker only (the basket's isOwn).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, basketChanged, mgmtApi, type BasketId } from '@kraanvogel/shared';

export interface SetBasketPersonalInput {
  basketId: BasketId;
  isPersonal: boolean;
}

export function setBasketPersonal({ basketId, isPersonal }: SetBasketPersonalInput) {
  return answer(mgmtApi.POST('/api/ecommerce/customerbaskets/setBasketPersonal', { body: { basketId: Number(basketId), isPersonal } }));
}

/** `source`: the app's name on the basket channel. Every cached copy of the basket refetches. */
export function useSetBasketPersonal(source: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBasketPersonal,
    onSuccess: (basket) => basketChanged(queryClient, basket.id, 'updated', source),
  });
}
