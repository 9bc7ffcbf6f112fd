/// <reference lib="webworker" />
// The service worker, served at /sw.js. It caches the app shell and the hashed assets
// so that the shop opens fast and survives a short loss of connection, and stays correct across
// releases:
//  - the host's own files of this version are precached (injected list, content-addressed);
//  - files in any app's versioned folder (/host/<v>/…, /mf-*/<v>/…), its mf-manifest.json
//    included, are immutable, so they are cached for good (cache-first, no expiry; only the least
//    recently used go when there are very many): a new release has new URLs, and the old ones
//    keep working for pages still open;
//  - page navigations (index.html names the current host version), /config.json and
//    /remotes.json are network-first and never answered from the cache while the network
//    answers: a release or rollback shows at the next load;
//  - the APIs and the identity provider are never touched.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { PRECACHE_MESSAGE } from './precache-message';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const API_PATHS = /^\/(idp|pim|search|mgmt|erp|api)(\/|$)/;
const VERSIONED_ASSET = /^\/(host|mf-[a-z]+)\/[^/]+\/(?!.*\.map$).+\.(js|css|json|woff2?|png|svg|jpe?g|webp|ico)$/;
const NO_CACHE_DOCUMENTS = /^\/(config|remotes)\.json$/;
const sameOrigin = (url: URL) => url.origin === self.location.origin;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Every shop URL answers with the same index.html: one cache entry serves them all offline.
const SHELL_CACHE = 'kraanvogel-shell';
const SHELL_KEY = '/__kraanvogel-shell';

// The host's files are precached once the worker is active, when a page asks (register.ts), not
// during `install`: Chrome compiles every function of a script a worker caches during its install
// and keeps that full code cache with it, which a return visit then has to read (~300 ms of main
// thread more than compiling what runs: docs/benchmarks.md, "Return visits: the service worker no
// longer precaches during its install").
// One run at a time; a message with a port gets an answer when the files are all in the cache.
const precacheController = new PrecacheController();
precacheController.addToCacheList(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precacheController));
let precaching: Promise<void> | null = null;
/** The host's files of this version, and a page's HTML for the shell if no navigation has left one yet. */
async function precacheHostFiles(page: string) {
  const cache = await caches.open(precacheController.strategy.cacheName);
  const missed: string[] = [];
  for (const [url, key] of precacheController.getURLsToCacheKeys()) {
    if (await cache.match(key)) continue;
    const response = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
    if (response?.ok) await cache.put(key, response);
    else missed.push(url);
  }
  // This version's list only: files of earlier versions leave the precache.
  const wanted = new Set(precacheController.getURLsToCacheKeys().values());
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
  // The worker is registered after the first page is shown (register.ts): that page's navigation
  // did not pass it, and a reload without a connection would find no page to open.
  const shell = await caches.open(SHELL_CACHE);
  if (!(await shell.match(SHELL_KEY))) {
    const response = await fetch(page, { credentials: 'same-origin' }).catch(() => null);
    if (response?.ok && !(await shell.match(SHELL_KEY))) await shell.put(SHELL_KEY, response);
    else if (!response?.ok) missed.push(page);
  }
  // The next page's request tries the missing files again; this one is answered 'failed'.
  if (missed.length) throw new Error(`niet gecachet: ${missed.join(', ')}`);
}
self.addEventListener('message', (event) => {
  if (event.data !== PRECACHE_MESSAGE) return;
  // The asking page's own address (a reload opens that page), else the home page.
  const source = event.source && 'url' in event.source ? new URL(event.source.url) : null;
  const page = source && sameOrigin(source) && !API_PATHS.test(source.pathname) ? source.pathname + source.search : '/';
  precaching ??= precacheHostFiles(page).finally(() => {
    precaching = null;
  });
  const done = precaching.then(
    () => event.ports[0]?.postMessage('ok'),
    () => event.ports[0]?.postMessage('failed'),
  );
  event.waitUntil(done);
});

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: SHELL_CACHE,
      plugins: [{ cacheKeyWillBeUsed: async () => SHELL_KEY }],
    }),
    { denylist: [API_PATHS, /^\/sw\.js$/] },
  ),
);

// cache: 'no-cache' also keeps the browser's HTTP cache from answering for the server.
registerRoute(
  ({ url }) => sameOrigin(url) && NO_CACHE_DOCUMENTS.test(url.pathname),
  new NetworkFirst({ cacheName: 'kraanvogel-config', fetchOptions: { cache: 'no-cache' } }),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && VERSIONED_ASSET.test(url.pathname),
  new CacheFirst({
    cacheName: 'kraanvogel-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 1500, purgeOnQuotaError: true })],
  }),
);
