// GET customerbaskets?basketType: the user's carts or order lists. The fetcher and its query
// options live in shared/ because the shell's 'baskets' middleware step loads them at login.
import { useQuery } from '@tanstack/react-query';
import { basketsQueryOptions, getBaskets, type BasketType } from '@kraanvogel/shared';

export { getBaskets, basketsQueryOptions };

export function useBaskets(basketType: BasketType) {
  return useQuery(basketsQueryOptions(basketType));
}
