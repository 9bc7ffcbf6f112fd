// POST {search}/indexes/{index}/docs/search: the discount groups (ConditionGroupCode) of a few
// articles by code. The related-articles answer lacks them, and without a group no net price
// can be told.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postSearch } from '../../../lib/search-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getDiscountGroups(codes: string[], signal?: AbortSignal): Promise<Record<string, string | null>> {
  if (codes.length === 0) return {};
  // search.in takes a delimiter: a comma, which no article code contains.
  const list = codes.map((c) => c.replace(/'/g, "''")).join(',');
  const res = await postSearch<{ Code: string; ConditionGroupCode?: string | null }>(
    { search: '*', filter: `search.in(Code, '${list}', ',')`, select: 'Code,ConditionGroupCode', top: codes.length },
    signal,
  );
  return Object.fromEntries(res.value.map((d) => [d.Code, d.ConditionGroupCode ?? null]));
}

export const discountGroupsQueryOptions = (codes: string[]) =>
  queryOptions({ queryKey: queryKeys.discountGroups(codes), queryFn: ({ signal }) => getDiscountGroups(codes, signal), staleTime: 10 * 60_000 });

export const useDiscountGroups = (codes: string[]) => useQuery({ ...discountGroupsQueryOptions(codes), enabled: codes.length > 0 });
