// The catalog's URLs, named in one place.
import { toListingParams, type ListingUrlState } from '../features/search/utils/listing-url';

export const paths = {
  assortiment: '/assortiment',
  outlet: '/assortiment/outlet',
  /** Category path of navigation codes: lowercase, no whitespace, no trailing slash (SPEC §2). */
  category: (path: string) => `/assortiment/${normalizeCategoryPath(path)}`.replace(/\/$/, ''),
  article: (key: string) => `/artikel/${encodeURIComponent(key)}`,
  search: (phrase: string) => `/zoeken?${new URLSearchParams({ phrase })}`,
  searchWith: (state: ListingUrlState) => `/zoeken?${toListingParams(state)}`,
};

export function normalizeCategoryPath(path: string): string {
  return path
    .toLowerCase()
    .replace(/\s+/g, '')
    .split('/')
    .filter(Boolean)
    .join('/');
}
