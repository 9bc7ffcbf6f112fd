// GET app-organization-unit/app-organization-main-address-for-user: the organization's main
// address, which fills the delivery address of a new order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';

export const mainAddressQueryOptions = () =>
  queryOptions({ queryKey: ['organization', 'main-address'] as const, queryFn: ({ signal }) => answer(mgmtApi.GET('/api/app/app-organization-unit/app-organization-main-address-for-user', { signal })), staleTime: 10 * 60_000 });

export function useMainAddress(enabled: boolean) {
  return useQuery({ ...mainAddressQueryOptions(), enabled, retry: false });
}
