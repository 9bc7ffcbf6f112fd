// The offline basket queue, '@kraanvogel/shared/offline' (DESIGN.md: changes made offline are
// queued in IndexedDB with an idempotency key each and sent in order when back online): an entry
// of its own, imported with a dynamic import() (offline-state.ts) when the shop goes offline or finds changes waiting
// from before (OFFLINE_QUEUE_MARKER in localStorage), so that it is no part of the first load of a page.
export { createOfflineQueue, newChangeKey, queueStore, waitingCount, type ChangeKind, type KnownArticle, type NewChange, type OfflineQueue, type QueuedChange, type QueueState } from './offline/queue';
export { isRefusal, sendQueued, type SendChange, type SendOutcome } from './offline/sync';
export { linesAfter, pendingLines, type PendingLine } from './offline/pending';
export { dismissChange, isOffline, queueChange, recallArticle, refreshQueue, rememberArticle, startOfflineQueue, syncQueue } from './offline/offline-basket';
export { createSeenStore, seenStore, SEEN_MAX_AGE_MS, SEEN_MAX_PER_OWNER, type Seen, type SeenEntry, type SeenKind, type SeenStore } from './offline/seen';
export { isNetworkFailure, keepSeen, recallSeen, recallSeenByEan, setSeenOwner } from './offline/seen-access';
