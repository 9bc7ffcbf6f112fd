// GET {pim}/api/app/category/shortcut-categories: the home page's shortcut tiles.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, pimApi } from '@kraanvogel/shared';
import { queryKeys } from '@/lib/query-keys';
import type { CategorySummary } from '@/types/pim';

export async function getShortcutCategories(signal?: AbortSignal): Promise<CategorySummary[]> {
  return (await answer(pimApi.GET('/api/app/category/shortcut-categories', { signal }))).items;
}

export const shortcutCategoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.shortcutCategories(), queryFn: ({ signal }) => getShortcutCategories(signal), staleTime: 10 * 60_000 });

export const useShortcutCategories = () => useQuery(shortcutCategoriesQueryOptions());
