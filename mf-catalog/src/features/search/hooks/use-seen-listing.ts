// A listing page seen recently, again without a connection: the page's results are kept per
// signed-in user under its address (path and query string: what the user saw there, whatever
// his preferences or order history made of it), and shown from there when the page is opened
// offline (after a reload, or on a new visit) or its request finds no connection. Their prices
// then carry the time they were fetched.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { keepSeenLater, loadSeen, useOnline } from '@kraanvogel/shared';
import type { Seen } from '@kraanvogel/shared/offline';
import type { ListingResult } from '../api/search-articles';

type Listing = Pick<UseQueryResult<ListingResult>, 'data' | 'dataUpdatedAt' | 'isPending' | 'isError' | 'isPlaceholderData' | 'refetch' | 'error'>;

export interface SeenListing extends Listing {
  /** Offline, and this page was not seen before on this device (by this user). */
  unseenOffline: boolean;
}

/** The seen store's code (shared's offline entry), loaded when a listing is asked for offline, never with a page's first load. */
const seenEntry = loadSeen;

export function useSeenListing(listing: Listing): SeenListing {
  const { pathname, search } = useLocation();
  const key = pathname + search;
  const online = useOnline();
  const fetched = listing.data !== undefined && !listing.isPlaceholderData;

  const kept = useRef('');
  useEffect(() => {
    if (!fetched || !listing.dataUpdatedAt) return;
    const mark = `${key}\n${listing.dataUpdatedAt}`;
    if (kept.current === mark) return;
    kept.current = mark;
    keepSeenLater('listing', key, listing.data, listing.dataUpdatedAt);
  }, [fetched, key, listing.data, listing.dataUpdatedAt]);

  const wanted = !fetched && (!online || listing.isError);
  const [recalled, setRecalled] = useState<{ key: string; seen: Seen<ListingResult> | null } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let alive = true;
    void seenEntry()
      // A server's answer (an error of its own) is no reason for data of before: only no connection is.
      .then((m) => (!online || m.isNetworkFailure(listing.error) ? m.recallSeen<ListingResult>('listing', key) : null))
      .catch(() => null)
      .then((seen) => alive && setRecalled({ key, seen }));
    return () => {
      alive = false;
    };
    // listing.error and online are read when wanted turns true; a change of them alone asks nothing new.
  }, [wanted, key]);

  const answer = wanted && recalled?.key === key ? recalled : null;
  if (!answer?.seen) return { ...listing, unseenOffline: Boolean(answer) && !online && listing.data === undefined };
  return { ...listing, data: answer.seen.data, dataUpdatedAt: answer.seen.at, isPending: false, isError: false, isPlaceholderData: false, unseenOffline: false };
}
