// The one style of the shop's keys in the browser's localStorage and sessionStorage (and of its
// BroadcastChannel names): 'kraanvogel:' and a kebab-case name, e.g. 'kraanvogel:baskets',
// 'kraanvogel:price-mode'. Every app names its keys through storageKey, so two apps cannot
// choose the same key by accident and a developer finds them all under one prefix.
export const STORAGE_KEY_PREFIX = 'kraanvogel:';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** 'price-mode' → 'kraanvogel:price-mode'; a name that is not kebab-case is a programming error. */
export function storageKey(name: string): string {
  if (!KEBAB.test(name)) throw new Error(`storage key '${name}' is not kebab-case`);
  return `${STORAGE_KEY_PREFIX}${name}`;
}

/**
 * Moves what an earlier version kept under another key (or every key under another prefix, when
 * `from` and `to` both end in the separator they had) to its key of today, once, so that a
 * renamed key loses nobody's setting or session. A value already under the new key wins.
 */
export function moveStorageKeys(storage: Storage | undefined, from: string, to: string, prefix = false): void {
  if (!storage) return;
  const moves: [string, string][] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key === null) continue;
    if (prefix ? key.startsWith(from) : key === from) moves.push([key, to + key.slice(from.length)]);
  }
  for (const [oldKey, newKey] of moves) {
    const value = storage.getItem(oldKey);
    if (value !== null && storage.getItem(newKey) === null) storage.setItem(newKey, value);
    storage.removeItem(oldKey);
  }
}

/** The browser's storage, or undefined where there is none (a worker, a server render). */
export function browserStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
