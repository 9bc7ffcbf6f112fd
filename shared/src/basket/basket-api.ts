// The two basket calls the shell needs at login (SPEC §7, customer basket API), with their query
// keys and options. mf-checkout builds its hooks on these options, so the shell's loader and the
// cart widgets share one query cache entry per list and per basket.
import { queryOptions } from '@tanstack/react-query';
import { mgmtRequest } from './mgmt-request';
import type { Basket, BasketId, BasketType } from './basket-types';

export const BASKETS_PATH = '/api/ecommerce/customerbaskets';

/** Every basket query key starts with 'baskets', so one invalidation refreshes them all. */
export const basketKeys = {
  all: ['baskets'] as const,
  lists: () => [...basketKeys.all, 'list'] as const,
  list: (basketType: BasketType) => [...basketKeys.lists(), basketType] as const,
  details: () => [...basketKeys.all, 'detail'] as const,
  detail: (basketId: BasketId | null) => [...basketKeys.details(), basketId == null ? 'default' : String(basketId)] as const,
};

/** GET ?basketType: carts (basketType omitted) or order lists (1). The answer is a list. */
export async function getBaskets(basketType: BasketType, signal?: AbortSignal): Promise<Basket[]> {
  const query = basketType === 1 ? { basketType: 1 } : {};
  const answer = await mgmtRequest<Basket[] | { items: Basket[] }>('GET', BASKETS_PATH, { query, signal });
  return Array.isArray(answer) ? answer : answer.items;
}

/** GET default?basketId: that basket, or without an id the default cart. Non-200 is a failure. */
export function getBasket(basketId: BasketId | null, signal?: AbortSignal): Promise<Basket> {
  return mgmtRequest<Basket>('GET', `${BASKETS_PATH}/default`, {
    query: basketId == null ? {} : { basketId },
    signal,
    expectStatus: 200,
  });
}

export const basketsQueryOptions = (basketType: BasketType) =>
  queryOptions({
    queryKey: basketKeys.list(basketType),
    queryFn: ({ signal }) => getBaskets(basketType, signal),
  });

export const basketQueryOptions = (basketId: BasketId | null) =>
  queryOptions({
    queryKey: basketKeys.detail(basketId),
    queryFn: ({ signal }) => getBasket(basketId, signal),
  });
