// GET {pim}/api/app/article/{id}/etim: the article's ETIM class and features.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pimClient } from '@kraanvogel/shared';
import { queryKeys } from '@/lib/query-keys';
import type { EtimData } from '@/types/pim';

export function getArticleEtim(key: string, signal?: AbortSignal): Promise<EtimData> {
  return pimClient.getArticleEtim(key, signal);
}

export const articleEtimQueryOptions = (key: string) =>
  queryOptions({ queryKey: queryKeys.articleEtim(key), queryFn: ({ signal }) => getArticleEtim(key, signal) });

export const useArticleEtim = (key: string) => useQuery(articleEtimQueryOptions(key));
