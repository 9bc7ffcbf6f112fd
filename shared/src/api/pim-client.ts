// The product information API: navigation, categories and articles.
import { apiCall, pathParameter, requireParameter } from './api-client';
import type {
  ApiArticle,
  ApiArticleDiscount,
  ApiArticleDiscountQuery,
  ApiArticleListQuery,
  ApiArticlePage,
  ApiAttachment,
  ApiAvailability,
  ApiCategory,
  ApiCategorySummary,
  ApiEtimData,
  ApiNavigationNode,
  ApiRelatedArticle,
} from './api-types';

const article = (id: string | null | undefined, call: string) => `/api/app/article/${pathParameter(id, 'id', call)}`;

export const pimClient = {
  /** The navigation tree; errors are rethrown. */
  getNavigation: async (signal?: AbortSignal) => apiCall<ApiNavigationNode[]>('pim', 'GET', '/api/app/navigation', { signal }),
  getNavigationAsyncForTest: async (signal?: AbortSignal) => apiCall<ApiNavigationNode[]>('pim', 'GET', '/api/app/navigation/async-for-test', { signal }),
  /** The tree with the number of articles under each node (itemCount). */
  getNavigationExpandWithItems: async (signal?: AbortSignal) => apiCall<ApiNavigationNode[]>('pim', 'GET', '/api/app/navigation/expand-with-items', { signal }),

  getCategory: async (id: number | null | undefined, signal?: AbortSignal) =>
    apiCall<ApiCategory>('pim', 'GET', `/api/app/category/${pathParameter(id, 'id', 'getCategory')}`, { signal }),
  getFeaturedCategories: async (signal?: AbortSignal) => apiCall<{ items: ApiCategorySummary[] }>('pim', 'GET', '/api/app/category/featured-categories', { signal }),
  getShortcutCategories: async (signal?: AbortSignal) => apiCall<{ items: ApiCategorySummary[] }>('pim', 'GET', '/api/app/category/shortcut-categories', { signal }),

  getArticles: async (query: ApiArticleListQuery = {}, signal?: AbortSignal) => apiCall<ApiArticlePage>('pim', 'GET', '/api/app/article', { query, signal }),
  getArticle: async (id: string | null | undefined, signal?: AbortSignal) => apiCall<ApiArticle>('pim', 'GET', article(id, 'getArticle'), { signal }),
  getArticleBijlagen: async (id: string | null | undefined, signal?: AbortSignal) =>
    apiCall<{ items: ApiAttachment[] }>('pim', 'GET', `${article(id, 'getArticleBijlagen')}/bijlagen`, { signal }),
  /** One attachment as a file; `url` is an attachment's url from getArticleBijlagen. */
  downloadAttachment: async (url: string | null | undefined, signal?: AbortSignal) => {
    const u = requireParameter(url, 'url', 'downloadAttachment');
    const base = u.replace(/^.*?(\/api\/app\/article\/)/, '$1');
    return apiCall<Blob>('pim', 'GET', base, { signal, responseType: 'blob' });
  },
  getArticleByEan: async (ean: string | null | undefined, signal?: AbortSignal) =>
    apiCall<ApiArticle>('pim', 'GET', '/api/app/article/by-ean', { query: { ean: requireParameter(ean, 'ean', 'getArticleByEan') }, signal }),
  getArticleBySecret: async (secret: string | null | undefined, signal?: AbortSignal) =>
    apiCall<ApiArticle>('pim', 'GET', '/api/app/article/by-secret', { query: { secret: requireParameter(secret, 'secret', 'getArticleBySecret') }, signal }),
  getArticleCachedAvailability: async (id: string | null | undefined, signal?: AbortSignal) =>
    apiCall<ApiAvailability>('pim', 'GET', `${article(id, 'getArticleCachedAvailability')}/cached-availability`, { signal }),
  getArticleEtim: async (id: string | null | undefined, signal?: AbortSignal) => apiCall<ApiEtimData>('pim', 'GET', `${article(id, 'getArticleEtim')}/etim`, { signal }),
  getArticleRelatedArticles: async (id: string | null | undefined, signal?: AbortSignal) =>
    apiCall<{ items: ApiRelatedArticle[] }>('pim', 'GET', `${article(id, 'getArticleRelatedArticles')}/related-articles`, { signal }),
  getArticleDiscount: async (query: Partial<ApiArticleDiscountQuery> | null | undefined, signal?: AbortSignal) => {
    const q = requireParameter(query, 'query', 'getArticleDiscount');
    return apiCall<ApiArticleDiscount>('pim', 'GET', '/api/app/article/discount', {
      query: { ArticleNo: requireParameter(q.ArticleNo, 'ArticleNo', 'getArticleDiscount'), DiscountGroupNo: q.DiscountGroupNo },
      signal,
    });
  },
};
