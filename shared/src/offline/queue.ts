// The offline basket queue (DESIGN.md): the basket changes made while the shop is offline (add,
// set a line's amount, remove a line), kept in the browser's IndexedDB so that a reload or a closed
// tab keeps them, each with its own idempotency key, in the order they were made. The queue also
// keeps a change the server refused, with its reason, until the user dismisses it. A store mirrors
// the signed-in user's changes for the screens (header, basket page); every tab sees the same
// IndexedDB and hears of changes through the basket channel.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { createStore } from 'zustand';
import { storageKey } from '../storage-keys';
import { newChangeKey } from './change-key';

export { newChangeKey };

export type ChangeKind = 'add' | 'set' | 'remove';

export interface QueuedChange {
  /** The order of the changes (IndexedDB's own counter). */
  seq: number;
  /** The idempotency key the server stores for this change. */
  key: string;
  /** The subject of the user who made it: only he sends or sees it. */
  owner: string;
  basketId: string;
  kind: ChangeKind;
  itemNo: string;
  /** add: how many more; set: the line's new amount; remove: 0. */
  amount: number;
  description?: string;
  /** When it was made (ms). */
  at: number;
  state: 'waiting' | 'refused';
  /** The server's Dutch reason for a refused change. */
  reason?: string;
}

/** A change to keep; `key`: the one it was already sent with (online, answer lost), else a new one. */
export type NewChange = Pick<QueuedChange, 'basketId' | 'kind' | 'itemNo' | 'amount' | 'description'> & { key?: string };

/** An article a user found by its code before; the seen store (seen.ts) keeps these now. */
export interface KnownArticle<A = unknown> {
  owner: string;
  ean: string;
  article: A;
  at: number;
}

interface QueueDb extends DBSchema {
  changes: { key: number; value: QueuedChange; indexes: { owner: string } };
}

export const OFFLINE_DB_NAME = storageKey('offline-queue');

export function createOfflineQueue(dbName = OFFLINE_DB_NAME) {
  let db: Promise<IDBPDatabase<QueueDb>> | null = null;
  const open = () =>
    (db ??= openDB<QueueDb>(dbName, 3, {
      upgrade(d, from) {
        if (from < 1) d.createObjectStore('changes', { keyPath: 'seq', autoIncrement: true }).createIndex('owner', 'owner');
        // Version 2 kept the articles found by their code here, past logout; they live in the
        // seen store now (seen.ts), which logout deletes.
        if (from === 2) (d as unknown as IDBPDatabase).deleteObjectStore('articles');
      },
    }));

  return {
    /**
     * Keeps a change, last in line, under its given key or a new one. The line's refused changes
     * go: the new change is the user's answer to them.
     */
    async add(owner: string, { key = newChangeKey(), ...change }: NewChange): Promise<QueuedChange> {
      const value = { ...change, owner, key, at: Date.now(), state: 'waiting' } as Omit<QueuedChange, 'seq'>;
      const tx = (await open()).transaction('changes', 'readwrite');
      for (const old of await tx.store.index('owner').getAll(owner)) {
        if (old.state === 'refused' && old.basketId === change.basketId && old.itemNo === change.itemNo) await tx.store.delete(old.seq);
      }
      const seq = await tx.store.add(value as QueuedChange);
      await tx.done;
      return { ...value, seq };
    },
    /** The user's changes, oldest first. */
    async list(owner: string): Promise<QueuedChange[]> {
      const all = await (await open()).getAllFromIndex('changes', 'owner', owner);
      return all.sort((a, b) => a.seq - b.seq);
    },
    /** Done (sent) or dismissed. */
    async remove(seq: number): Promise<void> {
      await (await open()).delete('changes', seq);
    },
    async refuse(seq: number, reason: string): Promise<void> {
      const d = await open();
      const change = await d.get('changes', seq);
      if (change) await d.put('changes', { ...change, state: 'refused', reason });
    },
    close() {
      void db?.then((d) => d.close());
      db = null;
    },
  };
}

export type OfflineQueue = ReturnType<typeof createOfflineQueue>;

/** What the screens read: the signed-in user's queued changes and whether a send is under way. */
export interface QueueState {
  changes: QueuedChange[];
  syncing: boolean;
}

export const queueStore = createStore<QueueState>()(() => ({ changes: [], syncing: false }));

/** How many changes wait to be sent (refused ones do not wait). */
export const waitingCount = (changes: QueuedChange[]) => changes.filter((c) => c.state === 'waiting').length;
