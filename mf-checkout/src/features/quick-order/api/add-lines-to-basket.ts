// POST customerbaskets/addLinesToBasket {basketId, lines}: quick order. Every line is checked at
// once; the good ones go into the basket in one request, the wrong ones come back with a message
// and a suggested quantity. Afterwards the basket page and the basket selector show the new lines.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, basketChannel, basketKeys, mgmtApi, type ApiAddLinesResult, type ApiQuickOrderLineResult } from '@kraanvogel/shared';
import { type OrderLineText } from '@kraanvogel/shared/rules';

export type QuickOrderResult = ApiAddLinesResult;
export type QuickOrderLineResult = ApiQuickOrderLineResult;

/** The basket selector and the other apps hear of the added lines over the basket channel. */
const SOURCE = 'checkout';

export function useAddLinesToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ basketId, lines }: { basketId: number; lines: OrderLineText[] }) => answer(mgmtApi.POST('/api/ecommerce/customerbaskets/addLinesToBasket', { body: { basketId, lines } })),
    onSuccess: async (result, { basketId }) => {
      if (!result.added || !result.basket) return;
      queryClient.setQueryData(basketKeys.detail(basketId), result.basket);
      basketChannel.publish({ type: 'basket-changed', basketId: String(basketId), reason: 'added', source: SOURCE });
      await Promise.all([queryClient.invalidateQueries({ queryKey: basketKeys.realtime(basketId) }), queryClient.invalidateQueries({ queryKey: basketKeys.lists() })]);
    },
  });
}
