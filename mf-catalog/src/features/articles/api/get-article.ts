// GET {pim}/api/app/article/{id}: one article by its article number (itemNo).
import { queryOptions } from '@tanstack/react-query';
import { pimClient } from '@kraanvogel/shared';
import { queryKeys } from '@/lib/query-keys';
import type { Article } from '@/types/pim';

export function getArticle(itemNo: string, signal?: AbortSignal): Promise<Article> {
  return pimClient.getArticle(itemNo, signal);
}

export const articleQueryOptions = (itemNo: string) =>
  queryOptions({ queryKey: queryKeys.article(itemNo), queryFn: ({ signal }) => getArticle(itemNo, signal) });
