// Whether the offline basket queue ('@kraanvogel/shared/offline') may hold changes: the number of
// queued changes under this localStorage key, written by the queue, read at start by the host so
// that it loads the queue's code only when there is something to send or show.
import { storageKey } from '../storage-keys';

export const OFFLINE_QUEUE_MARKER = storageKey('offline-queue-waiting');

/** True when the queue had changes when it last wrote the marker. */
export function offlineQueueMarked(): boolean {
  try {
    return Number(localStorage.getItem(OFFLINE_QUEUE_MARKER) ?? 0) > 0;
  } catch {
    return false;
  }
}
