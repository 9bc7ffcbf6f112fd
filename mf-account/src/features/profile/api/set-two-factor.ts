// POST my-profile/set-two-factor-enabled: `enabled: true` with {} hands out a new secret (nothing
// changes yet), with {code, password} confirms it; `enabled: false` with {password} turns it off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { SetTwoFactorBody } from '@/lib/api-types';
import { accountKeys } from '@/lib/query-keys';

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
