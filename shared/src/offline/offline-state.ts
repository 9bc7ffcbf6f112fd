// Online or offline, and the offline basket queue when it is needed. The queue's code
// ('@kraanvogel/shared/offline') loads only when the browser goes offline or the localStorage
// marker says changes wait from before (a reload, another tab); until then the screens know only
// whether the browser is online. While changes wait, new basket changes join the queue behind
// them (queueBasketChanges), so that the server gets every change in the order it was made.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { storageKey } from '../storage-keys';
import { authStore } from '../auth/auth-store';
import { basketChannel } from '../basket/basket-channel';
import { mgmtApi } from '../api/typed-client';
import type * as OfflineEntry from '../offline';
import { registerSessionReset } from '../auth/session-reset';
import { OFFLINE_SEEN_DB_NAME, seenOwnerOf } from './seen-name';
import type { SeenKind } from './seen';

export { newChangeKey } from './change-key';

/** The number of queued changes, written by the queue, read here without loading it. */
export const OFFLINE_QUEUE_MARKER = storageKey('offline-queue-waiting');

export function offlineQueueMarked(): boolean {
  try {
    return Number(localStorage.getItem(OFFLINE_QUEUE_MARKER) ?? 0) > 0;
  } catch {
    return false;
  }
}

export type OfflineQueueModule = typeof OfflineEntry;

let loading: Promise<OfflineQueueModule> | null = null;
let loaded: OfflineQueueModule | null = null;

/** The queue's code, loaded once and started (it then sends whenever the connection returns). */
export function loadOfflineQueue(): Promise<OfflineQueueModule> {
  loading ??= import(/* webpackChunkName: "offline-queue" */ '@kraanvogel/shared/offline').then((m) => {
    m.startOfflineQueue({ authStore, basketChannel, mgmtApi, marker: OFFLINE_QUEUE_MARKER });
    loaded = m;
    return m;
  });
  return loading;
}

/**
 * Whether a basket change goes to the offline queue rather than straight to the server: offline,
 * or online while older changes still wait to be sent (a send that stopped at a server error and
 * waits for its next try): it then goes after them, in order.
 */
export async function queueBasketChanges(): Promise<boolean> {
  if (!navigator.onLine) return true;
  if (!loaded && !offlineQueueMarked()) return false;
  try {
    const queue = await loadOfflineQueue();
    return queue.waitingCount(await queue.refreshQueue()) > 0;
  } catch {
    // The queue's code or IndexedDB is out of reach: nothing can wait behind it.
    return false;
  }
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

const noChanges: OfflineEntry.QueuedChange[] = [];

/**
 * Online or not, and (once the queue's code is loaded: offline now, or changes waiting from
 * before) the queue's code and the signed-in user's queued changes.
 */
export function useOfflineQueue(): { online: boolean; queue: OfflineQueueModule | null; changes: OfflineEntry.QueuedChange[] } {
  const online = useOnline();
  const [queue, setQueue] = useState<OfflineQueueModule | null>(loaded);
  useEffect(() => {
    if (queue || (online && !offlineQueueMarked())) return;
    let alive = true;
    void loadOfflineQueue().then((m) => alive && setQueue(() => m));
    return () => {
      alive = false;
    };
  }, [online, queue]);
  const changes = useSyncExternalStore(
    (onChange) => queue?.queueStore.subscribe(onChange) ?? (() => undefined),
    () => queue?.queueStore.getState().changes ?? noChanges,
    () => noChanges,
  );
  return { online, queue, changes };
}

/**
 * The seen store's code (seen-access.ts, in the offline entry), told whose the prices are: what
 * the signed-in user saw recently, for showing it offline. Loaded by a page that keeps or asks for
 * something, never with the first load of the shop.
 */
export function loadSeen(): Promise<OfflineQueueModule> {
  return import(/* webpackChunkName: "offline-queue" */ '@kraanvogel/shared/offline').then((m) => {
    m.setSeenOwner(() => seenOwnerOf(authStore.getState().user, authStore.getState().customer));
    return m;
  });
}

/** How long after a page has shown its data that data is kept for offline use (keepSeenLater). */
const SEEN_KEEP_DELAY_MS = 1_500;

/**
 * Keeps what a page shows (an article, a listing page) for showing it offline later, once the page
 * has settled: the seen store's code is loaded then, so it is never part of a page's first load
 * (nor in the way of its first paint). A failure to keep it costs nothing but the offline copy.
 */
export function keepSeenLater<T>(kind: SeenKind, key: string, data: T, at: number, ean?: string | null): void {
  if (typeof indexedDB === 'undefined') return;
  const keep = () =>
    void loadSeen()
      .then((m) => m.keepSeen(kind, key, data, at, ean))
      .catch(() => undefined);
  setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(keep, { timeout: 3_000 }) : keep()), SEEN_KEEP_DELAY_MS);
}

/** Deletes everything seen, of every user on this browser. */
export function forgetSeen(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_SEEN_DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
}

// The prices kept for offline (seen.ts) are the customer's: nothing of them stays behind a logout.
registerSessionReset('offline-seen', forgetSeen);
