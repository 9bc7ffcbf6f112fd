// GET {pim}/api/app/article/{id}/related-articles: accessories and alternatives.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, pimApi } from '@kraanvogel/shared';
import { queryKeys } from '@/lib/query-keys';
import type { RelatedArticle } from '@/types/pim';

export async function getRelatedArticles(itemNo: string, signal?: AbortSignal): Promise<RelatedArticle[]> {
  return (await answer(pimApi.GET('/api/app/article/{id}/related-articles', { params: { path: { id: itemNo } }, signal }))).items;
}

export const relatedArticlesQueryOptions = (itemNo: string) =>
  queryOptions({ queryKey: queryKeys.relatedArticles(itemNo), queryFn: ({ signal }) => getRelatedArticles(itemNo, signal) });

export const useRelatedArticles = (itemNo: string) => useQuery(relatedArticlesQueryOptions(itemNo));
