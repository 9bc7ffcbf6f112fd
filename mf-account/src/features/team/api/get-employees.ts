// GET customer-account/employees: the organization's users with their roles (main user).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.employees,
    queryFn: async ({ signal }) => (await answer(mgmtApi.GET('/api/app/customer-account/employees', { signal }))).items,
  });

export const useEmployees = () => useQuery(employeesQueryOptions());
