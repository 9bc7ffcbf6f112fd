// POST customer-account/new-employee-account: a new member, who is mailed a one-time link to set
// his password.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { NewEmployeeInput } from '@/lib/api-types';
import { accountKeys } from '@/lib/query-keys';

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewEmployeeInput) => answer(mgmtApi.POST('/api/app/customer-account/new-employee-account', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.employees }),
  });
}
