// GET app-organization-main-address-for-user: the organization's main address, the pick-up address
// the return form starts from.
import { useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export const useMainAddress = () =>
  useQuery({ queryKey: accountKeys.mainAddress, queryFn: ({ signal }) => answer(mgmtApi.GET('/api/app/app-organization-unit/app-organization-main-address-for-user', { signal })) });
