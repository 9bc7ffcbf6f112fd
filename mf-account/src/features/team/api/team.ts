// Mijn team (main user): the organisation's users with their roles, a new member (who is mailed
// a one-time link to set his password) and removing one (his sign-in ends at once).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { Employee, NewEmployeeInput } from '@/lib/api-types';
import { accountKeys } from '@/lib/query-keys';

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.employees,
    queryFn: async ({ signal }) => (await answer(mgmtApi.GET('/api/app/customer-account/employees', { signal }))).items,
  });

export const useEmployees = () => useQuery(employeesQueryOptions());

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewEmployeeInput) => answer(mgmtApi.POST('/api/app/customer-account/new-employee-account', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.employees }),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await mgmtApi.DELETE('/api/app/customer-account/{id}/employee-account', { params: { path: { id } } });
    },
    onSuccess: (_r, id) => queryClient.setQueryData<Employee[]>(accountKeys.employees, (old) => old?.filter((e) => e.id !== id)),
  });
}
