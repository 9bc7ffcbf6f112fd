// Registers the service worker at /sw.js in the production build, once the page has loaded (its
// precaching then does not compete with the page's own requests), and asks the active worker to
// precache the host's files (sw.ts: not during its install). The browser's own API: the shop uses
// no more of the worker's life cycle than its registration (updates take effect on the next
// navigation, as the worker's clientsClaim/skipWaiting set up; sw.ts).

import { PRECACHE_MESSAGE } from './precache-message';

export function registerServiceWorker() {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((reg) => reg.active?.postMessage(PRECACHE_MESSAGE))
      .catch((error: unknown) => console.error('Service worker niet geregistreerd', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
