// GET {pim}/api/app/article/{id}: one article; the key is its item number or article code.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pimClient } from '@kraanvogel/shared';
import { queryKeys } from '@/lib/query-keys';
import type { Article } from '@/types/pim';

export function getArticle(key: string, signal?: AbortSignal): Promise<Article> {
  return pimClient.getArticle(key, signal);
}

export const articleQueryOptions = (key: string) =>
  queryOptions({ queryKey: queryKeys.article(key), queryFn: ({ signal }) => getArticle(key, signal) });

export const useArticle = (key: string) => useQuery(articleQueryOptions(key));
