// Every query key of mf-catalog, in one place (DESIGN.md: query keys in one place per app).
export const queryKeys = {
  all: ['catalog'] as const,
  navigation: () => ['catalog', 'navigation'] as const,
  featuredCategories: () => ['catalog', 'categories', 'featured'] as const,
  shortcutCategories: () => ['catalog', 'categories', 'shortcut'] as const,
  article: (key: string) => ['catalog', 'article', key] as const,
  articleAttachments: (key: string) => ['catalog', 'article', key, 'bijlagen'] as const,
  articleEtim: (key: string) => ['catalog', 'article', key, 'etim'] as const,
  relatedArticles: (key: string) => ['catalog', 'article', key, 'related'] as const,
  availability: (key: string) => ['catalog', 'article', key, 'availability'] as const,
  /** scope: the whole index or one category path; query: phrase, filters, page, size, sort. */
  listing: (scope: object, query: object) => ['catalog', 'listing', scope, query] as const,
  instantArticles: (term: string) => ['catalog', 'instant', 'articles', term] as const,
  autocomplete: (term: string) => ['catalog', 'instant', 'autocomplete', term] as const,
};
