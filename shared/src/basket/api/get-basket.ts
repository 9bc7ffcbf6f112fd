// GET customerbaskets/default?basketId: that basket with its items, or without an id the default
// basket (the server makes one when the user has none). Only 200 is a success: 204 means there is
// no such basket.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, coreFetch, mgmtApi } from '../../api/typed-client';
import type { BasketId } from '../basket-types';
import { basketKeys } from '../basket-keys';

export function getBasket(basketId: BasketId | null, signal?: AbortSignal) {
  const query = basketId == null ? {} : { basketId: Number(basketId) };
  return answer(mgmtApi.GET('/api/ecommerce/customerbaskets/default', { params: { query }, signal, fetch: coreFetch('mgmt', 200) }));
}

export const basketQueryOptions = (basketId: BasketId | null) =>
  queryOptions({
    queryKey: basketKeys.detail(basketId),
    queryFn: ({ signal }) => getBasket(basketId, signal),
  });

/** The basket, while an id is known. */
export const useBasket = (basketId: BasketId | null | undefined) => useQuery({ ...basketQueryOptions(basketId ?? null), enabled: basketId != null });
