// Client of the search service in the Azure Search REST protocol: POST with api-version and the
// query key in the query string and a JSON body, through the shop's one HTTP core (bearer token,
// no time-out, a failed call is an ApiError with the service's message).
import { getRuntimeConfig, httpRequest } from '@kraanvogel/shared';

export interface SearchRequest {
  search?: string;
  searchMode?: 'any' | 'all';
  queryType?: 'simple' | 'full';
  select?: string;
  filter?: string;
  orderby?: string;
  top?: number;
  skip?: number;
  count?: boolean;
  facets?: string[];
  scoringProfile?: string;
}

export interface FacetValue {
  value: string | number | boolean;
  count: number;
}

export interface SearchResponse<T> {
  '@odata.count'?: number;
  '@search.facets'?: Record<string, FacetValue[]>;
  value: (T & { '@search.score'?: number })[];
}

export interface AutocompleteRequest {
  search: string;
  suggesterName: string;
  autocompleteMode?: 'oneTerm' | 'twoTerms' | 'oneTermWithContext';
  top?: number;
  filter?: string;
  /** Tolerate typos; the shop's server then puts a text with unknown words corrected first. */
  fuzzy?: boolean;
}

export interface Suggestion {
  text: string;
  queryPlusText: string;
}

export function searchUrl(operation: 'search' | 'autocomplete'): string {
  const { api, search } = getRuntimeConfig();
  const base = api.search.replace(/\/+$/, '');
  const qs = new URLSearchParams({ 'api-version': search.apiVersion || '2017-11-11' });
  if (search.queryKey) qs.set('api-key', search.queryKey);
  return `${base}/indexes/${encodeURIComponent(search.index)}/docs/${operation}?${qs}`;
}

const post = <T>(operation: 'search' | 'autocomplete', body: object, signal?: AbortSignal) => httpRequest<T>('POST', searchUrl(operation), { body, signal });

export function postSearch<T>(body: SearchRequest, signal?: AbortSignal): Promise<SearchResponse<T>> {
  return post<SearchResponse<T>>('search', body, signal);
}

export function postAutocomplete(body: AutocompleteRequest, signal?: AbortSignal): Promise<{ value: Suggestion[] }> {
  return post<{ value: Suggestion[] }>('autocomplete', body, signal);
}
