// The basket query keys: the shell's loader, mf-checkout and mf-account read and refresh one
// cache entry per list, per basket and per realtime view under these keys.
import type { BasketId, BasketType } from './basket-types';

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
