// What the return request reads and sends: the customer's delivered orders (ERP order overview,
// newest first, optionally by order number), one order's lines with what was delivered and what
// already came back, the organisation's main address for the pick-up address, and the submit.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, erpApi, mgmtApi } from '@kraanvogel/shared';
import { profileQueryOptions } from '@/lib/account-queries';
import type { ReturnFormInput } from '@/lib/api-types';
import { accountKeys } from '@/lib/query-keys';

/** Partly delivered (250) and delivered (300) orders can be returned; return orders themselves cannot. */
export const RETURNABLE_STATUSES = [250, 300];

export const deliveredOrdersQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: accountKeys.deliveredOrders(orderNo),
    queryFn: async ({ signal }) => {
      const query = { ...(orderNo ? { OrderNo: orderNo } : {}), Sorting: 'orderDate desc', MaxResultCount: 100 };
      const page = await answer(erpApi.GET('/api/app/order/order-overview', { params: { query }, signal }));
      return page.items.filter((o) => o.orderType === 'Order' && RETURNABLE_STATUSES.includes(o.status));
    },
  });

export const useDeliveredOrders = (orderNo: string) => useQuery(deliveredOrdersQueryOptions(orderNo));

/** The same query (key and answer) as the order detail's. */
export const useOrderLines = (orderNo: string) =>
  useQuery({ queryKey: accountKeys.order(orderNo), queryFn: ({ signal }) => answer(erpApi.GET('/api/app/order', { params: { query: { OrderNo: orderNo } }, signal })), enabled: !!orderNo });

export const useMainAddress = () => useQuery({ queryKey: accountKeys.mainAddress, queryFn: ({ signal }) => answer(mgmtApi.GET('/api/app/app-organization-unit/app-organization-main-address-for-user', { signal })) });
export const useProfile = () => useQuery(profileQueryOptions());

export function useSubmitReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnFormInput) => answer(mgmtApi.POST('/api/app/return-order/submit-return-form', { body: input })),
    onSuccess: async () => {
      // New return orders and credit notes; the orders' returned amounts changed.
      await Promise.all(['orders', 'order', 'invoices', 'invoice', 'returns'].map((k) => queryClient.invalidateQueries({ queryKey: ['account', k] })));
    },
  });
}
