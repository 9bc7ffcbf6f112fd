// The offline basket at run time: queues a change for the signed-in user, mirrors his queue in
// queueStore, and sends it (sync.ts) when the connection returns, at start when online, as soon as
// a change is queued while online, and when asked. After a send the baskets it touched are announced on the basket channel, so every app's
// copy refetches. The shop's singletons (auth store, basket channel, API client) are handed over
// by the main entry when it starts the queue (offline-state.ts): this entry imports none of them.
import type { authStore as AuthStoreInstance } from '../auth/auth-store';
import type { BasketChannel } from '../basket/basket-channel';
import type { mgmtApi as MgmtApi } from '../api/typed-client';
import { createOfflineQueue, queueStore, waitingCount, type NewChange, type QueuedChange } from './queue';
import { isRefusal, sendQueued, type SendOutcome } from './sync';
import { seenStore } from './seen';
import { seenOwnerOf } from './seen-name';

const SOURCE = 'offline-queue';
const queue = createOfflineQueue();

export interface OfflineQueueDeps {
  authStore: typeof AuthStoreInstance;
  basketChannel: BasketChannel;
  mgmtApi: typeof MgmtApi;
  /** The localStorage key of the number of queued changes (OFFLINE_QUEUE_MARKER). */
  marker: string;
}

let deps: OfflineQueueDeps | null = null;
const need = () => {
  if (!deps) throw new Error('startOfflineQueue() first');
  return deps;
};

const ownerNow = () => deps?.authStore.getState().user?.sub ?? null;

/** Whether the browser says it has no connection: changes then go to the queue. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function mark(changes: QueuedChange[]) {
  try {
    if (changes.length) localStorage.setItem(need().marker, String(changes.length));
    else localStorage.removeItem(need().marker);
  } catch {
    /* storage unavailable: the queue is still in IndexedDB */
  }
}

/** Reads the signed-in user's queue into queueStore. */
export async function refreshQueue(): Promise<QueuedChange[]> {
  const owner = ownerNow();
  const changes = owner ? await queue.list(owner) : [];
  queueStore.setState({ changes });
  mark(changes);
  return changes;
}

function announce(basketIds: Iterable<string>) {
  for (const basketId of new Set(basketIds)) need().basketChannel.publish({ type: 'basket-changed', basketId, reason: 'updated', source: SOURCE });
}

/**
 * Keeps a basket change, after the ones already waiting; false when nobody is signed in. Online
 * (the answer of a first send was lost, or older changes still wait) the queue is sent at once.
 */
export async function queueChange(change: NewChange): Promise<boolean> {
  const owner = ownerNow();
  if (!owner) return false;
  await queue.add(owner, change);
  await refreshQueue();
  announce([change.basketId]);
  if (!isOffline()) void syncQueue().catch(() => undefined);
  return true;
}

/** Keeps an article the signed-in user found by its code (EAN): the seen store's (seen.ts), kept for callers of before. */
export async function rememberArticle<A extends { itemNo: string }>(ean: string, article: A): Promise<void> {
  const owner = seenOwnerOf(deps?.authStore.getState().user ?? null, deps?.authStore.getState().customer ?? null);
  if (owner) await seenStore.keep(owner, 'article', article.itemNo, article, Date.now(), ean);
}

/** The article with this code the signed-in user saw recently, or null (the seen store's). */
export async function recallArticle<A>(ean: string): Promise<A | null> {
  const owner = seenOwnerOf(deps?.authStore.getState().user ?? null, deps?.authStore.getState().customer ?? null);
  return owner ? ((await seenStore.recallByEan<A>(owner, ean))?.data ?? null) : null;
}

/** Forgets a change (a refused one the user has read). */
export async function dismissChange(seq: number): Promise<void> {
  const change = queueStore.getState().changes.find((c) => c.seq === seq);
  await queue.remove(seq);
  await refreshQueue();
  if (change) announce([change.basketId]);
}

const path = '/api/ecommerce/customerbaskets' as const;

async function sendChange(change: QueuedChange): Promise<void> {
  const headers = { 'Idempotency-Key': change.key };
  const basketId = Number(change.basketId);
  if (change.kind === 'remove') {
    try {
      await need().mgmtApi.POST(`${path}/removeFromBasket`, { body: { basketId, itemNo: change.itemNo }, headers });
    } catch (error) {
      // The line is not there (any more): what the removal wanted is so.
      if (!(isRefusal(error) && error.status === 404 && /regel/i.test(error.message))) throw error;
    }
    return;
  }
  await need().mgmtApi.POST(`${path}/addToBasket`, { body: { basketId, itemNo: change.itemNo, amount: change.amount, overwrite: change.kind === 'set' }, headers });
}

let running: Promise<SendOutcome | null> | null = null;
/** The send asked for while one was under way: it starts when that one ends, for what came meanwhile. */
let next: Promise<SendOutcome | null> | null = null;

// A send cut off while the browser still says it is online (a dropped connection, a server error)
// is tried again after a pause that doubles up to a minute; going offline and back sends at once.
const RETRY_MS = [2_000, 4_000, 8_000, 16_000, 32_000, 60_000];
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

function retryLater(interrupted: boolean) {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  if (!interrupted) return void (retries = 0);
  const delay = RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)]!;
  retryTimer = setTimeout(() => void syncQueue().catch(() => undefined), delay);
}

/** Sends the waiting changes (one send at a time; null when offline, signed out or nothing waits). */
export function syncQueue(): Promise<SendOutcome | null> {
  if (running) {
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return syncQueue();
      });
    return next;
  }
  running = (async () => {
    const owner = ownerNow();
    if (!owner || isOffline()) return null;
    const before = await refreshQueue();
    if (!waitingCount(before)) return null;
    queueStore.setState({ syncing: true });
    try {
      const outcome = await sendQueued(queue, owner, sendChange);
      retryLater(outcome.interrupted);
      return outcome;
    } catch (error) {
      retryLater(true);
      throw error;
    } finally {
      queueStore.setState({ syncing: false });
      await refreshQueue();
      announce(before.map((c) => c.basketId));
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

let started = false;

/** Once per page: sends when the connection returns, follows other tabs and the signed-in user. */
export function startOfflineQueue(given: OfflineQueueDeps): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  deps = given;
  const { authStore, basketChannel } = given;
  window.addEventListener('online', () => {
    retries = 0;
    void syncQueue().catch(() => undefined);
  });
  basketChannel.subscribe((event, origin) => {
    if (origin === 'other-tab' && event.type === 'basket-changed') void refreshQueue();
  });
  authStore.subscribe((s, prev) => {
    if (s.user?.sub !== prev.user?.sub) void refreshQueue().then(() => syncQueue()).catch(() => undefined);
  });
  void refreshQueue().then(() => syncQueue()).catch(() => undefined);
}
