// checkout/CartPopup, placed once in the host's layout: the basket popups of SPEC §2 and §4 —
// the cart side popup, the new-cart and new-order-list popups (opened through the shared basket
// store's flags, so the header, the mobile menu or any app can open them), and the added-to-cart
// / added-to-order-list popups. It answers add-to-basket intents from any app on the basket
// channel and announces the change back (basket-changed), also to other tabs.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { BASKET_TYPE, authStore, basketChannel, basketStore, loadBaskets, notify, useAuth, useBasketStore, type AddToBasketIntent, type Basket } from '@kraanvogel/shared';
import '../../register';
import { texts } from '../../texts';
import { useAddToBasket } from './api/add-to-basket';
import { AddedPopup, type Added } from './components/added-popup';
import { CartContentPopup } from './components/cart-content-popup';
import { CHECKOUT_SOURCE, useBasketSync } from './hooks/use-basket-sync';

// The new-cart form (and its form library) loads when a popup first opens, not with the header.
const NewBasketPopup = lazy(() => import('./components/new-basket-popup').then((m) => ({ default: m.NewBasketPopup })));

/** Where an intent goes: the current cart, or the chosen (else the first) order list. */
async function targetOf(intent: AddToBasketIntent, load: () => Promise<unknown>): Promise<Basket | 'no-bestellijst' | null> {
  if (!basketStore.getState().currentBasket) await load();
  const s = basketStore.getState();
  if (intent.basketType !== 1) return s.currentBasket;
  if (intent.basketId != null) {
    return s.availableBestellijsten.find((b) => String(b.id) === String(intent.basketId)) ?? { id: intent.basketId, name: '', basketType: BASKET_TYPE.bestellijst };
  }
  return s.availableBestellijsten[0] ?? 'no-bestellijst';
}

function useAddToBasketIntents(onAdded: (added: Added) => void) {
  const queryClient = useQueryClient();
  const add = useAddToBasket();
  const addRef = useRef(add.mutateAsync);
  addRef.current = add.mutateAsync;
  const onAddedRef = useRef(onAdded);
  onAddedRef.current = onAdded;

  const handle = useCallback(
    async (intent: AddToBasketIntent) => {
      if (!authStore.getState().authenticated) return;
      const bestellijst = intent.basketType === BASKET_TYPE.bestellijst;
      const target = await targetOf(intent, () => loadBaskets(queryClient));
      if (target === 'no-bestellijst') {
        notify.warning(texts.toasts.noBestellijst);
        basketStore.getState().openNewBestellijstPopup();
        return;
      }
      if (!target) {
        notify.alert(texts.toasts.addFailed);
        return;
      }
      try {
        await addRef.current({ basketId: target.id, itemNo: intent.itemNo, amount: intent.amount });
      } catch {
        notify.alert(texts.toasts.addFailed);
        return;
      }
      basketChannel.publish({ type: 'basket-changed', basketId: String(target.id), reason: 'added', source: CHECKOUT_SOURCE });
      onAddedRef.current({ basket: target, bestellijst, itemNo: intent.itemNo, amount: intent.amount, description: intent.description });
    },
    [queryClient],
  );

  useEffect(
    () =>
      basketChannel.subscribe((event, origin) => {
        // Another tab's intents are that tab's business.
        if (event.type === 'add-to-basket' && origin === 'local') void handle(event);
      }),
    [handle],
  );
}

export default function CartPopup() {
  const authenticated = useAuth((s) => s.authenticated);
  const currentBasket = useBasketStore((s) => s.currentBasket);
  const showCartPopup = useBasketStore((s) => s.showCartPopup);
  const showNewBasketPopup = useBasketStore((s) => s.showNewBasketPopup);
  const showNewBestellijstPopup = useBasketStore((s) => s.showNewBestellijstPopup);
  const [added, setAdded] = useState<Added | null>(null);
  const { pathname } = useLocation();

  useBasketSync();
  useAddToBasketIntents(setAdded);

  // A popup belongs to the page it was opened on: leaving the page (also with the browser's
  // back button) closes the cart side popup and the added-to popup.
  useEffect(() => {
    basketStore.getState().closeCartPopup();
    setAdded(null);
  }, [pathname]);

  if (!authenticated) return null;
  const { closeCartPopup, closeNewBasketPopup, closeNewBestellijstPopup } = basketStore.getState();
  return (
    <>
      {showCartPopup && currentBasket && <CartContentPopup basket={currentBasket} onClose={closeCartPopup} />}
      <Suspense fallback={null}>
        {showNewBasketPopup && <NewBasketPopup basketType={0} onClose={closeNewBasketPopup} />}
        {showNewBestellijstPopup && <NewBasketPopup basketType={1} onClose={closeNewBestellijstPopup} />}
      </Suspense>
      {added && <AddedPopup added={added} onClose={() => setAdded(null)} />}
    </>
  );
}
