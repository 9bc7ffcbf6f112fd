// What the signed-in user saw recently, for showing it again without a connection (after a
// reload, or on a new visit): the seen store (seen.ts) for the signed-in user. Part of
// '@kraanvogel/shared/offline', which a page imports with import() when it keeps or asks for
// something (an article page, a search, a scan), never with the first load of a page. Logout
// deletes the whole database from the main entry (offline-state.ts), without this code.
import { seenStore, type Seen, type SeenKind } from './seen';

// Whose the prices are (the signed-in user with his customer; null when nobody is signed in): told
// by the main entry when it loads this code (loadSeen), which holds the auth store.
let owner: () => string | null = () => null;
const ownerNow = () => owner();

/** Called by loadSeen (offline-state.ts). */
export function setSeenOwner(of: () => string | null): void {
  owner = of;
}

const idle = (work: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5_000 });
  else setTimeout(work, 0);
};

/**
 * Keeps what the signed-in user sees (an article, a listing page), fetched at `at` (ms), when the
 * browser has time: a failure to keep it costs nothing but the offline copy.
 */
export function keepSeen<T>(kind: SeenKind, key: string, data: T, at: number, ean?: string | null): void {
  const whose = ownerNow();
  if (!whose || typeof indexedDB === 'undefined') return;
  idle(() => {
    // Signed out (or someone else signed in) meanwhile: not his to keep.
    if (ownerNow() !== whose) return;
    void seenStore.keep(whose, kind, key, data, at, ean).catch(() => undefined);
  });
}

/** What the signed-in user saw there recently, with when it was fetched; null when nothing (or no store). */
export async function recallSeen<T>(kind: SeenKind, key: string): Promise<Seen<T> | null> {
  const whose = ownerNow();
  if (!whose || typeof indexedDB === 'undefined') return null;
  try {
    return await seenStore.recall<T>(whose, kind, key);
  } catch {
    return null;
  }
}

/** The article with this code (EAN) the signed-in user saw recently, or null. */
export async function recallSeenByEan<T>(ean: string): Promise<Seen<T> | null> {
  const whose = ownerNow();
  if (!whose || typeof indexedDB === 'undefined') return null;
  try {
    return await seenStore.recallByEan<T>(whose, ean);
  } catch {
    return null;
  }
}

/** Whether a failed request failed for want of a connection (no answer at all). */
export function isNetworkFailure(error: unknown): boolean {
  return (typeof navigator !== 'undefined' && navigator.onLine === false) || error instanceof TypeError;
}
