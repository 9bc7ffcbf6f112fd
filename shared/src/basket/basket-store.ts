// The client basket state: the user's baskets and order lists, the current basket and the
// flags of the basket popups. It lives in shared/ so that the host (login, logout, mobile menu)
// and every remote read one instance. The lists are filled from TanStack Query by loadBaskets();
// the basket contents stay in the query cache. The selection survives a reload (localStorage) and
// belongs to one user: a state written for another user is dropped (see loadBaskets). In a
// punch-out session it is the tab's own (sessionStorage): the session's basket is current there
// only, and the employee's other tabs keep theirs.
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { authStore } from '../auth/auth-store';
import { sameBasketId, type Basket } from './basket-types';
import { browserStorage, storageKey } from '../storage-keys';

export interface BasketState {
  /** The subject of the user this state belongs to. */
  owner: string | null;
  availableBaskets: Basket[];
  availableBestellijsten: Basket[];
  currentBasket: Basket | null;
  showNewBasketPopup: boolean;
  showNewBestellijstPopup: boolean;
  /** The basket side popup with the current basket's contents. */
  showCartPopup: boolean;

  /** The lists as the server sent them; the current basket follows its fresh name. */
  setAvailable: (lists: { baskets: Basket[]; bestellijsten: Basket[] }) => void;
  /** Only after the selected basket was loaded: callers check first. */
  setCurrentBasket: (basket: Basket) => void;
  /** A new basket is added and becomes current. */
  basketCreated: (basket: Basket) => void;
  /** A new order list is only added. */
  bestellijstCreated: (basket: Basket) => void;
  openNewBasketPopup: () => void;
  closeNewBasketPopup: () => void;
  openNewBestellijstPopup: () => void;
  closeNewBestellijstPopup: () => void;
  openCartPopup: () => void;
  closeCartPopup: () => void;
  setOwner: (owner: string | null) => void;
  /** Back to empty defaults (logout). */
  reset: () => void;
}

export const BASKET_STORE_KEY = storageKey('baskets');

const emptyBaskets = {
  owner: null,
  availableBaskets: [],
  availableBestellijsten: [],
  currentBasket: null,
  showNewBasketPopup: false,
  showNewBestellijstPopup: false,
  showCartPopup: false,
} satisfies Partial<BasketState>;

/** The summary kept in the store: the contents belong to the query cache. */
const summary = ({ id, name, basketType }: Basket): Basket => ({ id, name, basketType: basketType ?? 0 });

const withoutId = (list: Basket[], id: Basket['id']) => list.filter((b) => !sameBasketId(b.id, id));

/**
 * The storage of the selection, chosen at each read and write: the tab's own in a punch-out
 * session, and for the rest of that tab's life (its reset when the session ends included).
 * Without browser storage (the server's render of a page) nothing is kept.
 */
const selectionStorage: StateStorage = {
  getItem: (name) => pickStorage()?.getItem(name) ?? null,
  setItem: (name, value) => pickStorage()?.setItem(name, value),
  removeItem: (name) => pickStorage()?.removeItem(name),
};
function pickStorage(): Storage | undefined {
  const session = browserStorage('session');
  const tabOwn = authStore.getState().user?.punchoutSession || session?.getItem(BASKET_STORE_KEY) != null;
  return tabOwn ? session : browserStorage('local');
}

export function createBasketStore(storage: () => StateStorage = () => selectionStorage) {
  return createStore<BasketState>()(
    persist(
      (set) => ({
        ...emptyBaskets,
        setAvailable: ({ baskets, bestellijsten }) =>
          set((s) => {
            const availableBaskets = baskets.map(summary);
            const fresh = s.currentBasket && availableBaskets.find((b) => sameBasketId(b.id, s.currentBasket!.id));
            return {
              availableBaskets,
              availableBestellijsten: bestellijsten.map(summary),
              currentBasket: fresh ?? s.currentBasket,
            };
          }),
        setCurrentBasket: (basket) =>
          set((s) => ({
            currentBasket: summary(basket),
            availableBaskets: s.availableBaskets.some((b) => sameBasketId(b.id, basket.id))
              ? s.availableBaskets.map((b) => (sameBasketId(b.id, basket.id) ? summary(basket) : b))
              : [...s.availableBaskets, summary(basket)],
          })),
        basketCreated: (basket) =>
          set((s) => ({
            availableBaskets: [...withoutId(s.availableBaskets, basket.id), summary(basket)],
            currentBasket: summary(basket),
          })),
        bestellijstCreated: (basket) =>
          set((s) => ({ availableBestellijsten: [...withoutId(s.availableBestellijsten, basket.id), summary(basket)] })),
        openNewBasketPopup: () => set({ showNewBasketPopup: true }),
        closeNewBasketPopup: () => set({ showNewBasketPopup: false }),
        openNewBestellijstPopup: () => set({ showNewBestellijstPopup: true }),
        closeNewBestellijstPopup: () => set({ showNewBestellijstPopup: false }),
        openCartPopup: () => set({ showCartPopup: true }),
        closeCartPopup: () => set({ showCartPopup: false }),
        setOwner: (owner) => set({ owner }),
        reset: () => set({ ...emptyBaskets }),
      }),
      {
        name: BASKET_STORE_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        // Popups do not reopen after a reload; the selection and the lists do come back.
        partialize: (s) => ({
          owner: s.owner,
          availableBaskets: s.availableBaskets,
          availableBestellijsten: s.availableBestellijsten,
          currentBasket: s.currentBasket,
        }),
      },
    ),
  );
}

export type BasketStore = ReturnType<typeof createBasketStore>;

export const basketStore: BasketStore = createBasketStore();

/** Logout: the baskets state back to empty defaults, also in storage. */
export function resetBaskets(): void {
  basketStore.getState().reset();
}

export function useBasketStore<T>(selector: (s: BasketState) => T): T {
  return useStore(basketStore, selector);
}
