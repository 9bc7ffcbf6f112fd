// GET {pim}/api/app/article/{id}/etim: the article's ETIM class and features.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, requireParam } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { EtimData } from '../../../types/pim';

export function getArticleEtim(key: string, signal?: AbortSignal): Promise<EtimData> {
  const id = requireParam(key, 'id', 'getArticleEtim');
  return apiGet<EtimData>('pim', `/api/app/article/${encodeURIComponent(id)}/etim`, undefined, signal);
}

export const articleEtimQueryOptions = (key: string) =>
  queryOptions({ queryKey: queryKeys.articleEtim(key), queryFn: ({ signal }) => getArticleEtim(key, signal) });

export const useArticleEtim = (key: string) => useQuery(articleEtimQueryOptions(key));
