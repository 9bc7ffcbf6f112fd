// DELETE customer-account/{id}/employee-account: the member's sign-in ends at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mgmtApi } from '@kraanvogel/shared';
import type { Employee } from '@/lib/api-types';
import { accountKeys } from '@/lib/query-keys';

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await mgmtApi.DELETE('/api/app/customer-account/{id}/employee-account', { params: { path: { id } } });
    },
    onSuccess: (_r, id) => queryClient.setQueryData<Employee[]>(accountKeys.employees, (old) => old?.filter((e) => e.id !== id)),
  });
}
