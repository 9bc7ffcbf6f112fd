import { storageKey } from '../storage-keys';

/** The database of what users saw recently (seen.ts); the main entry deletes it at logout. */
export const OFFLINE_SEEN_DB_NAME = storageKey('offline-seen');

/** Whose the prices are: the user's subject with his customer's number. */
export const seenOwnerOf = (user: { sub: string } | null, customer: { number: string } | null): string | null => (user ? `${user.sub}|${customer?.number ?? ''}` : null);
