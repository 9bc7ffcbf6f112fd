// Every query key of mf-catalog, in one place (DESIGN.md: query keys in one place per app).
export const queryKeys = {
  all: ['catalog'] as const,
  featuredCategories: () => ['catalog', 'categories', 'featured'] as const,
  shortcutCategories: () => ['catalog', 'categories', 'shortcut'] as const,
  article: (itemNo: string) => ['catalog', 'article', itemNo] as const,
  articleAttachments: (itemNo: string) => ['catalog', 'article', itemNo, 'bijlagen'] as const,
  articleEtim: (itemNo: string) => ['catalog', 'article', itemNo, 'etim'] as const,
  relatedArticles: (itemNo: string) => ['catalog', 'article', itemNo, 'related'] as const,
  availability: (itemNo: string) => ['catalog', 'article', itemNo, 'availability'] as const,
  /** scope: the whole index or one category path; query: phrase, filters, page, size, sort. */
  listing: (scope: object, query: object) => ['catalog', 'listing', scope, query] as const,
  instantArticles: (term: string) => ['catalog', 'instant', 'articles', term] as const,
  autocomplete: (term: string) => ['catalog', 'instant', 'autocomplete', term] as const,
  /** What the signed-in user's customer ordered before (per user: another's list is never reused). */
  purchaseHistory: (user: string) => ['catalog', 'purchase-history', user] as const,
  /** The customer's own article numbers (per user: another's list is never reused). */
  customerNumbers: (user: string) => ['catalog', 'customer-numbers', user] as const,
  /** The item numbers the signed-in user starred (per user: another's list is never reused). */
  favourites: (user: string) => ['catalog', 'favourites', user] as const,
  /** How many of a listing's articles (scope, phrase, filters) the user's customer ordered. */
  purchasedCount: (user: string, scope: object, query: object) => ['catalog', 'purchase-history', user, 'count', scope, query] as const,
};
