// Registers the service worker at /sw.js in the production build.
import { Workbox } from 'workbox-window';

export function registerServiceWorker() {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    new Workbox('/sw.js', { scope: '/' }).register().catch((error: unknown) => console.error('Service worker niet geregistreerd', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
