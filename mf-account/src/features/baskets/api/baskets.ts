// The customer basket calls behind Mijn winkelwagens and Mijn bestellijsten. They use shared's
// basket query keys, so the header's cart selector and these screens read and refresh one cache,
// and they announce changes on the basket channel for the other apps and tabs.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BASKET_TYPE,
  basketChannel,
  basketKeys,
  basketQueryOptions,
  basketStore,
  mgmtClient,
  notify,
  realtimeBasketQueryOptions,
  sameBasketId,
  type ApiBasket,
  type BasketId,
  type BasketType,
} from '@kraanvogel/shared';
import { texts } from '@/texts';

export const ACCOUNT_SOURCE = 'account';

/** The full list (line counts, last change), under the key shared's loader also fills. */
export const basketListQueryOptions = (basketType: BasketType) =>
  queryOptions({
    queryKey: basketKeys.list(basketType),
    queryFn: ({ signal }): Promise<ApiBasket[]> => mgmtClient.getBaskets(basketType, signal),
  });

export const useBasketList = (basketType: BasketType) => useQuery(basketListQueryOptions(basketType));
export const useRealtimeBasket = (basketId: BasketId) => useQuery(realtimeBasketQueryOptions(basketId));

async function refreshLists(queryClient: ReturnType<typeof useQueryClient>) {
  const [baskets, bestellijsten] = await Promise.all([
    queryClient.fetchQuery({ ...basketListQueryOptions(0), staleTime: 0 }),
    queryClient.fetchQuery({ ...basketListQueryOptions(1), staleTime: 0 }),
  ]);
  basketStore.getState().setAvailable({ baskets, bestellijsten });
  return { baskets, bestellijsten };
}

/** A new cart becomes current; a new order list is only added (the rule of the whole shop). */
export function useCreateBasket(basketType: BasketType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => mgmtClient.createBasket({ name, basketType }),
    onSuccess: async (basket) => {
      if (basketType === BASKET_TYPE.winkelwagen) basketStore.getState().basketCreated(basket);
      else basketStore.getState().bestellijstCreated(basket);
      await queryClient.invalidateQueries({ queryKey: basketKeys.list(basketType) });
      basketChannel.publish({ type: 'basket-changed', basketId: String(basket.id), reason: 'created', source: ACCOUNT_SOURCE });
      notify.success(basketType === BASKET_TYPE.winkelwagen ? texts.baskets.carts.created : texts.baskets.lists.created);
    },
    onError: () => notify.alert(basketType === BASKET_TYPE.winkelwagen ? texts.baskets.carts.createFailed : texts.baskets.lists.createFailed),
  });
}

/** Deleting the current cart makes the first remaining cart current (or the server's default cart). */
export function useRemoveBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (basketId: BasketId) => mgmtClient.removeBasket(Number(basketId)),
    onSuccess: async (_none, basketId) => {
      queryClient.removeQueries({ queryKey: basketKeys.detail(basketId) });
      queryClient.removeQueries({ queryKey: basketKeys.realtime(basketId) });
      const { baskets } = await refreshLists(queryClient);
      const store = basketStore.getState();
      if (sameBasketId(store.currentBasket?.id, basketId)) {
        const next = baskets[0] ?? (await queryClient.fetchQuery({ ...basketQueryOptions(null), staleTime: 0 }));
        basketStore.getState().setCurrentBasket(next);
        if (!baskets.length) await queryClient.invalidateQueries({ queryKey: basketKeys.lists() });
      }
      basketChannel.publish({ type: 'basket-changed', basketId: String(basketId), reason: 'removed', source: ACCOUNT_SOURCE });
    },
  });
}

/** Opening a cart makes it current, after it was loaded (else the current cart stays). */
export function useSelectCart() {
  const queryClient = useQueryClient();
  return async (basketId: BasketId): Promise<boolean> => {
    try {
      const loaded = await queryClient.fetchQuery({ ...basketQueryOptions(basketId), staleTime: 0, retry: false });
      basketStore.getState().setCurrentBasket(loaded);
      basketChannel.publish({ type: 'basket-changed', basketId: String(loaded.id), reason: 'selected', source: ACCOUNT_SOURCE });
      notify.success(texts.baskets.carts.selected);
      return true;
    } catch {
      notify.alert(texts.baskets.carts.loadFailed);
      return false;
    }
  };
}

async function basketChanged(queryClient: ReturnType<typeof useQueryClient>, basketId: BasketId, reason: 'added' | 'removed') {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: basketKeys.detail(basketId) }),
    queryClient.invalidateQueries({ queryKey: basketKeys.realtime(basketId) }),
    queryClient.invalidateQueries({ queryKey: basketKeys.lists() }),
  ]);
  basketChannel.publish({ type: 'basket-changed', basketId: String(basketId), reason, source: ACCOUNT_SOURCE });
}

/**
 * An order list into the current cart: the whole list in one call (copyBasketContents), or the
 * picked lines with their amounts one add each.
 */
export function useOrderListToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ listId, cartId, lines }: { listId: BasketId; cartId: BasketId; lines?: { itemNo: string; amount: number }[] }) => {
      if (!lines) return mgmtClient.copyBasketContents({ sourceBasketId: Number(listId), targetBasketId: Number(cartId) });
      let last: ApiBasket | undefined;
      for (const l of lines) last = await mgmtClient.addToBasket({ basketId: Number(cartId), itemNo: l.itemNo, amount: l.amount });
      return last;
    },
    onSettled: (_r, _e, { cartId }) => basketChanged(queryClient, cartId, 'added'),
  });
}

export function useRemoveBasketLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ basketId, basketItemId }: { basketId: BasketId; basketItemId: number }) => mgmtClient.removeFromBasket({ basketId: Number(basketId), basketItemId }),
    onSuccess: (_r, { basketId }) => basketChanged(queryClient, basketId, 'removed'),
  });
}
