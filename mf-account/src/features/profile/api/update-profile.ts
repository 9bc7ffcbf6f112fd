// PUT my-profile: refused when based on a stale read (the concurrency stamp); the answer, with its
// new stamp, replaces the cached profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { UpdateProfileInput } from '@/lib/api-types';
import { accountKeys } from '@/lib/query-keys';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => answer(mgmtApi.PUT('/api/account/my-profile', { body: input })),
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile, profile),
  });
}
