// GET customerbaskets/default?basketId: one basket with its items (a status other than 200 is a
// failure). The fetcher and its query options live in shared/, next to loadBaskets.
import { useQuery } from '@tanstack/react-query';
import { basketQueryOptions, getBasket, type BasketId } from '@kraanvogel/shared';

export { getBasket, basketQueryOptions };

export function useBasket(basketId: BasketId | null | undefined) {
  return useQuery({ ...basketQueryOptions(basketId ?? null), enabled: basketId != null });
}
