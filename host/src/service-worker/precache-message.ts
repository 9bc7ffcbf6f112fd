/** What a page sends the service worker to have the host's files precached (sw.ts); with a port, the worker answers once they are. */
export const PRECACHE_MESSAGE = 'kv-precache';
