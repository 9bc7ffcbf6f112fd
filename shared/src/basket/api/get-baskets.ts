// GET customerbaskets?basketType: the user's baskets (basketType omitted) or order lists (1). The
// shell's 'baskets' middleware step loads both at login; Mijn winkelwagens and the basket selector
// read the same cache entries.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '../../api/typed-client';
import { BASKET_TYPE, type BasketType } from '../basket-types';
import { basketKeys } from '../basket-keys';

export function getBaskets(basketType: BasketType, signal?: AbortSignal) {
  const query = basketType === BASKET_TYPE.bestellijst ? { basketType } : {};
  return answer(mgmtApi.GET('/api/ecommerce/customerbaskets', { params: { query }, signal }));
}

export const basketsQueryOptions = (basketType: BasketType) =>
  queryOptions({
    queryKey: basketKeys.list(basketType),
    queryFn: ({ signal }) => getBaskets(basketType, signal),
  });

export const useBaskets = (basketType: BasketType) => useQuery(basketsQueryOptions(basketType));
