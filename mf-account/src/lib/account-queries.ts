// Queries more than one account screen reads (the user's own profile), under one key and one shape.
import { queryOptions } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from './query-keys';

export const profileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile, queryFn: ({ signal }) => answer(mgmtApi.GET('/api/account/my-profile', { signal })) });
