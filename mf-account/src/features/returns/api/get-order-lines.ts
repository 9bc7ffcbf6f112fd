// One order's lines with what was delivered and what already came back: the order detail's own
// query (lib/account-queries), enabled once an order is chosen.
import { useQuery } from '@tanstack/react-query';
import { orderQueryOptions } from '@/lib/account-queries';

export const useOrderLines = (orderNo: string) => useQuery({ ...orderQueryOptions(orderNo), enabled: !!orderNo });
