// Mailnotificaties (main user): which extra addresses get a copy of every order confirmation, and
// which addresses are told of a new invoice or credit note.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { MailNotifications } from '@/lib/api-types';
import { accountKeys } from '@/lib/query-keys';

export const mailNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.mailNotifications,
    queryFn: ({ signal }) => answer(mgmtApi.GET('/api/app/customer-account/mail-notifications', { signal })),
  });

export const useMailNotifications = () => useQuery(mailNotificationsQueryOptions());

export function useSaveMailNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MailNotifications) => answer(mgmtApi.PUT('/api/app/customer-account/mail-notifications', { body: input })),
    onSuccess: (stored) => queryClient.setQueryData(accountKeys.mailNotifications, stored),
  });
}
