// GET {pim}/api/app/article/{id}: one article by its article number (itemNo).
import { queryOptions } from '@tanstack/react-query';
import { answer, pimApi } from '@kraanvogel/shared';
import { queryKeys } from '@/lib/query-keys';
import type { Article } from '@/types/pim';

export function getArticle(itemNo: string, signal?: AbortSignal): Promise<Article> {
  return answer(pimApi.GET('/api/app/article/{id}', { params: { path: { id: itemNo } }, signal }));
}

export const articleQueryOptions = (itemNo: string) =>
  queryOptions({ queryKey: queryKeys.article(itemNo), queryFn: ({ signal }) => getArticle(itemNo, signal) });
