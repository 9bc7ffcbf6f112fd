// Client of the search service in the Azure Search REST protocol:
// POST with api-version and the query key in the query string, a JSON body, and no time-out.
import { authStore, getRuntimeConfig } from '@kraanvogel/shared';

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
}

export interface Suggestion {
  text: string;
  queryPlusText: string;
}

export class SearchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SearchError';
  }
}

export function searchUrl(operation: 'search' | 'autocomplete'): string {
  const { api, search } = getRuntimeConfig();
  const base = api.search.replace(/\/+$/, '');
  const qs = new URLSearchParams({ 'api-version': search.apiVersion || '2017-11-11' });
  if (search.queryKey) qs.set('api-key', search.queryKey);
  return `${base}/indexes/${encodeURIComponent(search.index)}/docs/${operation}?${qs}`;
}

async function post<T>(operation: 'search' | 'autocomplete', body: object, signal?: AbortSignal): Promise<T> {
  const token = authStore.getState().token;
  // No time-out: a search waits as long as the service needs; only the caller's signal cancels.
  const res = await fetch(searchUrl(operation), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok) {
    let message = `HTTP ${res.status}`;
    try {
      const err = (await res.json()) as { error?: { message?: string } };
      if (err?.error?.message) message = err.error.message;
    } catch {
      // not JSON
    }
    throw new SearchError(res.status, message);
  }
  return (await res.json()) as T;
}

export function postSearch<T>(body: SearchRequest, signal?: AbortSignal): Promise<SearchResponse<T>> {
  return post<SearchResponse<T>>('search', body, signal);
}

export function postAutocomplete(body: AutocompleteRequest, signal?: AbortSignal): Promise<{ value: Suggestion[] }> {
  return post<{ value: Suggestion[] }>('autocomplete', body, signal);
}
