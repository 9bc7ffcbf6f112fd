// Answering the add-to-basket intents that any app publishes on the basket channel: the article
// goes to the current basket or to the chosen (else the first) order list, the change is announced
// back (basket-changed, also to other tabs), and what was added is kept for the added-to popup.
// Changes made elsewhere (another tab, another app) refresh the basket data. Each add has its
// idempotency key from the start. Without a connection, or while older changes wait to be sent,
// the add goes to the offline basket queue (shared's '@kraanvogel/shared/offline', loaded then)
// and is sent after them; an add whose answer is lost (the connection dropped) is queued with the
// key it was sent with, so that the server, which may have done it, does not do it twice.
//
// This is not part of a popup: the host mounts checkout/BasketIntents on every signed-in page,
// and CartPopup uses it too (so a host that does not mount BasketIntents yet still gets its
// intents answered). However many of them are mounted, one subscription answers each intent once.
import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import {
  BASKET_TYPE,
  authStore,
  basketChannel,
  basketKeys,
  basketStore,
  loadBaskets,
  loadOfflineQueue,
  newChangeKey,
  notify,
  queueBasketChanges,
  registerSessionReset,
  type AddToBasketIntent,
  type Basket,
} from '@kraanvogel/shared';
import { widgetTexts as texts } from '@/texts/widgets';
import { useAddToBasket } from '../api/add-to-basket';
import { CHECKOUT_SOURCE } from '@/lib/basket-source';
import { loadAddedPopup } from '../popups';
import type { Added } from '../components/added-popup';

/** The last article added, for the added-to popup, and the page (path) it was added on; null when closed. */
export const useAddedStore = create<{ added: Added | null; path: string | null; show: (added: Added) => void; clear: () => void }>((set) => ({
  added: null,
  path: null,
  show: (added) => set({ added, path: window.location.pathname }),
  clear: () => set({ added: null, path: null }),
}));
registerSessionReset('checkout:added-popup', () => useAddedStore.getState().clear());

interface Handler {
  queryClient: QueryClient;
  add: (input: { basketId: number; itemNo: string; amount: number; idempotencyKey: string }) => Promise<unknown>;
}

/** The mounted users, oldest first; the oldest answers. */
const handlers: Handler[] = [];
let unsubscribe: (() => void) | null = null;

/** Where an intent goes: the current basket, or the chosen (else the first) order list. */
async function targetOf(intent: AddToBasketIntent, load: () => Promise<unknown>): Promise<Basket | 'no-bestellijst' | null> {
  if (!basketStore.getState().currentBasket) await load();
  const s = basketStore.getState();
  if (intent.basketType !== BASKET_TYPE.bestellijst) return s.currentBasket;
  if (intent.basketId != null) {
    return s.availableBestellijsten.find((b) => String(b.id) === String(intent.basketId)) ?? { id: intent.basketId, name: '', basketType: BASKET_TYPE.bestellijst };
  }
  return s.availableBestellijsten[0] ?? 'no-bestellijst';
}

async function answer(intent: AddToBasketIntent, { queryClient, add }: Handler) {
  if (!authStore.getState().authenticated) return;
  // The added-to popup's code loads while the article is being added (a failure shows a toast).
  loadAddedPopup().catch(() => undefined);
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
  const key = newChangeKey();
  if (await queueBasketChanges()) return queueAdd(intent, target, key);
  try {
    await add({ basketId: Number(target.id), itemNo: intent.itemNo, amount: intent.amount, idempotencyKey: key });
  } catch (error) {
    // No answer at all (the connection dropped, perhaps after the server did it): kept with its key.
    if (error instanceof TypeError) return queueAdd(intent, target, key);
    notify.alert(texts.toasts.addFailed);
    return;
  }
  basketChannel.publish({ type: 'basket-changed', basketId: String(target.id), reason: 'added', source: CHECKOUT_SOURCE });
  useAddedStore.getState().show({
    basket: target,
    bestellijst: intent.basketType === BASKET_TYPE.bestellijst,
    itemNo: intent.itemNo,
    amount: intent.amount,
    description: intent.description,
  });
}

async function queueAdd(intent: AddToBasketIntent, target: Basket, key: string) {
  try {
    const queue = await loadOfflineQueue();
    await queue.queueChange({ basketId: String(target.id), kind: 'add', itemNo: intent.itemNo, amount: intent.amount, description: intent.description, key });
  } catch {
    notify.alert(texts.toasts.addFailed);
    return;
  }
  const what = intent.description ?? intent.itemNo;
  notify.info(navigator.onLine ? texts.toasts.queuedOnline(what) : texts.toasts.queued(what));
}

function subscribe() {
  // This tab's intents, those published before checkout was there included (another tab's are
  // that tab's business); every tab's changes are ours to show.
  const stopIntents = basketChannel.handleIntents((intent) => {
    const handler = handlers[0];
    if (handler) void answer(intent, handler);
  });
  const stopChanges = basketChannel.subscribe((event, origin) => {
    const handler = handlers[0];
    if (!handler) return;
    if (event.type === 'basket-changed' && !(origin === 'local' && event.source === CHECKOUT_SOURCE)) {
      void handler.queryClient.invalidateQueries({ queryKey: basketKeys.all }).then(() => loadBaskets(handler.queryClient, { refresh: true }));
    }
  });
  return () => {
    stopIntents();
    stopChanges();
  };
}

export function useBasketIntents() {
  const queryClient = useQueryClient();
  const add = useAddToBasket();
  const handler = useRef<Handler>({ queryClient, add: add.mutateAsync });
  handler.current.queryClient = queryClient;
  handler.current.add = add.mutateAsync;
  useEffect(() => {
    const mine = handler.current;
    handlers.push(mine);
    unsubscribe ??= subscribe();
    return () => {
      handlers.splice(handlers.indexOf(mine), 1);
      if (handlers.length === 0) {
        unsubscribe?.();
        unsubscribe = null;
      }
    };
  }, []);
}
