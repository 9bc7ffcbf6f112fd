// The two basket calls the shell needs at login (the customer basket API, through the shared
// API client), with their query keys and options. mf-checkout builds its hooks on these options,
// so the shell's loader and the cart widgets share one query cache entry per list and per basket.
import { queryOptions } from '@tanstack/react-query';
import { mgmtClient } from '../api/mgmt-client';
import type { ApiRealtimeBasket } from '../api/api-types';
import type { Basket, BasketId, BasketType } from './basket-types';

/** Every basket query key starts with 'baskets', so one invalidation refreshes them all. */
export const basketKeys = {
  all: ['baskets'] as const,
  lists: () => [...basketKeys.all, 'list'] as const,
  list: (basketType: BasketType) => [...basketKeys.lists(), basketType] as const,
  details: () => [...basketKeys.all, 'detail'] as const,
  detail: (basketId: BasketId | null) => [...basketKeys.details(), basketId == null ? 'default' : String(basketId)] as const,
  /** A basket with the customer's prices, stock and totals of this moment (basketWithRealtimeData). */
  realtime: (basketId: BasketId) => [...basketKeys.all, 'realtime', String(basketId)] as const,
};

/** GET ?basketType: carts (basketType omitted) or order lists (1). The answer is a list. */
export function getBaskets(basketType: BasketType, signal?: AbortSignal): Promise<Basket[]> {
  return mgmtClient.getBaskets(basketType, signal);
}

/** GET default?basketId: that basket, or without an id the default cart. Non-200 is a failure. */
export function getBasket(basketId: BasketId | null, signal?: AbortSignal): Promise<Basket> {
  return mgmtClient.getBasketOrDefault(basketId == null ? null : Number(basketId), signal);
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

/** GET basketWithRealtimeData?basketId: the cart page, the order review and the account's carts share it. */
export const realtimeBasketQueryOptions = (basketId: BasketId) =>
  queryOptions({
    queryKey: basketKeys.realtime(basketId),
    queryFn: ({ signal }): Promise<ApiRealtimeBasket> => mgmtClient.getBasketWithRealtimeData(Number(basketId), signal),
  });
