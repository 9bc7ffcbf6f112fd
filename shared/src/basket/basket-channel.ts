// The basket event channel: any app announces an add-to-basket intent (the catalog's buttons),
// mf-checkout acts on it and announces basket changes back. Events also cross browser tabs
// through a BroadcastChannel, so a basket changed in one tab refreshes in the others.
import type { BasketType } from './basket-types';
import { storageKey } from '../storage-keys';

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

export function createBasketChannel() {
  const listeners = new Set<Listener>();
  const bc = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  // In Node (tests, server rendering) an open channel must not keep the process alive.
  (bc as unknown as { unref?: () => void } | null)?.unref?.();
  bc?.addEventListener('message', (e: MessageEvent<BasketEvent>) => {
    for (const l of [...listeners]) l(e.data, 'other-tab');
  });
  return {
    publish(event: BasketEvent) {
      for (const l of [...listeners]) l(event, 'local');
      // Intents are handled by this tab's checkout; only the results concern other tabs.
      if (event.type === 'basket-changed') bc?.postMessage(event);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Stops listening to other tabs (tests, or a page being torn down). */
    close() {
      listeners.clear();
      bc?.close();
    },
  };
}

export type BasketChannel = ReturnType<typeof createBasketChannel>;

export const basketChannel: BasketChannel = createBasketChannel();
