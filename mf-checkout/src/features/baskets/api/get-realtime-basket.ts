// GET customerbaskets/basketWithRealtimeData?basketId: the cart page's data — every line with the
// customer's price and the stock of this moment, the totals, and the revision that an order is
// checked against. The query options live in shared/ (the order review uses the same entry).
import { useQuery } from '@tanstack/react-query';
import { realtimeBasketQueryOptions, type ApiRealtimeBasket, type ApiRealtimeBasketItem, type BasketId } from '@kraanvogel/shared';

export type RealtimeBasket = ApiRealtimeBasket;
export type RealtimeLine = ApiRealtimeBasketItem;

export function useRealtimeBasket(basketId: BasketId | null | undefined) {
  return useQuery({ ...realtimeBasketQueryOptions(basketId ?? ''), enabled: basketId != null });
}
