// A listing page seen recently, again without a connection: the page's results are kept per
// signed-in user under its address (path and query string: what the user saw there, whatever
// his preferences or order history made of it), and shown from there when the page is opened
// offline (after a reload, or on a new visit) or its request finds no connection. Their prices
// then carry the time they were fetched.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { isNetworkFailure, keepSeen, recallSeen, useOnline, type Seen } from '@kraanvogel/shared';
import type { ListingResult } from '../api/search-articles';

type Listing = Pick<UseQueryResult<ListingResult>, 'data' | 'dataUpdatedAt' | 'isPending' | 'isError' | 'isPlaceholderData' | 'refetch' | 'error'>;

export interface SeenListing extends Listing {
  /** Offline, and this page was not seen before on this device (by this user). */
  unseenOffline: boolean;
}

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
    keepSeen('listing', key, listing.data, listing.dataUpdatedAt);
  }, [fetched, key, listing.data, listing.dataUpdatedAt]);

  const wanted = !fetched && (!online || (listing.isError && isNetworkFailure(listing.error)));
  const [recalled, setRecalled] = useState<{ key: string; seen: Seen<ListingResult> | null } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let alive = true;
    void recallSeen<ListingResult>('listing', key).then((seen) => alive && setRecalled({ key, seen }));
    return () => {
      alive = false;
    };
  }, [wanted, key]);

  const answer = wanted && recalled?.key === key ? recalled : null;
  if (!answer?.seen) return { ...listing, unseenOffline: Boolean(answer) && !online && listing.data === undefined };
  return { ...listing, data: answer.seen.data, dataUpdatedAt: answer.seen.at, isPending: false, isError: false, isPlaceholderData: false, unseenOffline: false };
}
