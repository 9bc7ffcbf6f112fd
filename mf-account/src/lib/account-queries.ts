// Queries more than one account screen reads (the user's own profile; one order, which the order
// detail and the return request show), under one key and one shape.
import { queryOptions } from '@tanstack/react-query';
import { answer, erpApi, mgmtApi } from '@kraanvogel/shared';
import { accountKeys } from './query-keys';

export const profileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile, queryFn: ({ signal }) => answer(mgmtApi.GET('/api/account/my-profile', { signal })) });

/** GET order?OrderNo (ERP): one order with its lines, what was delivered and returned, and its invoices. */
export const orderQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: accountKeys.order(orderNo),
    queryFn: ({ signal }) => answer(erpApi.GET('/api/app/order', { params: { query: { OrderNo: orderNo } }, signal })),
  });
