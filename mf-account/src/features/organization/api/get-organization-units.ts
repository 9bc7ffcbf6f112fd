// GET app-organization-units-for-user: the caller's organization unit (name, KvK, VAT, phone,
// e-mail), readable by every user of the customer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export const organizationUnitsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.organizationUnits,
    queryFn: async ({ signal }) => (await answer(mgmtApi.GET('/api/app/app-organization-unit/app-organization-units-for-user', { signal }))).items,
  });

export const useOrganizationUnits = () => useQuery(organizationUnitsQueryOptions());
