// A failed chunk load (a remote's entry or any lazy chunk) usually means a release replaced the
// files the page was built against: reload once to pick up the new ones, but at most once per
// 60 s, so a remote that is really down cannot put the page in a reload loop.
// Written out rather than through shared's storageKey: this plugin runs before shared is loaded.
export const RELOAD_KEY = 'kraanvogel:chunk-reload-at';
export const RELOAD_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: string; message?: string };
  if (name === 'ChunkLoadError') return true;
  const m = String(message ?? '');
  return (
    /Loading (CSS )?chunk [\w./-]+ failed/i.test(m) ||
    // The federation runtime's code for a remote entry script that failed to load.
    /RUNTIME-008/.test(m) ||
    /Failed to fetch dynamically imported module/i.test(m)
  );
}

/** Reloads the page if no chunk-error reload happened in the last 60 s; returns whether it did. */
export function reloadOnceForChunkError(now = Date.now(), storage: Storage = sessionStorage, reload = () => window.location.reload()): boolean {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (last && now - last < RELOAD_INTERVAL_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}
