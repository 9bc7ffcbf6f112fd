// GET {pim}/api/app/article/{id}/related-articles: accessories and alternatives.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pimClient } from '@kraanvogel/shared';
import { queryKeys } from '@/lib/query-keys';
import type { RelatedArticle } from '@/types/pim';

export async function getRelatedArticles(key: string, signal?: AbortSignal): Promise<RelatedArticle[]> {
  return (await pimClient.getArticleRelatedArticles(key, signal)).items;
}

export const relatedArticlesQueryOptions = (key: string) =>
  queryOptions({ queryKey: queryKeys.relatedArticles(key), queryFn: ({ signal }) => getRelatedArticles(key, signal) });

export const useRelatedArticles = (key: string) => useQuery(relatedArticlesQueryOptions(key));
