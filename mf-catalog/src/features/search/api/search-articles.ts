// POST {search}/indexes/{index}/docs/search: the articles of a listing page (with count and
// facets) and of the instant-search dropdown (five, no count).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { postSearch, type FacetValue } from '@/lib/search-client';
import { queryKeys } from '@/lib/query-keys';
import type { FacetField, ListingScope, SearchArticle } from '../types';
import { buildInstantRequest, buildListingRequests, type ListingQuery } from '../utils/search-query';

export interface ListingResult {
  articles: SearchArticle[];
  count: number;
  facets: Partial<Record<FacetField, FacetValue[]>>;
}

export async function searchListing(scope: ListingScope, query: ListingQuery, signal?: AbortSignal): Promise<ListingResult> {
  const { main, facetRequests } = buildListingRequests(scope, query);
  const [page, ...facetPages] = await Promise.all([
    postSearch<SearchArticle>(main, signal),
    ...facetRequests.map((f) => postSearch<SearchArticle>(f.request, signal)),
  ]);
  const facets: ListingResult['facets'] = { ...(page['@search.facets'] as ListingResult['facets']) };
  facetRequests.forEach((f, i) => {
    facets[f.field] = facetPages[i]?.['@search.facets']?.[f.field] ?? [];
  });
  return { articles: page.value, count: page['@odata.count'] ?? page.value.length, facets };
}

export const listingQueryOptions = (scope: ListingScope, query: ListingQuery) =>
  queryOptions({
    queryKey: queryKeys.listing(scope, query),
    queryFn: ({ signal }) => searchListing(scope, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useListing = (scope: ListingScope, query: ListingQuery) => useQuery(listingQueryOptions(scope, query));

export async function searchInstant(term: string, signal?: AbortSignal): Promise<SearchArticle[]> {
  return (await postSearch<SearchArticle>(buildInstantRequest(term), signal)).value;
}

export const instantArticlesQueryOptions = (term: string) =>
  queryOptions({
    queryKey: queryKeys.instantArticles(term),
    queryFn: ({ signal }) => searchInstant(term, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useInstantArticles = (term: string, enabled: boolean) => useQuery({ ...instantArticlesQueryOptions(term), enabled });
