// Builds the search service's request bodies from what the user typed and chose:
// the search text rules (what is searched for, and how), the facet filters, the category scope, sort and paging.
import type { AutocompleteRequest, SearchRequest } from '@/lib/search-client';
import { ARTICLE_SELECT, FACETS, type FacetField, type FacetFilters, type ListingScope } from '../types';

export const SCORING_PROFILE = 'ArticleSearch';
export const SUGGESTER_NAME = 'default';
export { INSTANT_DEBOUNCE_MS, INSTANT_MIN_CHARS } from './instant-rules';
export const INSTANT_TOP = 5;
export const DEFAULT_SORT = 'UDF_vrdsoort asc, Code asc';
export const DEFAULT_PAGE_SIZE = 12;
export const FACET_COUNT = 10000;
/** "Vaak besteld": what the customer ordered most often first (the catalog orders, not the index). */
export const SORT_PURCHASED = 'vaak';

/** The orderings a listing offers (labels in texts.ts); search.score() only when a phrase is searched. */
export const SORT_OPTIONS = [
  DEFAULT_SORT,
  'search.score() desc',
  'Omschrijving asc',
  'Omschrijving desc',
  'GrossPricePerOrderUnit asc',
  'GrossPricePerOrderUnit desc',
  'Code asc',
  SORT_PURCHASED,
] as const;

/** The sort to use: the asked one if the listing offers it, else the fallback, else the default. */
export function effectiveSort(asked: string | null | undefined, fallback: string | null | undefined, hasPhrase: boolean): string {
  const allowed = (s: string | null | undefined): s is string =>
    Boolean(s) && (SORT_OPTIONS as readonly string[]).includes(s!) && (hasPhrase || s !== 'search.score() desc');
  if (allowed(asked)) return asked;
  if (allowed(fallback)) return fallback;
  return DEFAULT_SORT;
}

// One word of letters and digits, optionally with the separators article codes use.
const PLAIN_WORD = /^[\p{L}\p{N}][\p{L}\p{N}\-./]*$/u;

/**
 * The search text for a phrase: slashes doubled; a single plain word becomes the
 * contains-style pattern `/.*word.*\/` (lowercase, full Lucene syntax); nothing typed is `*`.
 */
export function toSearchText(phrase: string): { search: string; queryType: 'simple' | 'full' } {
  const trimmed = phrase.trim();
  if (!trimmed) return { search: '*', queryType: 'simple' };
  const doubled = trimmed.replace(/\//g, '//');
  if (PLAIN_WORD.test(trimmed)) return { search: `/.*${doubled.toLowerCase()}.*/`, queryType: 'full' };
  return { search: doubled, queryType: 'simple' };
}

/** An OData string literal: single quotes, a quote inside doubled. */
export function odataString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export function scopeFilter(scope: ListingScope): string | null {
  if (scope.kind === 'search') return null;
  return `CombinedParentKeys/any(k: k eq ${odataString(scope.path)})`;
}

function facetClause(field: FacetField, values: string[]): string | null {
  if (values.length === 0) return null;
  const parts = values.map((v) => `${field} eq ${odataString(v)}`);
  return parts.length === 1 ? parts[0]! : `(${parts.join(' or ')})`;
}

/** The filter of a listing: its scope and the chosen facet values (or within a facet, and between). */
export function buildFilter(scope: ListingScope, filters: FacetFilters, except?: FacetField): string | undefined {
  const clauses: string[] = [];
  const s = scopeFilter(scope);
  if (s) clauses.push(s);
  for (const { field } of FACETS) {
    if (field === except) continue;
    const c = facetClause(field, filters[field] ?? []);
    if (c) clauses.push(c);
  }
  return clauses.length ? clauses.join(' and ') : undefined;
}

export const facetExpression = (field: FacetField) => `${field},count:${FACET_COUNT},sort:value`;

export interface ListingQuery {
  phrase: string;
  /**
   * The customer's ordered articles, most often ordered first, when the listing filters on them
   * ("Eerder besteld") or orders by them ("Vaak besteld"); absent otherwise, and then the
   * requests are exactly those without the feature.
   */
  purchased?: string[];
  /** Only the articles the customer ordered before (with `purchased`). */
  onlyPurchased?: boolean;
  /** Search the phrase as typed, without correcting it ("Zoek toch naar …"). */
  exact?: boolean;
  /**
   * The articles the customer's own numbers name for this phrase (the index does not know them):
   * in front of the first page's results; absent when there are none.
   */
  ownMatches?: string[];
  /** Articles put in front of the listing (the own numbers'): left out of the index's answer. */
  except?: string[];
  /** Which of the index's articles this page shows (with `except`); its page by default. */
  window?: { skip: number; top: number };
  filters: FacetFilters;
  page: number;
  pageSize: number;
  sort: string;
}

/** The skip and top of a listing page in the index's answer. */
export const pageWindow = (q: ListingQuery) => q.window ?? { skip: (Math.max(1, q.page) - 1) * q.pageSize, top: q.pageSize };

/** The listing's filter: its scope and facet values, without the articles of `except`. */
const listingFilter = (scope: ListingScope, q: ListingQuery, without?: FacetField) =>
  and(buildFilter(scope, q.filters, without), q.except?.length ? purchasedClause(q.except, true) : undefined);

/**
 * The requests of one listing page. The first brings the articles, the count and the facets
 * without a chosen value; each facet with chosen values gets its counts from a request without
 * its own filter, so that the other values of that facet stay selectable.
 */
export function buildListingRequests(scope: ListingScope, q: ListingQuery): { main: SearchRequest; facetRequests: { field: FacetField; request: SearchRequest }[] } {
  const text = toSearchText(q.phrase);
  const active = FACETS.filter(({ field }) => (q.filters[field] ?? []).length > 0).map((f) => f.field);
  const main: SearchRequest = {
    ...text,
    select: ARTICLE_SELECT,
    filter: listingFilter(scope, q),
    orderby: q.sort,
    ...pageWindow(q),
    count: true,
    facets: FACETS.filter(({ field }) => !active.includes(field)).map(({ field }) => facetExpression(field)),
    scoringProfile: SCORING_PROFILE,
  };
  const facetRequests = active.map((field) => ({
    field,
    request: {
      ...text,
      filter: listingFilter(scope, q, field),
      top: 0,
      facets: [facetExpression(field)],
      scoringProfile: SCORING_PROFILE,
    } satisfies SearchRequest,
  }));
  return { main, facetRequests };
}

/**
 * The clause that keeps the articles of `itemNos` (or, `not`, the others): Azure's search.in
 * with its own delimiter. An item number with that delimiter in it cannot be named this way and
 * is left out (the shop's item numbers have none).
 */
export function purchasedClause(itemNos: string[], not = false): string {
  const listed = itemNos.filter((n) => n && !n.includes('|'));
  const clause = `search.in(Code, ${odataString(listed.join('|'))}, '|')`;
  return not ? `not ${clause}` : clause;
}

const and = (...clauses: (string | undefined)[]) => clauses.filter(Boolean).join(' and ') || undefined;

/** The most articles one request brings: the ordered ones of a "Vaak besteld" page come at once. */
export const PURCHASED_TOP = 1000;

/**
 * "Vaak besteld" and "Eerder besteld": the articles the customer ordered come first, in his order
 * of how often (the index knows nothing of it), then the others in the listing's default order.
 * `purchased` brings all his ordered articles that the listing finds, with the facets when only
 * those are shown; `rest(skip, top)` the others, for the positions after them on the page.
 */
export function buildPurchasedRequests(scope: ListingScope, q: ListingQuery & { purchased: string[] }) {
  const text = toSearchText(q.phrase);
  const base = listingFilter(scope, q);
  const byOrders = q.sort === SORT_PURCHASED;
  const otherSort = q.phrase ? 'search.score() desc' : DEFAULT_SORT;
  const { main, facetRequests } = buildListingRequests(scope, { ...q, sort: byOrders ? otherSort : q.sort });
  const withPurchased = (r: SearchRequest): SearchRequest => ({ ...r, filter: and(r.filter, purchasedClause(q.purchased)) });
  const sortOfOthers = otherSort;
  if (!byOrders) return { kind: 'filtered' as const, sortOfOthers, main: withPurchased(main), facetRequests: facetRequests.map((f) => ({ ...f, request: withPurchased(f.request) })) };
  const purchased: SearchRequest = { ...withPurchased(main), top: PURCHASED_TOP, skip: 0, orderby: DEFAULT_SORT };
  if (q.onlyPurchased) return { kind: 'ordered' as const, sortOfOthers, purchased, facets: null, facetRequests: facetRequests.map((f) => ({ ...f, request: withPurchased(f.request) })), rest: null };
  const { select: _select, orderby: _orderby, skip: _skip, ...counted } = main;
  const facets: SearchRequest = { ...counted, top: 0 };
  const rest = (skip: number, top: number): SearchRequest => ({
    ...text,
    select: ARTICLE_SELECT,
    filter: and(base, purchasedClause(q.purchased, true)),
    orderby: otherSort,
    top,
    skip,
    count: true,
    scoringProfile: SCORING_PROFILE,
  });
  const { facets: _facets, ...articlesOnly } = purchased;
  return { kind: 'ordered' as const, sortOfOthers, purchased: articlesOnly, facets, facetRequests, rest };
}

/** The count of the "Eerder besteld" facet: the listing's articles the customer ordered. */
export function buildPurchasedCountRequest(scope: ListingScope, q: ListingQuery, itemNos: string[]): SearchRequest {
  return { ...toSearchText(q.phrase), filter: and(buildFilter(scope, q.filters), purchasedClause(itemNos)), top: 0, count: true, scoringProfile: SCORING_PROFILE };
}

/** The named articles (the customer's own numbers found them), whatever the search text. */
export function buildArticlesRequest(itemNos: string[]): SearchRequest {
  return { search: '*', queryType: 'simple', select: ARTICLE_SELECT, filter: purchasedClause(itemNos), top: itemNos.length, count: false };
}

/** Instant search: five articles, no count. */
export function buildInstantRequest(term: string): SearchRequest {
  return {
    ...toSearchText(term),
    select: ARTICLE_SELECT,
    top: INSTANT_TOP,
    count: false,
    scoringProfile: SCORING_PROFILE,
  };
}

export function buildAutocompleteRequest(term: string): AutocompleteRequest {
  return { search: term.trim().slice(0, 100), suggesterName: SUGGESTER_NAME };
}

/**
 * A search that finds this many articles or fewer is tried again with its words corrected (typos,
 * compounds, the trade's spellings), and the corrected search is shown when it finds more.
 */
export const FEW_RESULTS = 2;

/**
 * Whether a phrase can be corrected: it has a word of four letters or more (the service corrects
 * no numbers, codes or short words, so a code that finds one article asks nothing more).
 */
export function isCorrectable(phrase: string): boolean {
  return /\p{L}{4,}/u.test(phrase);
}

/** The correction of a phrase: the server's first fuzzy suggestion is the phrase with its unknown words corrected. */
export function buildCorrectionRequest(phrase: string): AutocompleteRequest {
  return { search: phrase.trim().slice(0, 100), suggesterName: SUGGESTER_NAME, fuzzy: true, top: 1 };
}

/** The corrected phrase of a correction answer, unless it is the phrase itself. */
export function correctionOf(phrase: string, suggestions: { queryPlusText: string }[]): string | undefined {
  const same = (a: string) => a.trim().toLowerCase().replace(/\s+/g, ' ');
  const corrected = suggestions[0]?.queryPlusText;
  return corrected && same(corrected) !== same(phrase) ? corrected.trim() : undefined;
}
