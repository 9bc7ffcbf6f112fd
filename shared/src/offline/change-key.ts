// The idempotency key of one basket change: made before the change is first sent, sent with it
// (online, or from the offline queue) and kept with it when it is queued, so that every attempt
// of the same change carries the same key and the server does it once.

/** A random idempotency key (the server takes 16–100 of [A-Za-z0-9_-]). */
export function newChangeKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
