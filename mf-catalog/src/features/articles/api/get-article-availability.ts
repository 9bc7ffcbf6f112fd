// GET {pim}/api/app/article/{id}/cached-availability: stock and delivery indication.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pimClient } from '@kraanvogel/shared';
import { queryKeys } from '@/lib/query-keys';
import type { Availability } from '@/types/pim';

export function getArticleAvailability(key: string, signal?: AbortSignal): Promise<Availability> {
  return pimClient.getArticleCachedAvailability(key, signal);
}

export const articleAvailabilityQueryOptions = (key: string) =>
  queryOptions({ queryKey: queryKeys.availability(key), queryFn: ({ signal }) => getArticleAvailability(key, signal), staleTime: 60_000 });

export const useArticleAvailability = (key: string) => useQuery(articleAvailabilityQueryOptions(key));
