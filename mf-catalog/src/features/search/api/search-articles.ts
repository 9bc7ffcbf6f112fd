// POST {search}/indexes/{index}/docs/search: the articles of a listing page (with count and
// facets) and of the instant-search dropdown (five, no count).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { postAutocomplete, postSearch, type FacetValue, type SearchResponse } from '@/lib/search-client';
import { queryKeys } from '@/lib/query-keys';
import type { FacetField, ListingScope, SearchArticle } from '../types';
import {
  buildArticlesRequest,
  buildCorrectionRequest,
  buildInstantRequest,
  buildListingRequests,
  buildPurchasedCountRequest,
  buildPurchasedRequests,
  correctionOf,
  FEW_RESULTS,
  INSTANT_TOP,
  isCorrectable,
  pageWindow,
  type ListingQuery,
} from '../utils/search-query';

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
  const { ownMatches, ...plain } = query;
  // The customer's own number found articles: no correction, those articles in front.
  if (ownMatches?.length) return listingWithOwnMatches(scope, plain, ownMatches, signal);
  if (scope.kind !== 'search' || query.exact || !query.phrase.trim()) return searchListingOf(scope, query, signal);
  return forgiving(query.phrase, (phrase) => searchListingOf(scope, { ...query, phrase }, signal), signal);
}

/** The articles of `itemNos` that the index has, in that order. */
async function namedArticles(itemNos: string[], signal?: AbortSignal): Promise<SearchArticle[]> {
  const named = await postSearch<SearchArticle>(buildArticlesRequest(itemNos), signal);
  const rank = new Map(itemNos.map((n, i) => [n, i]));
  return [...named.value].sort((a, b) => (rank.get(a.Code) ?? 0) - (rank.get(b.Code) ?? 0));
}

/**
 * The articles the customer's own numbers name (`itemNos`) first, then what the search found
 * without them: each article once, every page its size, and the total counts each once (the
 * index's answer is asked without them, so an article it also finds is not counted again).
 */
async function listingWithOwnMatches(scope: ListingScope, query: ListingQuery, itemNos: string[], signal?: AbortSignal): Promise<ListingResult> {
  const mine = await namedArticles(itemNos, signal);
  if (!mine.length) return searchListingOf(scope, query, signal);
  const skip = (Math.max(1, query.page) - 1) * query.pageSize;
  const front = mine.slice(skip, skip + query.pageSize);
  const rest = await searchListingOf(scope, { ...query, except: mine.map((a) => a.Code), window: { skip: Math.max(0, skip - mine.length), top: query.pageSize - front.length } }, signal);
  return { ...rest, articles: [...front, ...rest.articles], count: mine.length + rest.count };
}

type FacetRequests = ReturnType<typeof buildListingRequests>['facetRequests'];

async function withFacets(page: Promise<SearchResponse<SearchArticle>>, facetRequests: FacetRequests, signal?: AbortSignal) {
  const [first, ...facetPages] = await Promise.all([page, ...facetRequests.map((f) => postSearch<SearchArticle>(f.request, signal))]);
  const facets: ListingResult['facets'] = { ...(first['@search.facets'] as ListingResult['facets']) };
  facetRequests.forEach((f, i) => {
    facets[f.field] = facetPages[i]?.['@search.facets']?.[f.field] ?? [];
  });
  return { page: first, facets };
}

async function searchListingOf(scope: ListingScope, query: ListingQuery, signal?: AbortSignal): Promise<ListingResult> {
  if (query.purchased) return searchPurchasedListing(scope, { ...query, purchased: query.purchased }, signal);
  const { main, facetRequests } = buildListingRequests(scope, query);
  const { page, facets } = await withFacets(postSearch<SearchArticle>(main, signal), facetRequests, signal);
  return { articles: page.value, count: page['@odata.count'] ?? page.value.length, facets };
}

/**
 * "Eerder besteld" (only the customer's ordered articles) and "Vaak besteld" (those first, the
 * most often ordered first, then the others): the catalog merges his list with the shared index's
 * answers, which stay the same for every customer.
 */
async function searchPurchasedListing(scope: ListingScope, query: ListingQuery & { purchased: string[] }, signal?: AbortSignal): Promise<ListingResult> {
  const plan = buildPurchasedRequests(scope, query);
  if (!query.purchased.length) {
    // Nothing ordered: none to show, or the others in their order.
    if (query.onlyPurchased) return { articles: [], count: 0, facets: {} };
    const { purchased: _none, onlyPurchased: _only, ...plain } = query;
    return searchListingOf(scope, { ...plain, sort: plan.sortOfOthers }, signal);
  }
  if (plan.kind === 'filtered') {
    const { page, facets } = await withFacets(postSearch<SearchArticle>(plan.main, signal), plan.facetRequests, signal);
    return { articles: page.value, count: page['@odata.count'] ?? page.value.length, facets };
  }
  const { skip, top } = pageWindow(query);
  const rank = new Map(query.purchased.map((n, i) => [n, i]));
  const byRank = (a: SearchArticle, b: SearchArticle) => (rank.get(a.Code) ?? Infinity) - (rank.get(b.Code) ?? Infinity);
  if (!plan.rest) {
    const { page, facets } = await withFacets(postSearch<SearchArticle>(plan.purchased, signal), plan.facetRequests, signal);
    const mine = [...page.value].sort(byRank);
    return { articles: mine.slice(skip, skip + top), count: mine.length, facets };
  }
  const [ordered, all] = await Promise.all([postSearch<SearchArticle>(plan.purchased, signal), withFacets(postSearch<SearchArticle>(plan.facets, signal), plan.facetRequests, signal)]);
  const mine = [...ordered.value].sort(byRank);
  const onPage = mine.slice(skip, skip + top);
  const others = await postSearch<SearchArticle>(plan.rest(Math.max(0, skip - mine.length), top - onPage.length), signal);
  return { articles: [...onPage, ...others.value], count: mine.length + (others['@odata.count'] ?? others.value.length), facets: all.facets };
}

/** How many of the listing's articles the customer ordered: the count of "Eerder besteld". */
export async function countPurchased(scope: ListingScope, query: ListingQuery, itemNos: string[], signal?: AbortSignal): Promise<number> {
  if (!itemNos.length) return 0;
  return (await postSearch<SearchArticle>(buildPurchasedCountRequest(scope, query, itemNos), signal))['@odata.count'] ?? 0;
}

export const listingQueryOptions = (scope: ListingScope, query: ListingQuery) =>
  queryOptions({
    queryKey: queryKeys.listing(scope, query),
    queryFn: ({ signal }) => searchListing(scope, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** `enabled` false: the page waits for the customer's ordered articles it needs. */
export const useListing = (scope: ListingScope, query: ListingQuery, enabled = true) => useQuery({ ...listingQueryOptions(scope, query), enabled });

/** The count of "Eerder besteld" for this listing (its phrase, scope and other filters). */
export function usePurchasedCount(user: string | null, scope: ListingScope, query: ListingQuery, itemNos: string[]) {
  const key = { phrase: query.phrase, filters: query.filters, exact: query.exact ?? false, n: itemNos.length };
  return useQuery({
    queryKey: queryKeys.purchasedCount(user ?? '', scope, key),
    queryFn: ({ signal }) => countPurchased(scope, query, itemNos, signal),
    enabled: user !== null && itemNos.length > 0,
    staleTime: 60_000,
  });
}

export interface InstantResult {
  articles: SearchArticle[];
  /** The phrase searched instead of the one typed, which found (almost) nothing. */
  correctedPhrase?: string;
}

/** `own`: the articles the customer's own numbers name for the term (first, without correction). */
export async function searchInstant(term: string, signal?: AbortSignal, own: string[] = []): Promise<InstantResult> {
  // Five at most come back: fewer than that is the whole count.
  const run = async (phrase: string) => {
    const articles = (await postSearch<SearchArticle>(buildInstantRequest(phrase), signal)).value;
    return { articles, count: articles.length };
  };
  if (own.length) {
    const [mine, found] = await Promise.all([namedArticles(own, signal), run(term)]);
    const codes = new Set(mine.map((a) => a.Code));
    return { articles: [...mine, ...found.articles.filter((a) => !codes.has(a.Code))].slice(0, INSTANT_TOP) };
  }
  const { articles, correctedPhrase } = await forgiving(term, run, signal);
  return correctedPhrase ? { articles, correctedPhrase } : { articles };
}

export const instantArticlesQueryOptions = (term: string, own: string[] = []) =>
  queryOptions({
    queryKey: own.length ? [...queryKeys.instantArticles(term), own] : queryKeys.instantArticles(term),
    queryFn: ({ signal }) => searchInstant(term, signal, own),
    staleTime: 60_000,
    retry: false,
  });

export const useInstantArticles = (term: string, enabled: boolean, own: string[] = []) => useQuery({ ...instantArticlesQueryOptions(term, own), enabled });
