// GET {pim}/api/app/article/{id}/related-articles: accessories and alternatives.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, itemsOf, requireParam } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { RelatedArticle, PimResponse } from '../../../types/pim';

export async function getRelatedArticles(key: string, signal?: AbortSignal): Promise<RelatedArticle[]> {
  const id = requireParam(key, 'id', 'getRelatedArticles');
  return itemsOf(await apiGet<PimResponse<'/api/app/article/{id}/related-articles'>>('pim', `/api/app/article/${encodeURIComponent(id)}/related-articles`, undefined, signal));
}

export const relatedArticlesQueryOptions = (key: string) =>
  queryOptions({ queryKey: queryKeys.relatedArticles(key), queryFn: ({ signal }) => getRelatedArticles(key, signal) });

export const useRelatedArticles = (key: string) => useQuery(relatedArticlesQueryOptions(key));
