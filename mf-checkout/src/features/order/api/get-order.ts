// GET customerorders?OrderId: one order with its lines, delivery and totals (the thank-you page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';

export const orderQueryOptions = (orderNo: string) =>
  queryOptions({ queryKey: ['customer-orders', orderNo] as const, queryFn: ({ signal }) => answer(mgmtApi.GET('/api/ecommerce/customerorders', { params: { query: { OrderId: orderNo } }, signal })) });

export function useOrder(orderNo: string | null) {
  return useQuery({ ...orderQueryOptions(orderNo ?? ''), enabled: !!orderNo, retry: false });
}
