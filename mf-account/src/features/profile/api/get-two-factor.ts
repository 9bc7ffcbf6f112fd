// GET my-profile/two-factor-enabled: whether sign-in asks for a second factor.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export const twoFactorQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.twoFactor, queryFn: ({ signal }) => answer(mgmtApi.GET('/api/account/my-profile/two-factor-enabled', { signal })) });

export const useTwoFactorEnabled = () => useQuery(twoFactorQueryOptions());
