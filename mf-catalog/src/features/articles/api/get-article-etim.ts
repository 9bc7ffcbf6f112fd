// GET {pim}/api/app/article/{id}/etim: the article's ETIM class and features.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, pimApi } from '@kraanvogel/shared';
import { queryKeys } from '@/lib/query-keys';
import type { EtimData } from '@/types/pim';

export function getArticleEtim(itemNo: string, signal?: AbortSignal): Promise<EtimData> {
  return answer(pimApi.GET('/api/app/article/{id}/etim', { params: { path: { id: itemNo } }, signal }));
}

export const articleEtimQueryOptions = (itemNo: string) =>
  queryOptions({ queryKey: queryKeys.articleEtim(itemNo), queryFn: ({ signal }) => getArticleEtim(itemNo, signal) });

export const useArticleEtim = (itemNo: string) => useQuery(articleEtimQueryOptions(itemNo));
