// checkout/CartPopup, placed once in the host's default layout: the basket popups — the basket side
// popup, the new-cart and new-order-list popups (opened through the shared basket store's flags,
// so the header, the mobile menu or any app can open them), and the added-to-cart /
// added-to-order-list popups. Adding itself is checkout/BasketIntents' (hooks/use-basket-intents):
// the popup only shows what was added; it joins the intents so that a host which does not mount
// BasketIntents yet still has its adds answered.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { BASKET_TYPE, basketStore, useAuth, useBasketStore } from '@kraanvogel/shared';
import '@/register';
import { loadAddedPopup, loadBasketContentPopup } from './popups';
import { useAddedStore, useBasketIntents } from './hooks/use-basket-intents';

// The popups load when one first opens, not with the header on every page: the new-cart form
// (and its form library), the basket's content and the added-to popup. The last two start loading
// a step earlier (popups.ts): when the basket menu opens, and when an article is being added.
const NewBasketPopup = lazy(() => import('./components/new-basket-popup').then((m) => ({ default: m.NewBasketPopup })));
const BasketContentPopup = lazy(() => loadBasketContentPopup().then((m) => ({ default: m.BasketContentPopup })));
const AddedPopup = lazy(() => loadAddedPopup().then((m) => ({ default: m.AddedPopup })));

export default function CartPopup() {
  const authenticated = useAuth((s) => s.authenticated);
  const currentBasket = useBasketStore((s) => s.currentBasket);
  const showCartPopup = useBasketStore((s) => s.showCartPopup);
  const showNewBasketPopup = useBasketStore((s) => s.showNewBasketPopup);
  const showNewBestellijstPopup = useBasketStore((s) => s.showNewBestellijstPopup);
  const added = useAddedStore((s) => s.added);
  const addedOn = useAddedStore((s) => s.path);
  const { pathname } = useLocation();

  useBasketIntents();

  // A popup belongs to the page it was opened on: leaving the page (also with the browser's
  // back button) closes the basket side popup and the added-to popup. This code may arrive after
  // an add on this very page was answered: that popup shows, one added on another page does not.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current !== pathname) basketStore.getState().closeCartPopup();
    shownOn.current = pathname;
    if (useAddedStore.getState().path !== pathname) useAddedStore.getState().clear();
  }, [pathname]);

  if (!authenticated) return null;
  const { closeCartPopup, closeNewBasketPopup, closeNewBestellijstPopup } = basketStore.getState();
  return (
    <>
      {/* A boundary each: a popup whose code is still loading does not hide one already open. */}
      <Suspense fallback={null}>{showCartPopup && currentBasket && <BasketContentPopup basket={currentBasket} onClose={closeCartPopup} />}</Suspense>
      <Suspense fallback={null}>
        {showNewBasketPopup && <NewBasketPopup basketType={BASKET_TYPE.winkelwagen} onClose={closeNewBasketPopup} />}
        {showNewBestellijstPopup && <NewBasketPopup basketType={BASKET_TYPE.bestellijst} onClose={closeNewBestellijstPopup} />}
      </Suspense>
      <Suspense fallback={null}>{added && addedOn === pathname && <AddedPopup added={added} onClose={useAddedStore.getState().clear} />}</Suspense>
    </>
  );
}
