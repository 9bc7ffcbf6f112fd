// The shell's 'baskets' route-middleware step: for a signed-in user, load the baskets
// and order lists and settle the current basket — the one kept from before (a reload) while it
// still exists, else the first available basket, else the default basket the server gives.
import type { QueryClient } from '@tanstack/react-query';
import { authStore } from '../auth/auth-store';
import { basketQueryOptions } from './api/get-basket';
import { basketsQueryOptions } from './api/get-baskets';
import { basketStore, type BasketStore } from './basket-store';
import { BASKET_TYPE, sameBasketId, type BasketType } from './basket-types';

export interface LoadBasketsOptions {
  /** Refetch even when the cached lists are fresh (after a change in another tab). */
  refresh?: boolean;
  store?: BasketStore;
}

/**
 * Loads the baskets of the signed-in user into the basket store. Does nothing when nobody is
 * signed in. Never throws: on a failure the state stays as it was and the error is logged, so
 * that a basket API outage does not block navigation. Resolves true when the state is fresh.
 */
export async function loadBaskets(queryClient: QueryClient, o: LoadBasketsOptions = {}): Promise<boolean> {
  const store = o.store ?? basketStore;
  const { authenticated, user } = authStore.getState();
  if (!authenticated || !user) return false;
  // A state left by another user (no logout in between) is not this user's.
  if (store.getState().owner !== user.sub) {
    store.getState().reset();
    store.getState().setOwner(user.sub);
  }
  try {
    // Cached lists serve while fresh (the QueryClient's staleTime); invalidated ones refetch.
    const fetchList = (t: BasketType) =>
      queryClient.fetchQuery(o.refresh ? { ...basketsQueryOptions(t), staleTime: 0 } : basketsQueryOptions(t));
    const [baskets, bestellijsten] = await Promise.all([fetchList(BASKET_TYPE.winkelwagen), fetchList(BASKET_TYPE.bestellijst)]);
    if (authStore.getState().user?.sub !== user.sub) return false; // signed out meanwhile
    store.getState().setAvailable({ baskets, bestellijsten });
    const current = store.getState().currentBasket;
    if (current && baskets.some((b) => sameBasketId(b.id, current.id))) return true;
    if (baskets[0]) {
      store.getState().setCurrentBasket(baskets[0]);
      return true;
    }
    const fallback = await queryClient.fetchQuery(basketQueryOptions(null));
    if (authStore.getState().user?.sub !== user.sub) return false;
    store.getState().setCurrentBasket(fallback);
    queryClient.setQueryData(basketQueryOptions(fallback.id).queryKey, fallback);
    void queryClient.invalidateQueries({ queryKey: basketsQueryOptions(0).queryKey });
    return true;
  } catch (error) {
    console.error('Winkelwagens konden niet worden geladen', error);
    return false;
  }
}
