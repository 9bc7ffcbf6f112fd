// Registers the service worker at /sw.js in the production build once the first page is on screen
// and the page has had a quiet moment, and asks the active worker to precache the host's files
// (sw.ts: not during its install). Not at the window's load event: the page's scripts are asked
// for only after its first paint (the inline loader), so `load` fires before the app has even
// started, and the worker's install and precache then ran beside the first page's boot, data and
// render, for the phone's CPU and line. The browser's own API: the shop uses no more of the
// worker's life cycle than its registration (updates take effect on the next navigation, as the
// worker's clientsClaim/skipWaiting set up; sw.ts).

import { PRECACHE_MESSAGE } from './precache-message';

/** How long after the first page is shown the worker is registered (then at the next idle moment). */
const AFTER_FIRST_PAGE_MS = 2_000;

export function registerServiceWorker(firstPageShown: Promise<void>) {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((reg) => reg.active?.postMessage(PRECACHE_MESSAGE))
      .catch((error: unknown) => console.error('Service worker niet geregistreerd', error));
  };
  void firstPageShown
    .then(() => new Promise((resolve) => setTimeout(resolve, AFTER_FIRST_PAGE_MS)))
    .then(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 2_000 }) : register()));
}
