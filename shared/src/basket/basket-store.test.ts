// The basket state transitions (current basket, lists, popups) and the reset of logout.
import { BASKET_STORE_KEY, createBasketStore } from './basket-store';
import { authStore } from '../auth/auth-store';

const basket = (id: number, name = `Wagen ${id}`) => ({ id, name, basketType: 0 as const });
const list = (id: number, name = `Lijst ${id}`) => ({ id, name, basketType: 1 as const });

beforeEach(() => localStorage.clear());

describe('the basket store', () => {
  it('starts empty, with every popup closed', () => {
    const s = createBasketStore().getState();
    expect(s).toMatchObject({
      availableBaskets: [],
      availableBestellijsten: [],
      currentBasket: null,
      showNewBasketPopup: false,
      showNewBestellijstPopup: false,
      showCartPopup: false,
    });
  });

  it('makes a newly created basket current and adds it to the baskets', () => {
    const store = createBasketStore();
    store.getState().setAvailable({ baskets: [basket(1)], bestellijsten: [] });
    store.getState().setCurrentBasket(basket(1));
    store.getState().basketCreated(basket(7, 'Project Zwolle'));
    expect(store.getState().currentBasket).toEqual(basket(7, 'Project Zwolle'));
    expect(store.getState().availableBaskets.map((b) => b.id)).toEqual([1, 7]);
  });

  it('only adds a newly created order list: the current basket stays', () => {
    const store = createBasketStore();
    store.getState().setAvailable({ baskets: [basket(1)], bestellijsten: [list(2)] });
    store.getState().setCurrentBasket(basket(1));
    store.getState().bestellijstCreated(list(9, 'Vaste voorraad'));
    expect(store.getState().currentBasket).toEqual(basket(1));
    expect(store.getState().availableBestellijsten.map((b) => b.id)).toEqual([2, 9]);
    expect(store.getState().availableBaskets.map((b) => b.id)).toEqual([1]);
  });

  it('keeps only a summary of the current basket: its contents belong to the query cache', () => {
    const store = createBasketStore();
    store.getState().setCurrentBasket({ ...basket(3), basketItems: [{ id: 1, itemNo: 'A', itemDescription: 'a', amount: 1, itemUOM: 'ST' }] });
    expect(store.getState().currentBasket).toEqual(basket(3));
  });

  it('follows a renamed current basket when the lists are refreshed', () => {
    const store = createBasketStore();
    store.getState().setCurrentBasket(basket(3, 'Oud'));
    store.getState().setAvailable({ baskets: [basket(3, 'Nieuw')], bestellijsten: [] });
    expect(store.getState().currentBasket?.name).toBe('Nieuw');
  });

  it('opens and closes the popups by their flags', () => {
    const store = createBasketStore();
    store.getState().openNewBasketPopup();
    store.getState().openNewBestellijstPopup();
    store.getState().openCartPopup();
    expect(store.getState()).toMatchObject({ showNewBasketPopup: true, showNewBestellijstPopup: true, showCartPopup: true });
    store.getState().closeNewBasketPopup();
    store.getState().closeNewBestellijstPopup();
    store.getState().closeCartPopup();
    expect(store.getState()).toMatchObject({ showNewBasketPopup: false, showNewBestellijstPopup: false, showCartPopup: false });
  });

  it('keeps the selection across a reload, but not the open popups', () => {
    const first = createBasketStore();
    first.getState().setOwner('u-1');
    first.getState().setAvailable({ baskets: [basket(1), basket(2)], bestellijsten: [list(5)] });
    first.getState().setCurrentBasket(basket(2));
    first.getState().openCartPopup();
    const reloaded = createBasketStore();
    expect(reloaded.getState()).toMatchObject({ owner: 'u-1', currentBasket: basket(2), showCartPopup: false });
    expect(reloaded.getState().availableBestellijsten).toEqual([list(5)]);
  });

  it("keeps a punch-out session's selection in its own tab: the employee's other tabs keep theirs", () => {
    const everyday = createBasketStore();
    everyday.getState().setOwner('u-1');
    everyday.getState().setAvailable({ baskets: [basket(1), basket(2)], bestellijsten: [] });
    everyday.getState().setCurrentBasket(basket(2));
    const kept = localStorage.getItem(BASKET_STORE_KEY);

    authStore.getState().signIn({ token: 'tok', expiresAt: null, user: { sub: 'u-1', name: 'Jan', punchoutSession: 'ps-1' }, role: [] });
    try {
      const punchout = createBasketStore();
      punchout.getState().setAvailable({ baskets: [basket(9)], bestellijsten: [] });
      punchout.getState().setCurrentBasket(basket(9));
      expect(localStorage.getItem(BASKET_STORE_KEY)).toBe(kept);
      expect(JSON.parse(sessionStorage.getItem(BASKET_STORE_KEY)!).state.currentBasket).toEqual(basket(9));
      // The punch-out tab reloaded: its own selection comes back.
      expect(createBasketStore().getState().currentBasket).toEqual(basket(9));
      // The session ends (signed out first, then the app state reset): still in the tab's own storage.
      authStore.getState().signOut();
      punchout.getState().reset();
      expect(localStorage.getItem(BASKET_STORE_KEY)).toBe(kept);
    } finally {
      authStore.getState().signOut();
      sessionStorage.clear();
    }
    // An everyday tab of the same user still has its own basket.
    expect(createBasketStore().getState().currentBasket).toEqual(basket(2));
  });

  it('resets to empty defaults (logout), also in storage', () => {
    const store = createBasketStore();
    store.getState().setOwner('u-1');
    store.getState().basketCreated(basket(4));
    store.getState().openNewBasketPopup();
    store.getState().reset();
    expect(store.getState()).toMatchObject({ owner: null, availableBaskets: [], currentBasket: null, showNewBasketPopup: false });
    expect(JSON.parse(localStorage.getItem(BASKET_STORE_KEY)!).state).toMatchObject({ owner: null, currentBasket: null, availableBaskets: [] });
  });
});
