// The catalog's URLs, named in one place.
export const paths = {
  assortiment: '/assortiment',
  outlet: '/assortiment/outlet',
  /** Category path of navigation codes: lowercase, no whitespace, no trailing slash. */
  category: (path: string) => `/assortiment/${normalizeCategoryPath(path)}`.replace(/\/$/, ''),
  article: (key: string) => `/artikel/${encodeURIComponent(key)}`,
  search: (phrase: string) => `/zoeken?${new URLSearchParams({ phrase })}`,
};

export function normalizeCategoryPath(path: string): string {
  return path
    .toLowerCase()
    .replace(/\s+/g, '')
    .split('/')
    .filter(Boolean)
    .join('/');
}
