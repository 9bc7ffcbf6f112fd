// GET order?OrderNo: one order with its lines and invoices (the query lives in lib/account-queries:
// the return request reads it too).
import { useQuery } from '@tanstack/react-query';
import { orderQueryOptions } from '@/lib/account-queries';

export { orderQueryOptions };

export const useOrder = (orderNo: string) => useQuery(orderQueryOptions(orderNo));
