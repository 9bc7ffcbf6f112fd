// GET app-organization-addresses-for-user: the organization's addresses.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export const organizationAddressesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.organizationAddresses,
    queryFn: async ({ signal }) => (await answer(mgmtApi.GET('/api/app/app-organization-unit/app-organization-addresses-for-user', { signal }))).items,
  });

export const useOrganizationAddresses = () => useQuery(organizationAddressesQueryOptions());
