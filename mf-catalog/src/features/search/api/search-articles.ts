// POST {search}/indexes/{index}/docs/search: the articles of a listing page (with count and
// facets) and of the instant-search dropdown (five, no count).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { postAutocomplete, postSearch, type FacetValue } from '@/lib/search-client';
import { queryKeys } from '@/lib/query-keys';
import type { FacetField, ListingScope, SearchArticle } from '../types';
import { buildCorrectionRequest, buildInstantRequest, buildListingRequests, correctionOf, FEW_RESULTS, isCorrectable, type ListingQuery } from '../utils/search-query';

export interface ListingResult {
  articles: SearchArticle[];
  count: number;
  facets: Partial<Record<FacetField, FacetValue[]>>;
  /** The phrase searched instead of the one typed, which found (almost) nothing. */
  correctedPhrase?: string;
}

/** The phrase with its unknown words corrected by the search service, if it has a correction. */
async function correctPhrase(phrase: string, signal?: AbortSignal): Promise<string | undefined> {
  if (!isCorrectable(phrase)) return undefined;
  try {
    return correctionOf(phrase, (await postAutocomplete(buildCorrectionRequest(phrase), signal)).value);
  } catch (error) {
    if (signal?.aborted) throw error;
    // No correction (the service cannot make one now): the phrase's own answer stands.
    return undefined;
  }
}

/**
 * A search phrase that finds (almost) nothing is searched again corrected; the corrected search
 * is used when it finds more.
 */
async function forgiving<T extends { count: number }>(phrase: string, run: (phrase: string) => Promise<T>, signal?: AbortSignal): Promise<T & { correctedPhrase?: string }> {
  const found = await run(phrase);
  if (found.count > FEW_RESULTS) return found;
  const corrected = await correctPhrase(phrase, signal);
  if (!corrected) return found;
  const better = await run(corrected);
  return better.count > found.count ? { ...better, correctedPhrase: corrected } : found;
}

export async function searchListing(scope: ListingScope, query: ListingQuery, signal?: AbortSignal): Promise<ListingResult> {
  if (scope.kind !== 'search' || query.exact || !query.phrase.trim()) return searchListingOf(scope, query, signal);
  return forgiving(query.phrase, (phrase) => searchListingOf(scope, { ...query, phrase }, signal), signal);
}

async function searchListingOf(scope: ListingScope, query: ListingQuery, signal?: AbortSignal): Promise<ListingResult> {
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

export interface InstantResult {
  articles: SearchArticle[];
  /** The phrase searched instead of the one typed, which found (almost) nothing. */
  correctedPhrase?: string;
}

export async function searchInstant(term: string, signal?: AbortSignal): Promise<InstantResult> {
  // Five at most come back: fewer than that is the whole count.
  const run = async (phrase: string) => {
    const articles = (await postSearch<SearchArticle>(buildInstantRequest(phrase), signal)).value;
    return { articles, count: articles.length };
  };
  const { articles, correctedPhrase } = await forgiving(term, run, signal);
  return correctedPhrase ? { articles, correctedPhrase } : { articles };
}

export const instantArticlesQueryOptions = (term: string) =>
  queryOptions({
    queryKey: queryKeys.instantArticles(term),
    queryFn: ({ signal }) => searchInstant(term, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useInstantArticles = (term: string, enabled: boolean) => useQuery({ ...instantArticlesQueryOptions(term), enabled });
