// GET {pim}/api/app/article/{id}/cached-availability: stock and delivery indication.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, pimApi } from '@kraanvogel/shared';
import { queryKeys } from '@/lib/query-keys';
import type { Availability } from '@/types/pim';

export function getArticleAvailability(itemNo: string, signal?: AbortSignal): Promise<Availability> {
  return answer(pimApi.GET('/api/app/article/{id}/cached-availability', { params: { path: { id: itemNo } }, signal }));
}

export const articleAvailabilityQueryOptions = (itemNo: string) =>
  queryOptions({ queryKey: queryKeys.availability(itemNo), queryFn: ({ signal }) => getArticleAvailability(itemNo, signal), staleTime: 60_000 });

export const useArticleAvailability = (itemNo: string) => useQuery(articleAvailabilityQueryOptions(itemNo));
