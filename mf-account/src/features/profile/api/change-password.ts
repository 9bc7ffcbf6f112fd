// POST my-profile/change-password.
import { useMutation } from '@tanstack/react-query';
import { mgmtApi } from '@kraanvogel/shared';
import type { ChangePasswordInput } from '@/lib/api-types';

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      await mgmtApi.POST('/api/account/my-profile/change-password', { body: input });
    },
  });
}
