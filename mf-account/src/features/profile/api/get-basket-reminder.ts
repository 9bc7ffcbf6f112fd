// GET customer-account/open-cart-reminder: whether the caller is mailed about a basket left with lines.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export const basketReminderQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.basketReminder, queryFn: ({ signal }) => answer(mgmtApi.GET('/api/app/customer-account/open-cart-reminder', { signal })) });

export const useBasketReminder = () => useQuery(basketReminderQueryOptions());
