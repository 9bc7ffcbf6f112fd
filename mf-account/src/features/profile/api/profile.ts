// The signed-in user's own account: the profile (GET/PUT my-profile, with the concurrency stamp
// that refuses a change based on a stale read), the password change, two-factor sign-in and the open-cart reminder switch.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { ChangePasswordInput, SetTwoFactorBody, UpdateProfileInput } from '@/lib/api-types';
import { profileQueryOptions } from '@/lib/account-queries';
import { accountKeys } from '@/lib/query-keys';


export const useMyProfile = () => useQuery(profileQueryOptions());

/** PUT my-profile; the answer (with its new stamp) replaces the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => answer(mgmtApi.PUT('/api/account/my-profile', { body: input })),
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile, profile),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      await mgmtApi.POST('/api/account/my-profile/change-password', { body: input });
    },
  });
}

export const twoFactorQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.twoFactor, queryFn: ({ signal }) => answer(mgmtApi.GET('/api/account/my-profile/two-factor-enabled', { signal })) });

export const useTwoFactorEnabled = () => useQuery(twoFactorQueryOptions());

/**
 * set-two-factor-enabled: `enabled: true` with {} hands out a new secret (nothing changes yet),
 * with {code} confirms it; `enabled: false` with {password} turns it off.
 */
export function useSetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ enabled, body }: { enabled: boolean; body: SetTwoFactorBody }) =>
      answer(mgmtApi.POST('/api/account/my-profile/set-two-factor-enabled', { params: { query: { enabled } }, body })),
    onSuccess: (result, { body }) => {
      // Only a confirmation or a switch-off changes the state; a new secret does not.
      if (body.code !== undefined || body.password !== undefined) queryClient.setQueryData(accountKeys.twoFactor, result.enabled);
    },
  });
}

export const cartReminderQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.cartReminder, queryFn: ({ signal }) => answer(mgmtApi.GET('/api/app/customer-account/open-cart-reminder', { signal })) });

export const useCartReminder = () => useQuery(cartReminderQueryOptions());

export function useSetCartReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiveCartReminder: boolean) => answer(mgmtApi.PATCH('/api/app/customer-account/open-cart-reminder', { params: { query: { receiveCartReminder } } })),
    onSuccess: (value) => queryClient.setQueryData(accountKeys.cartReminder, value),
  });
}
