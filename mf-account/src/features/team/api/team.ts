// Mijn team (main user): the organisation's users with their roles, a new member (who is mailed
// a one-time link to set his password) and removing one (his sign-in ends at once).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, pathParameter } from '@kraanvogel/shared';
import type { Employee, NewEmployeeInput } from '@/lib/api-types';
import { accountKeys } from '@/lib/query-keys';

const P = '/api/app/customer-account';

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.employees,
    queryFn: ({ signal }) => apiCall<{ items: Employee[] }>('mgmt', 'GET', `${P}/employees`, { signal }).then((r) => r.items),
  });

export const useEmployees = () => useQuery(employeesQueryOptions());

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewEmployeeInput) => apiCall<Employee>('mgmt', 'POST', `${P}/new-employee-account`, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.employees }),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall<void>('mgmt', 'DELETE', `${P}/${pathParameter(id, 'id', 'removeEmployeeAccount')}/employee-account`, { responseType: 'none' }),
    onSuccess: (_r, id) => queryClient.setQueryData<Employee[]>(accountKeys.employees, (old) => old?.filter((e) => e.id !== id)),
  });
}
