// GET customerorders/po-number: the customer's open orders that already carry a PO number, so
// step 1 can warn before a second order goes out under it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';

export function usePoNumberInUse(poNumber: string) {
  const PoNumber = poNumber.trim();
  return useQuery({
    queryKey: ['customer-orders', 'po-number', PoNumber.toLowerCase()] as const,
    queryFn: ({ signal }) => answer(mgmtApi.GET('/api/ecommerce/customerorders/po-number', { params: { query: { PoNumber } }, signal })),
    enabled: PoNumber.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}
