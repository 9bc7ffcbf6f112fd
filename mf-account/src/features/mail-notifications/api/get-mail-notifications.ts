// GET customer-account/mail-notifications (main user): the extra addresses that get a copy of every
// order confirmation, and those told of a new invoice or credit note.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export const mailNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.mailNotifications,
    queryFn: ({ signal }) => answer(mgmtApi.GET('/api/app/customer-account/mail-notifications', { signal })),
  });

export const useMailNotifications = () => useQuery(mailNotificationsQueryOptions());
