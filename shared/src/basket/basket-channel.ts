// The basket event channel: any app announces an add-to-basket intent (the catalog's buttons),
// mf-checkout acts on it and announces basket changes back. Events also cross browser tabs
// through a BroadcastChannel, so a basket changed in one tab refreshes in the others.
//
// An intent has one handler (checkout's, `handleIntents`). One published before the handler is
// there — a card's Enter while the page's widgets are still loading — waits for it, for
// INTENT_WAIT_MS at most: an add the user asked for is not lost to the page's loading order.
import type { BasketType } from './basket-types';
import { storageKey } from '../storage-keys';
import { registerSessionReset } from '../auth/session-reset';

export interface AddToBasketIntent {
  type: 'add-to-basket';
  itemNo: string;
  amount: number;
  /** BASKET_TYPE.bestellijst: an order list; absent: the current basket. */
  basketType?: BasketType;
  /** For an order list: which one (default: the user's first order list). */
  basketId?: number | string;
  description?: string;
  source?: string;
}

export interface BasketChanged {
  type: 'basket-changed';
  basketId: string;
  reason: 'added' | 'removed' | 'created' | 'selected' | 'updated';
  source?: string;
}

export type BasketEvent = AddToBasketIntent | BasketChanged;
type Listener = (event: BasketEvent, origin: 'local' | 'other-tab') => void;

const CHANNEL_NAME = storageKey('basket');
/** How long an intent published before its handler is there waits for it; older ones are dropped. */
export const INTENT_WAIT_MS = 15_000;
/** At most this many intents wait (the newest kept). */
const MAX_WAITING_INTENTS = 20;

export function createBasketChannel() {
  const listeners = new Set<Listener>();
  const intentHandlers = new Set<(intent: AddToBasketIntent) => void>();
  let waiting: { intent: AddToBasketIntent; at: number }[] = [];
  const bc = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  // In Node (tests, server rendering) an open channel must not keep the process alive.
  (bc as unknown as { unref?: () => void } | null)?.unref?.();
  bc?.addEventListener('message', (e: MessageEvent<BasketEvent>) => {
    for (const l of [...listeners]) l(e.data, 'other-tab');
  });
  return {
    publish(event: BasketEvent) {
      for (const l of [...listeners]) l(event, 'local');
      if (event.type === 'add-to-basket') {
        if (intentHandlers.size > 0) for (const h of [...intentHandlers]) h(event);
        else waiting = [...waiting, { intent: event, at: Date.now() }].slice(-MAX_WAITING_INTENTS);
      }
      // Intents are handled by this tab's checkout; only the results concern other tabs.
      if (event.type === 'basket-changed') bc?.postMessage(event);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Answers this tab's add-to-basket intents, those published before now included (at most
     * INTENT_WAIT_MS old), in order. Returns the unsubscribe.
     */
    handleIntents(handler: (intent: AddToBasketIntent) => void): () => void {
      intentHandlers.add(handler);
      const due = waiting.filter((w) => Date.now() - w.at <= INTENT_WAIT_MS);
      waiting = [];
      for (const w of due) handler(w.intent);
      return () => intentHandlers.delete(handler);
    },
    /** Drops the intents still waiting (at logout: another user's handler must not answer them). */
    dropWaitingIntents() {
      waiting = [];
    },
    /** Stops listening to other tabs (tests, or a page being torn down). */
    close() {
      listeners.clear();
      intentHandlers.clear();
      waiting = [];
      bc?.close();
    },
  };
}

export type BasketChannel = ReturnType<typeof createBasketChannel>;

export const basketChannel: BasketChannel = createBasketChannel();
registerSessionReset('basket-channel:waiting-intents', () => basketChannel.dropWaitingIntents());
