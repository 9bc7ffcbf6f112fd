// The search query of a listing page: from its URL and the user's listing preferences. The page
// (components/listing.tsx) and its route's loader (prefetch-listing.ts) both derive it here, so
// the query the loader starts is the one the page then reads.
import type { ListingPreferences } from '../stores/listing-preferences';
import type { ListingScope } from '../types';
import { PAGE_SIZES, type ListingUrlState } from './listing-url';
import { DEFAULT_PAGE_SIZE, effectiveSort, type ListingQuery } from './search-query';

export function listingQueryOf(scope: ListingScope, url: ListingUrlState, prefs: Pick<ListingPreferences, 'sortering' | 'aantalPerPagina'>): ListingQuery {
  const phrase = scope.kind === 'search' ? url.phrase : '';
  const sort = effectiveSort(url.sort, prefs.sortering, Boolean(phrase));
  const pageSize = url.pageSize ?? ((PAGE_SIZES as readonly number[]).includes(prefs.aantalPerPagina) ? prefs.aantalPerPagina : DEFAULT_PAGE_SIZE);
  const query: ListingQuery = { phrase, filters: url.filters, page: url.page, pageSize, sort };
  return phrase && url.exact ? { ...query, exact: true } : query;
}
