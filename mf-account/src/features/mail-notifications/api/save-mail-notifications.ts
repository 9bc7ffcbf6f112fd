// PUT customer-account/mail-notifications: the stored answer replaces the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { MailNotifications } from '@/lib/api-types';
import { accountKeys } from '@/lib/query-keys';

export function useSaveMailNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MailNotifications) => answer(mgmtApi.PUT('/api/app/customer-account/mail-notifications', { body: input })),
    onSuccess: (stored) => queryClient.setQueryData(accountKeys.mailNotifications, stored),
  });
}
