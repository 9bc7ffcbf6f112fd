// GET {pim}/api/app/category/featured-categories: the home page's featured categories.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, pimApi } from '@kraanvogel/shared';
import { queryKeys } from '@/lib/query-keys';
import type { CategorySummary } from '@/types/pim';

export async function getFeaturedCategories(signal?: AbortSignal): Promise<CategorySummary[]> {
  return (await answer(pimApi.GET('/api/app/category/featured-categories', { signal }))).items;
}

export const featuredCategoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.featuredCategories(), queryFn: ({ signal }) => getFeaturedCategories(signal), staleTime: 10 * 60_000 });

export const useFeaturedCategories = () => useQuery(featuredCategoriesQueryOptions());
