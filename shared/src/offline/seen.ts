// What the signed-in user saw recently (article pages, search results, articles found by their
// code), kept in the browser's IndexedDB so that a reload or a new visit without a connection
// shows them again, their prices marked with the time they were fetched. Prices are the
// customer's own: every entry belongs to one owner (user and customer), and only that owner
// reads it back. Logout deletes the whole database (offline-state.ts, without loading this code).
// Bounded: entries older than SEEN_MAX_AGE_MS are not read and go at the next write; per owner at
// most SEEN_MAX_PER_OWNER stay (the longest ago fetched go first).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { OFFLINE_SEEN_DB_NAME } from './seen-name';

export type SeenKind = 'article' | 'listing';

export interface SeenEntry<T = unknown> {
  owner: string;
  kind: SeenKind;
  /** An article's number, or a listing page's path and query string. */
  key: string;
  data: T;
  /** When the data was fetched (ms). */
  at: number;
  /** An article's code (EAN), for the scanner offline. */
  ean?: string;
}

export interface Seen<T> {
  data: T;
  at: number;
}

interface SeenDb extends DBSchema {
  seen: { key: [string, SeenKind, string]; value: SeenEntry; indexes: { owner: string; ean: [string, string]; fetched: [string, number] } };
}

/** A week: a price older than that is no help in a cellar. */
export const SEEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Recently seen: a day's work of article pages and searches, not the whole catalogue. */
export const SEEN_MAX_PER_OWNER = 300;

export interface SeenStoreOptions {
  now?: () => number;
  maxPerOwner?: number;
}

export function createSeenStore(dbName = OFFLINE_SEEN_DB_NAME, { now = Date.now, maxPerOwner = SEEN_MAX_PER_OWNER }: SeenStoreOptions = {}) {
  let db: Promise<IDBPDatabase<SeenDb>> | null = null;
  const open = () =>
    (db ??= openDB<SeenDb>(dbName, 1, {
      upgrade(d) {
        const store = d.createObjectStore('seen', { keyPath: ['owner', 'kind', 'key'] });
        store.createIndex('owner', 'owner');
        store.createIndex('ean', ['owner', 'ean']);
        store.createIndex('fetched', ['owner', 'at']);
      },
      // Logout deletes the database: this page's connection gives way at once.
      blocking() {
        close();
      },
      terminated() {
        db = null;
      },
    }));
  const close = () => {
    void db?.then((d) => d.close()).catch(() => undefined);
    db = null;
  };
  const fresh = (e: SeenEntry | undefined): e is SeenEntry => Boolean(e) && now() - e!.at <= SEEN_MAX_AGE_MS;

  return {
    /** Keeps what the owner saw (replacing what he saw there before), and drops the old and the many. */
    async keep<T>(owner: string, kind: SeenKind, key: string, data: T, at: number, ean?: string | null): Promise<void> {
      const d = await open();
      const tx = d.transaction('seen', 'readwrite');
      await tx.store.put({ owner, kind, key, data, at, ...(ean ? { ean } : {}) });
      // The owner's entries by the time they were fetched, oldest first: their keys only, not
      // their data (a listing page weighs tens of kilobytes).
      const byAge = await tx.store.index('fetched').getAllKeys(IDBKeyRange.bound([owner, -Infinity], [owner, Infinity]));
      const tooOld = (await tx.store.index('fetched').count(IDBKeyRange.bound([owner, -Infinity], [owner, now() - SEEN_MAX_AGE_MS], false, true)));
      for (const gone of byAge.slice(0, Math.max(tooOld, byAge.length - maxPerOwner))) await tx.store.delete(gone);
      await tx.done;
    },
    /** What the owner saw there, while it is recent enough; null otherwise. */
    async recall<T>(owner: string, kind: SeenKind, key: string): Promise<Seen<T> | null> {
      const e = await (await open()).get('seen', [owner, kind, key]);
      return fresh(e) ? { data: e.data as T, at: e.at } : null;
    },
    /** The article with this code the owner saw most recently, or null. */
    async recallByEan<T>(owner: string, ean: string): Promise<Seen<T> | null> {
      const found = (await (await open()).getAllFromIndex('seen', 'ean', [owner, ean])).filter(fresh).sort((a, b) => b.at - a.at)[0];
      return found ? { data: found.data as T, at: found.at } : null;
    },
    /** How many entries the owner has (tests, diagnostics). */
    async count(owner: string): Promise<number> {
      return (await open()).countFromIndex('seen', 'owner', owner);
    },
    close,
  };
}

export type SeenStore = ReturnType<typeof createSeenStore>;

/** The page's one store (pages reach it through seen-access.ts, in the offline entry). */
export const seenStore = createSeenStore();
