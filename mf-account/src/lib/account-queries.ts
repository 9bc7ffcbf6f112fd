// Queries more than one account screen reads (the user's own profile), under one key and one shape.
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@kraanvogel/shared';
import type { Profile } from './api-types';
import { accountKeys } from './query-keys';

export const profileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile, queryFn: ({ signal }) => apiCall<Profile>('mgmt', 'GET', '/api/account/my-profile', { signal }) });
