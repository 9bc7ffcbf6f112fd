// The signed-in user's own account: the profile (GET/PUT my-profile, with the concurrency stamp
// that refuses a change based on a stale read), the password change, two-factor sign-in and the open-cart reminder switch.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@kraanvogel/shared';
import type { ChangePasswordInput, Profile, SetTwoFactorBody, SetTwoFactorResult, UpdateProfileInput } from '@/lib/api-types';
import { profileQueryOptions } from '@/lib/account-queries';
import { accountKeys } from '@/lib/query-keys';

const P = '/api/account/my-profile';
const REMINDER = '/api/app/customer-account/open-cart-reminder';


export const useMyProfile = () => useQuery(profileQueryOptions());

/** PUT my-profile; the answer (with its new stamp) replaces the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => apiCall<Profile>('mgmt', 'PUT', P, { body: input }),
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile, profile),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiCall<void>('mgmt', 'POST', `${P}/change-password`, { body: input, responseType: 'none' }),
  });
}

export const twoFactorQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.twoFactor, queryFn: ({ signal }) => apiCall<boolean>('mgmt', 'GET', `${P}/two-factor-enabled`, { signal }) });

export const useTwoFactorEnabled = () => useQuery(twoFactorQueryOptions());

/**
 * set-two-factor-enabled: `enabled: true` with {} hands out a new secret (nothing changes yet),
 * with {code} confirms it; `enabled: false` with {password} turns it off.
 */
export function useSetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ enabled, body }: { enabled: boolean; body: SetTwoFactorBody }) =>
      apiCall<SetTwoFactorResult>('mgmt', 'POST', `${P}/set-two-factor-enabled`, { query: { enabled }, body }),
    onSuccess: (result, { body }) => {
      // Only a confirmation or a switch-off changes the state; a new secret does not.
      if (body.code !== undefined || body.password !== undefined) queryClient.setQueryData(accountKeys.twoFactor, result.enabled);
    },
  });
}

export const cartReminderQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.cartReminder, queryFn: ({ signal }) => apiCall<boolean>('mgmt', 'GET', REMINDER, { signal }) });

export const useCartReminder = () => useQuery(cartReminderQueryOptions());

export function useSetCartReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiveCartReminder: boolean) => apiCall<boolean>('mgmt', 'PATCH', REMINDER, { query: { receiveCartReminder } }),
    onSuccess: (value) => queryClient.setQueryData(accountKeys.cartReminder, value),
  });
}
