// POST customerbaskets/addToBasket {basketId, itemNo, amount, overwrite?}: adds an amount of an
// article to a basket or an order list, or with overwrite sets the line's amount. The answer is
// the basket. With an idempotency key the server does it once however often it is sent.
import { answer, mgmtApi } from '../../api/typed-client';
import type { BasketId } from '../basket-types';

export interface AddToBasketInput {
  basketId: BasketId;
  itemNo: string;
  amount: number;
  /** Set the line's amount instead of adding to it. */
  overwrite?: boolean;
  /** The change's idempotency key (newChangeKey): the same key again is done once. */
  idempotencyKey?: string;
}

export function addToBasket({ basketId, idempotencyKey, ...line }: AddToBasketInput) {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  return answer(mgmtApi.POST('/api/ecommerce/customerbaskets/addToBasket', { body: { basketId: Number(basketId), ...line }, headers }));
}
