// GET {pim}/api/app/category/featured-categories: the home page's featured categories.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, itemsOf } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CategorySummary, PimResponse } from '../../../types/pim';

export async function getFeaturedCategories(signal?: AbortSignal): Promise<CategorySummary[]> {
  return itemsOf(await apiGet<PimResponse<'/api/app/category/featured-categories'>>('pim', '/api/app/category/featured-categories', undefined, signal));
}

export const featuredCategoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.featuredCategories(), queryFn: ({ signal }) => getFeaturedCategories(signal), staleTime: 10 * 60_000 });

export const useFeaturedCategories = () => useQuery(featuredCategoriesQueryOptions());
