// GET {pim}/api/app/navigation, through the shop's API client in shared/: the
// assortment tree of the mega menu. Errors are rethrown to the query, which shows the menu's
// own error state.
import { queryOptions } from '@tanstack/react-query';
import { pimClient } from '@kraanvogel/shared';

export interface NavigationNode {
  code: { value: string };
  description: { value: string };
  childNodes?: NavigationNode[] | null;
}

export const navigationKeys = { all: ['pim', 'navigation'] as const };

export async function getNavigation(signal?: AbortSignal): Promise<NavigationNode[]> {
  const nodes: NavigationNode[] = await pimClient.getNavigation(signal);
  return nodes;
}

export const navigationQueryOptions = () =>
  queryOptions({ queryKey: navigationKeys.all, queryFn: ({ signal }) => getNavigation(signal), staleTime: 10 * 60_000 });
