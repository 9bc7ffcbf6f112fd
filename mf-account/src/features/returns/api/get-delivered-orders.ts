// GET order/order-overview (ERP), newest first, optionally by order number: the customer's orders
// that can be returned.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, erpApi } from '@kraanvogel/shared';
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
