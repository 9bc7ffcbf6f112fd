// The assortment tree, one definition for the host's menus and the catalog's pages: its type (the
// api's generated one), its query (one key, one freshness, so both apps share one cached copy in
// the host's QueryClient), the rule that turns category codes into a URL path, and the outlet.
import { queryOptions } from '@tanstack/react-query';
import { answer, pimApi } from '../api/typed-client';
import type { ApiNavigationNode } from '../api/api-types';

export type NavigationNode = ApiNavigationNode;

/** The tree changes when the assortment team publishes: ten minutes fresh is soon enough. */
export const NAVIGATION_STALE_MS = 10 * 60_000;

export const navigationQueryOptions = () =>
  queryOptions({
    queryKey: ['pim', 'navigation'] as const,
    queryFn: ({ signal }) => answer(pimApi.GET('/api/app/navigation', { signal })),
    staleTime: NAVIGATION_STALE_MS,
  });

/** A category code as a path segment: lowercase, without whitespace or slashes. */
export const categorySegment = (code: string) => code.toLowerCase().replace(/\s+/g, '').replace(/\/+/g, '');

/** A category path as the shop writes it: segments by that rule, no empty ones, no trailing slash. */
export const normalizeCategoryPath = (path: string) => path.split('/').map(categorySegment).filter(Boolean).join('/');

/** The URL of a category from its codes, top level first; without codes the assortment. */
export const categoryUrl = (...codes: string[]) => ['/assortiment', ...codes.map(categorySegment).filter(Boolean)].join('/');

/** The outlet is a node of the tree with its own menu item and page, not a category to list. */
export const OUTLET_CODE = 'outlet';
export const isOutlet = (node: NavigationNode) => categorySegment(node.code.value) === OUTLET_CODE;

/** The nodes a menu or a category page lists: all but the outlet. */
export const categoryNodes = (nodes: readonly NavigationNode[] | null | undefined): NavigationNode[] => (nodes ?? []).filter((n) => !isOutlet(n));
