// The basket behaviour only Mijn winkelwagens and Mijn bestellijsten have: opening a basket, and an
// order list into the current basket. The basket calls and the hooks mf-checkout uses too (lists,
// create, delete, remove a line, export) live in shared/, under the same query keys, so the
// header's basket selector and these screens read and refresh one cache.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToBasket, answer, basketChanged, basketChannel, basketQueryOptions, basketStore, mgmtApi, notify, type ApiBasket, type BasketId } from '@kraanvogel/shared';
import { ACCOUNT_SOURCE } from '@/lib/basket-source';
import { texts } from '@/texts';
import { copyBasketContents } from '@kraanvogel/shared/screens';

/** Opening a basket makes it current, after it was loaded (else the current basket stays). */
export function useSelectBasket() {
  const queryClient = useQueryClient();
  return async (basketId: BasketId): Promise<boolean> => {
    try {
      const loaded = await queryClient.fetchQuery({ ...basketQueryOptions(basketId), staleTime: 0, retry: false });
      basketStore.getState().setCurrentBasket(loaded);
      basketChannel.publish({ type: 'basket-changed', basketId: String(loaded.id), reason: 'selected', source: ACCOUNT_SOURCE });
      notify.success(texts.baskets.baskets.selected);
      return true;
    } catch {
      notify.alert(texts.baskets.baskets.loadFailed);
      return false;
    }
  };
}

/**
 * A basket made personal (only its maker sees it; the api refuses it to the others) or shared
 * again: POST customerbaskets/setBasketPersonal, its maker only.
 */
export function useSetBasketPersonal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ basketId, isPersonal }: { basketId: BasketId; isPersonal: boolean }) =>
      answer(mgmtApi.POST('/api/ecommerce/customerbaskets/setBasketPersonal', { body: { basketId: Number(basketId), isPersonal } })),
    onSuccess: (basket) => basketChanged(queryClient, basket.id, 'updated', ACCOUNT_SOURCE),
  });
}

/**
 * An order list into the current basket: the whole list in one call (copyBasketContents), or the
 * picked lines with their amounts one add each.
 */
export function useOrderListToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ listId, basketId, lines }: { listId: BasketId; basketId: BasketId; lines?: { itemNo: string; amount: number }[] }) => {
      if (!lines) return copyBasketContents({ sourceBasketId: listId, targetBasketId: basketId });
      let last: ApiBasket | undefined;
      for (const l of lines) last = await addToBasket({ basketId: basketId, itemNo: l.itemNo, amount: l.amount });
      return last;
    },
    onSettled: (_r, _e, { basketId }) => basketChanged(queryClient, basketId, 'added', ACCOUNT_SOURCE),
  });
}
