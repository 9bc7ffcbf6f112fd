// Mailnotificaties (main user): which extra addresses get a copy of every order confirmation, and
// which addresses are told of a new invoice or credit note.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@kraanvogel/shared';
import type { MailNotifications } from '@/lib/api-types';
import { accountKeys } from '@/lib/query-keys';

const URL = '/api/app/customer-account/mail-notifications';

export const mailNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.mailNotifications,
    queryFn: ({ signal }) => apiCall<MailNotifications>('mgmt', 'GET', URL, { signal }),
  });

export const useMailNotifications = () => useQuery(mailNotificationsQueryOptions());

export function useSaveMailNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MailNotifications) => apiCall<MailNotifications>('mgmt', 'PUT', URL, { body: input }),
    onSuccess: (stored) => queryClient.setQueryData(accountKeys.mailNotifications, stored),
  });
}
