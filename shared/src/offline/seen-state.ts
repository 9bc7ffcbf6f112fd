// What the signed-in user saw recently, for showing it again without a connection (after a
// reload, or on a new visit): the main entry's side of the seen store (seen.ts). Its code and
// IndexedDB come with '@kraanvogel/shared/offline', loaded when a page keeps or asks for
// something (an article page, a search, a scan), never on the first load of a page. Logout
// deletes the whole database from here, without that code.
import { authStore } from '../auth/auth-store';
import { registerSessionReset } from '../auth/session-reset';
import type { Seen, SeenKind } from './seen';
import { OFFLINE_SEEN_DB_NAME, seenOwnerOf } from './seen-name';

export type { Seen, SeenKind };

/** Whose the prices are: the signed-in user, with his customer; null when nobody is signed in. */
function ownerNow(): string | null {
  const { user, customer } = authStore.getState();
  return seenOwnerOf(user, customer);
}

const entry = () => import(/* webpackChunkName: "offline-queue" */ '@kraanvogel/shared/offline');

const idle = (work: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5_000 });
  else setTimeout(work, 0);
};

/**
 * Keeps what the signed-in user sees (an article, a listing page), fetched at `at` (ms), when the
 * browser has time: a failure to keep it costs nothing but the offline copy.
 */
export function keepSeen<T>(kind: SeenKind, key: string, data: T, at: number, ean?: string | null): void {
  const owner = ownerNow();
  if (!owner || typeof indexedDB === 'undefined') return;
  idle(() => {
    // Signed out (or someone else signed in) meanwhile: not his to keep.
    if (ownerNow() !== owner) return;
    void entry()
      .then((m) => m.seenStore.keep(owner, kind, key, data, at, ean))
      .catch(() => undefined);
  });
}

/** What the signed-in user saw there recently, with when it was fetched; null when nothing (or no store). */
export async function recallSeen<T>(kind: SeenKind, key: string): Promise<Seen<T> | null> {
  const owner = ownerNow();
  if (!owner || typeof indexedDB === 'undefined') return null;
  try {
    return await (await entry()).seenStore.recall<T>(owner, kind, key);
  } catch {
    return null;
  }
}

/** The article with this code (EAN) the signed-in user saw recently, or null. */
export async function recallSeenByEan<T>(ean: string): Promise<Seen<T> | null> {
  const owner = ownerNow();
  if (!owner || typeof indexedDB === 'undefined') return null;
  try {
    return await (await entry()).seenStore.recallByEan<T>(owner, ean);
  } catch {
    return null;
  }
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

/** Whether a failed request failed for want of a connection (no answer at all). */
export function isNetworkFailure(error: unknown): boolean {
  return (typeof navigator !== 'undefined' && navigator.onLine === false) || error instanceof TypeError;
}

// The prices are the customer's: nothing of them stays behind a logout.
registerSessionReset('offline-seen', forgetSeen);
