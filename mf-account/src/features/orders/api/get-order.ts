// GET order?OrderNo: one order with its lines and invoices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, erpApi } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';

export const orderQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: accountKeys.order(orderNo),
    queryFn: ({ signal }) => answer(erpApi.GET('/api/app/order', { params: { query: { OrderNo: orderNo } }, signal })),
  });

export const useOrder = (orderNo: string) => useQuery(orderQueryOptions(orderNo));
