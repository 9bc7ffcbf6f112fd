// The catalog's URLs, named in one place.
import { categoryUrl } from '@kraanvogel/shared';

export const paths = {
  assortiment: '/assortiment',
  outlet: '/assortiment/outlet',
  /** A category path of navigation codes, written by the shop's one rule (shared's categoryUrl). */
  category: (path: string) => categoryUrl(...path.split('/')),
  article: (key: string) => `/artikel/${encodeURIComponent(key)}`,
  search: (phrase: string) => `/zoeken?${new URLSearchParams({ phrase })}`,
};

