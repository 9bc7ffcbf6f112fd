// The offline queue's entry ('@kraanvogel/shared/offline') in tests, with the signed-in user's
// queue stood in for: what the code under test queues, and what waits already. A test file uses it
//   jest.mock('@kraanvogel/shared/offline', () => jest.requireActual<OfflineQueueFake>('@/testing/offline-queue').fakeOfflineEntry());
// and resets it before each test. The queue's own behaviour is tested in shared.
import type { NewChange, QueuedChange } from '@kraanvogel/shared/offline';

/** The changes handed to queueChange, in order. */
export const queuedChanges: NewChange[] = [];
/** The user's queue as refreshQueue reads it. */
export const userQueue: { changes: Pick<QueuedChange, 'state'>[] } = { changes: [] };

export function resetOfflineQueue() {
  queuedChanges.length = 0;
  userQueue.changes = [];
}

export function fakeOfflineEntry() {
  return {
    ...jest.requireActual<object>('@kraanvogel/shared/offline'),
    startOfflineQueue: jest.fn(),
    refreshQueue: jest.fn(async () => userQueue.changes),
    queueChange: jest.fn(async (change: NewChange) => queuedChanges.push(change) > 0),
  };
}

/** This module, as jest.requireActual hands it to jest.mock's factory. */
export interface OfflineQueueFake {
  fakeOfflineEntry: typeof fakeOfflineEntry;
}
