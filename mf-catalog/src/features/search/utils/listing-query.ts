// The search query of a listing page: from its URL and the user's listing preferences. The page
// (components/listing.tsx) and its route's loader (prefetch-listing.ts) both derive it here, so
// the query the loader starts is the one the page then reads.
import type { ListingPreferences } from '../stores/listing-preferences';
import type { ListingScope } from '../types';
import { PAGE_SIZES, type ListingUrlState } from './listing-url';
import { DEFAULT_PAGE_SIZE, effectiveSort, SORT_PURCHASED, type ListingQuery } from './search-query';

type Prefs = Pick<ListingPreferences, 'sortering' | 'aantalPerPagina'>;

/** Whether the page needs the customer's ordered articles: "Eerder besteld" or "Vaak besteld". */
export function needsPurchased(scope: ListingScope, url: ListingUrlState, prefs: Prefs): boolean {
  return url.purchased || effectiveSort(url.sort, prefs.sortering, scope.kind === 'search' && Boolean(url.phrase)) === SORT_PURCHASED;
}

/**
 * `purchased`: the customer's ordered articles, most often first (null: none known, a visitor;
 * then "Vaak besteld" is the default order and "Eerder besteld" is not applied).
 */
export function listingQueryOf(scope: ListingScope, url: ListingUrlState, prefs: Prefs, purchased: string[] | null = null): ListingQuery {
  const phrase = scope.kind === 'search' ? url.phrase : '';
  let sort = effectiveSort(url.sort, prefs.sortering, Boolean(phrase));
  if (sort === SORT_PURCHASED && !purchased) sort = effectiveSort(null, null, Boolean(phrase));
  const pageSize = url.pageSize ?? ((PAGE_SIZES as readonly number[]).includes(prefs.aantalPerPagina) ? prefs.aantalPerPagina : DEFAULT_PAGE_SIZE);
  let query: ListingQuery = { phrase, filters: url.filters, page: url.page, pageSize, sort };
  if (purchased && (url.purchased || sort === SORT_PURCHASED)) query = { ...query, purchased, ...(url.purchased ? { onlyPurchased: true } : {}) };
  return phrase && url.exact ? { ...query, exact: true } : query;
}
