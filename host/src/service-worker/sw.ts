/// <reference lib="webworker" />
// The service worker, served at /sw.js (SPEC §4). It caches the app shell and the hashed assets
// so that the shop opens fast and survives a short loss of connection, and stays correct across
// releases:
//  - the host's own files of this version are precached (injected list, content-addressed);
//  - files in any app's versioned folder (/host/<v>/…, /mf-*/<v>/…) are immutable, so cache-first
//    is safe: a new release has new URLs, and the old ones keep working for pages still open;
//  - page navigations (index.html names the current host version), /config.json, /remotes.json
//    and every mf-manifest.json are network-first: a release or rollback shows at the next load,
//    the cached copy answers only when the network fails;
//  - the APIs and the identity provider are never touched.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const API_PATHS = /^\/(idp|pim|search|mgmt|erp|api)(\/|$)/;
const VERSIONED_ASSET = /^\/(host|mf-[a-z]+)\/[^/]+\/(?!.*\.map$).+\.(js|css|woff2?|png|svg|jpe?g|webp|ico)$/;
const NO_CACHE_DOCUMENTS = /^\/(config|remotes)\.json$|\/mf-manifest\.json$/;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

precacheAndRoute(self.__WB_MANIFEST);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Every shop URL answers with the same index.html: one cache entry serves them all offline.
const SHELL_KEY = '/__kraanvogel-shell';
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'kraanvogel-shell',
      plugins: [{ cacheKeyWillBeUsed: async () => SHELL_KEY }],
    }),
    { denylist: [API_PATHS, /^\/sw\.js$/] },
  ),
);

registerRoute(({ url }) => sameOrigin(url) && NO_CACHE_DOCUMENTS.test(url.pathname), new NetworkFirst({ cacheName: 'kraanvogel-config' }));

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && VERSIONED_ASSET.test(url.pathname),
  new CacheFirst({
    cacheName: 'kraanvogel-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);
