// GET {pim}/api/app/navigation: the three-level category tree.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pimClient } from '@kraanvogel/shared';
import { queryKeys } from '@/lib/query-keys';
import type { NavigationNode } from '@/types/pim';

export function getNavigation(signal?: AbortSignal): Promise<NavigationNode[]> {
  return pimClient.getNavigation(signal);
}

// Route loaders run outside React and cannot reach the host's QueryClient: they and the query
// share this one request, so a page opened by a loader does not fetch the tree twice.
const TTL_MS = 5 * 60_000;
let cached: { at: number; promise: Promise<NavigationNode[]> } | null = null;

export function loadNavigation(): Promise<NavigationNode[]> {
  if (!cached || Date.now() - cached.at > TTL_MS) {
    const promise = getNavigation();
    cached = { at: Date.now(), promise };
    promise.catch(() => {
      if (cached?.promise === promise) cached = null;
    });
  }
  return cached.promise;
}

export const navigationQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.navigation(), queryFn: () => loadNavigation(), staleTime: TTL_MS });

export const useNavigation = () => useQuery(navigationQueryOptions());
