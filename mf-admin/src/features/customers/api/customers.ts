// The back office's customer calls (management API, administrators only): the search, one
// customer's page, and the actions on a user, after which that customer's page is read again.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { adminKeys } from '@/lib/query-keys';

const BASE = '/api/app/back-office' as const;

export const useCustomerPage = (q: { filter: string; page: number; pageSize: number }) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.customerPage(q),
      queryFn: ({ signal }) =>
        answer(mgmtApi.GET(`${BASE}/customers`, { signal, params: { query: { Filter: q.filter || undefined, SkipCount: (q.page - 1) * q.pageSize, MaxResultCount: q.pageSize } } })),
      placeholderData: keepPreviousData,
    }),
  );

export const customerOptions = (number: string) =>
  queryOptions({
    queryKey: adminKeys.customer(number),
    queryFn: ({ signal }) => answer(mgmtApi.GET(`${BASE}/customers/{number}`, { signal, params: { path: { number } } })),
  });

export const useCustomer = (number: string) => useQuery(customerOptions(number));

export type UserAction = { kind: 'block' | 'unblock' | 'resend-invitation' } | { kind: 'reset-two-factor'; reason: string };

export function useUserAction(customer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UserAction }) => {
      const path = { params: { path: { id } } };
      switch (action.kind) {
        case 'block':
          return answer(mgmtApi.POST(`${BASE}/users/{id}/block`, { ...path, body: {} }));
        case 'unblock':
          return answer(mgmtApi.POST(`${BASE}/users/{id}/unblock`, { ...path, body: {} }));
        case 'resend-invitation':
          return answer(mgmtApi.POST(`${BASE}/users/{id}/resend-invitation`, path));
        case 'reset-two-factor':
          return answer(mgmtApi.POST(`${BASE}/users/{id}/reset-two-factor`, { ...path, body: { reason: action.reason } }));
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.customer(customer) }),
  });
}
