// POST customerbaskets/addToBasket {basketId, itemNo, amount, overwrite: true}: sets a line's
// amount. The change shows at once (the line, its total and the basket's totals); when the server
// refuses it the basket rolls back and the caller shows why. Only the changed line gets a new
// object, so the other lines of a long basket do not render again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToBasket, basketChannel, basketKeys, type ApiRealtimeBasket as RealtimeBasket, type ApiRealtimeBasketItem as RealtimeLine, type BasketId } from '@kraanvogel/shared';
import { CHECKOUT_SOURCE } from '@/lib/basket-source';
import { round2, VAT_RATE } from '@/lib/money';
import { realtimeBasketQueryOptions } from '@kraanvogel/shared/screens';

export interface SetLineAmountInput {
  basketId: BasketId;
  itemNo: string;
  amount: number;
}


/** The basket with one line replaced, its totals computed as the server computes them. */
export function withLine(basket: RealtimeBasket, replacement: RealtimeLine): RealtimeBasket {
  const basketItems = basket.basketItems.map((line) => (line.id === replacement.id ? replacement : line));
  const totalNet = round2(basketItems.reduce((s, l) => s + l.lineTotal, 0));
  const totalVat = round2(totalNet * VAT_RATE);
  return {
    ...basket,
    basketItems,
    totalGross: round2(basketItems.reduce((s, l) => s + l.grossPrice * l.amount, 0)),
    totalNet,
    totalVat,
    totalInclVat: round2(totalNet + totalVat),
  };
}

export function withLineAmount(line: RealtimeLine, amount: number): RealtimeLine {
  return { ...line, amount, lineTotal: round2(line.netPrice * amount), isAvailable: line.isActive && line.stock >= amount };
}

export function useSetLineAmount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ basketId, itemNo, amount }: SetLineAmountInput) => addToBasket({ basketId, itemNo, amount, overwrite: true }),
    onMutate: async ({ basketId, itemNo, amount }) => {
      const key = realtimeBasketQueryOptions(basketId).queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key)?.basketItems.find((l) => l.itemNo === itemNo);
      if (before) queryClient.setQueryData(key, (basket) => basket && withLine(basket, withLineAmount(before, amount)));
      return { before };
    },
    // Only this line goes back: changes of other lines made meanwhile stay.
    onError: (_error, { basketId }, context) => {
      const before = context?.before;
      if (before) queryClient.setQueryData(realtimeBasketQueryOptions(basketId).queryKey, (basket) => basket && withLine(basket, before));
    },
    onSuccess: (basket, { basketId }) => {
      queryClient.setQueryData(basketKeys.detail(basketId), basket);
      basketChannel.publish({ type: 'basket-changed', basketId: String(basketId), reason: 'updated', source: CHECKOUT_SOURCE });
    },
    // The server's prices, availability and revision (the unchanged lines keep their objects).
    onSettled: (_data, _error, { basketId }) => queryClient.invalidateQueries({ queryKey: realtimeBasketQueryOptions(basketId).queryKey }),
  });
}
