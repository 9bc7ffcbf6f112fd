// GET customerbaskets/basketWithRealtimeData?basketId: every line with the customer's price and
// the stock of this moment, the totals, and the revision an order is checked against. The basket
// page, the order review and the account's order lists share the cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, basketKeys, mgmtApi, type BasketId } from '@kraanvogel/shared';

export function getRealtimeBasket(basketId: BasketId, signal?: AbortSignal) {
  return answer(mgmtApi.GET('/api/ecommerce/customerbaskets/basketWithRealtimeData', { params: { query: { basketId: Number(basketId) } }, signal }));
}

export const realtimeBasketQueryOptions = (basketId: BasketId) =>
  queryOptions({
    queryKey: basketKeys.realtime(basketId),
    queryFn: ({ signal }) => getRealtimeBasket(basketId, signal),
  });

/** The realtime basket, while an id is known. */
export const useRealtimeBasket = (basketId: BasketId | null | undefined) =>
  useQuery({ ...realtimeBasketQueryOptions(basketId ?? ''), enabled: basketId != null });
