// POST return-order/submit-return-form: the ERP makes a return order; the orders, their returned
// amounts, the invoices and the credit notes change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { ReturnFormInput } from '@/lib/api-types';

export function useSubmitReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnFormInput) => answer(mgmtApi.POST('/api/app/return-order/submit-return-form', { body: input })),
    onSuccess: async () => {
      await Promise.all(['orders', 'order', 'invoices', 'invoice', 'returns'].map((k) => queryClient.invalidateQueries({ queryKey: ['account', k] })));
    },
  });
}
