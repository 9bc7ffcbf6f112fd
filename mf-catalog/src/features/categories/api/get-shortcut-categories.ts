// GET {pim}/api/app/category/shortcut-categories: the home page's shortcut tiles.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, itemsOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CategorySummary, PimResponse } from '../../../types/pim';

export async function getShortcutCategories(signal?: AbortSignal): Promise<CategorySummary[]> {
  return itemsOf(await apiGet<PimResponse<'/api/app/category/shortcut-categories'>>('pim', '/api/app/category/shortcut-categories', undefined, signal));
}

export const shortcutCategoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.shortcutCategories(), queryFn: ({ signal }) => getShortcutCategories(signal), staleTime: 10 * 60_000 });

export const useShortcutCategories = () => useQuery(shortcutCategoriesQueryOptions());
