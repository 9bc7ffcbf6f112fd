// The back office's order-state calls (management API, administrators only): the table paged and
// searched on the server, one state, and changing one, after which the table is read again.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { OrderState } from '@/lib/api-types';
import { adminKeys } from '@/lib/query-keys';

const BASE = '/api/ecommerce/order-states' as const;

export const useOrderStatePage = (q: { filter: string; page: number; pageSize: number }) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.orderStatePage(q),
      queryFn: ({ signal }) =>
        answer(
          mgmtApi.GET(BASE, { signal, params: { query: { FilterText: q.filter || undefined, Sorting: 'sorting', SkipCount: (q.page - 1) * q.pageSize, MaxResultCount: q.pageSize } } }),
        ),
      placeholderData: keepPreviousData,
    }),
  );

export const orderStateOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.orderState(id),
    queryFn: ({ signal }) => answer(mgmtApi.GET(`${BASE}/{id}`, { signal, params: { path: { id } } })),
  });

export const useOrderState = (id: number) => useQuery(orderStateOptions(id));

export type OrderStateChange = Pick<OrderState, 'codeDisplayName' | 'description' | 'sorting' | 'colour'>;

/** Saves the label, colour, description and place of a state; its code (what orders carry) stays. */
export function useSaveOrderState(state: OrderState) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderStateChange) => answer(mgmtApi.PUT(`${BASE}/{id}`, { params: { path: { id: state.id } }, body: { code: state.code, ...change } })),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.orderState(state.id), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.orderStates }),
  });
}
