// The number of lines of a basket as the header shows it: the server's lines, and while basket
// changes wait in the offline queue, the lines after them (waiting: true).
import { useOfflineQueue } from '../offline/offline-state';
import { useBasket } from './api/get-basket';
import { sameBasketId, type BasketId } from './basket-types';

/** null while the basket is not loaded. */
export function useBasketLineCount(basketId: BasketId | null | undefined): { lines: number | null; waiting: boolean } {
  const { data } = useBasket(basketId);
  const { queue, changes } = useOfflineQueue();
  if (!data || !sameBasketId(data.id, basketId)) return { lines: null, waiting: false };
  const items = data.basketItems ?? [];
  const mine = changes.filter((c) => c.state === 'waiting' && sameBasketId(c.basketId, basketId));
  if (!queue || !mine.length) return { lines: items.length, waiting: false };
  return { lines: queue.linesAfter(mine, String(basketId), new Map(items.map((i) => [i.itemNo, i.amount]))), waiting: true };
}
