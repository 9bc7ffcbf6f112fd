// A listing route's loader: starts the page's search request, and the customer's order history
// the page merges with it, while the page's code is still loading (the route's component is
// lazy), instead of after it. It does not wait for the
// answer: the page shows it, or its error, as it would have for its own request.
import type { LoaderFunctionArgs } from 'react-router';
import { queryClientOf } from '@kraanvogel/shared';
import { listingQueryOptions } from './api/search-articles';
import { useListingPreferences } from './stores/listing-preferences';
import type { ListingScope } from './types';
import { parseListingParams } from './utils/listing-url';
import { listingQueryOf, needsPurchased } from './utils/listing-query';
import { prefetchPurchaseHistory } from '@/lib/purchase-history';

export function prefetchListing(scope: ListingScope) {
  return ({ request, context }: LoaderFunctionArgs) => {
    const url = parseListingParams(new URL(request.url).searchParams);
    const prefs = useListingPreferences.getState();
    prefetchPurchaseHistory(queryClientOf(context));
    // A page of the customer's ordered articles waits for his list: the page asks itself.
    if (needsPurchased(scope, url, prefs)) return null;
    const query = listingQueryOf(scope, url, prefs);
    queryClientOf(context).prefetchQuery(listingQueryOptions(scope, query)).catch(() => undefined);
    return null;
  };
}
