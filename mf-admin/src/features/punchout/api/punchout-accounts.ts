// The back office's punch-out-account calls (management API, administrators only): the accounts,
// create one (a secret the shop makes comes back once), change one, a new secret, and an account's
// last sessions with their transfers.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { MgmtPaths } from '@kraanvogel/shared';
import { adminKeys } from '@/lib/query-keys';

const BASE = '/api/app/punchout-accounts' as const;
export type AccountInput = MgmtPaths[typeof BASE]['post']['requestBody']['content']['application/json'];
export type AccountChange = MgmtPaths['/api/app/punchout-accounts/{id}']['put']['requestBody']['content']['application/json'];

export const accountsOptions = () => queryOptions({ queryKey: adminKeys.punchoutAccounts, queryFn: ({ signal }) => answer(mgmtApi.GET(BASE, { signal })) });
export const usePunchoutAccounts = () => useQuery(accountsOptions());
export type PunchoutAccount = NonNullable<ReturnType<typeof usePunchoutAccounts>['data']>['items'][number];

export const usePunchoutActivity = (id: number) =>
  useQuery({ queryKey: adminKeys.punchoutActivity(id), queryFn: ({ signal }) => answer(mgmtApi.GET(`${BASE}/{id}/activity`, { signal, params: { path: { id } } })) });

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountInput) => answer(mgmtApi.POST(BASE, { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.punchoutAccounts }),
  });
}

export function useSaveAccount(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountChange) => answer(mgmtApi.PUT(`${BASE}/{id}`, { params: { path: { id } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.punchoutAccounts }),
  });
}

export function useRotateSecret(id: number) {
  return useMutation({ mutationFn: () => answer(mgmtApi.POST(`${BASE}/{id}/rotate-secret`, { params: { path: { id } } })) });
}
