// The listing's state in the URL (phrase, facet filters, page, sort, page size), so that back,
// reload and a shared link show the same results. Parameter names are Dutch, like the routes.
import { FACETS, type FacetField, type FacetFilters } from '../types';

export interface ListingUrlState {
  phrase: string;
  /** The phrase as typed, not corrected. */
  exact: boolean;
  filters: FacetFilters;
  /** "Eerder besteld": only the articles the customer ordered before. */
  purchased: boolean;
  /** 1-based. */
  page: number;
  /** null: the user's preferred sort. */
  sort: string | null;
  /** null: the user's preferred page size. */
  pageSize: number | null;
}

export const PARAM = { phrase: 'phrase', exact: 'precies', purchased: 'eerder', page: 'pagina', sort: 'sortering', pageSize: 'aantal' } as const;
export const PAGE_SIZES = [12, 24, 48] as const;

export function parseListingParams(params: URLSearchParams): ListingUrlState {
  const filters: FacetFilters = {};
  for (const { field, param } of FACETS) {
    const values = [...new Set(params.getAll(param).filter(Boolean))];
    if (values.length) filters[field] = values;
  }
  const page = Number.parseInt(params.get(PARAM.page) ?? '', 10);
  const size = Number.parseInt(params.get(PARAM.pageSize) ?? '', 10);
  return {
    phrase: params.get(PARAM.phrase) ?? '',
    exact: params.get(PARAM.exact) === '1',
    filters,
    purchased: params.get(PARAM.purchased) === '1',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    sort: params.get(PARAM.sort) || null,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : null,
  };
}

export function toListingParams(state: ListingUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.phrase) params.set(PARAM.phrase, state.phrase);
  if (state.phrase && state.exact) params.set(PARAM.exact, '1');
  for (const { field, param } of FACETS) for (const v of state.filters[field] ?? []) params.append(param, v);
  if (state.purchased) params.set(PARAM.purchased, '1');
  if (state.sort) params.set(PARAM.sort, state.sort);
  if (state.pageSize) params.set(PARAM.pageSize, String(state.pageSize));
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  return params;
}

/** Adds or removes one facet value; any change of filters starts again at page 1. */
export function toggleFilter(state: ListingUrlState, field: FacetField, value: string): ListingUrlState {
  const current = state.filters[field] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters: FacetFilters = { ...state.filters };
  if (next.length) filters[field] = next;
  else delete filters[field];
  return { ...state, filters, page: 1 };
}

/** Turns "Eerder besteld" on or off, from page 1. */
export function togglePurchased(state: ListingUrlState): ListingUrlState {
  return { ...state, purchased: !state.purchased, page: 1 };
}

export function clearFilters(state: ListingUrlState): ListingUrlState {
  return { ...state, filters: {}, purchased: false, page: 1 };
}
