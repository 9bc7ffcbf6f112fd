// GET {pim}/api/app/navigation (SPEC §7): the assortment tree of the mega menu. Errors are
// rethrown to the caller (the query), which shows the menu's own error state.
import { queryOptions } from '@tanstack/react-query';
import { getAccessToken, getRuntimeConfig } from '@kraanvogel/shared';

export interface NavigationNode {
  code: { value: string };
  description: { value: string };
  childNodes?: NavigationNode[] | null;
}

export const navigationKeys = { all: ['pim', 'navigation'] as const };

export async function getNavigation(signal?: AbortSignal): Promise<NavigationNode[]> {
  const base = getRuntimeConfig().api.pim.replace(/\/+$/, '');
  const token = getAccessToken();
  const res = await fetch(`${base}/api/app/navigation`, {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!res.ok) throw new Error(`Navigatie kon niet worden geladen (HTTP ${res.status})`);
  const body = (await res.json()) as NavigationNode[] | { items?: NavigationNode[] };
  return Array.isArray(body) ? body : (body.items ?? []);
}

export const navigationQueryOptions = () =>
  queryOptions({ queryKey: navigationKeys.all, queryFn: ({ signal }) => getNavigation(signal), staleTime: 10 * 60_000 });
