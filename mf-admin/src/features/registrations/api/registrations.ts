// The registration queue's calls (management API, administrators only): a page of requests, one
// request with its checks, and approving or rejecting it.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { RegistrationStatus } from '@/lib/api-types';
import { adminKeys } from '@/lib/query-keys';

const BASE = '/api/app/customer-account/registration-requests' as const;

export interface RegistrationQuery {
  status: RegistrationStatus;
  filter: string;
  page: number;
  pageSize: number;
}

export const registrationPageOptions = (q: RegistrationQuery) =>
  queryOptions({
    queryKey: adminKeys.registrationPage(q),
    queryFn: ({ signal }) =>
      answer(
        mgmtApi.GET(BASE, {
          signal,
          params: { query: { Status: q.status, Filter: q.filter || undefined, SkipCount: (q.page - 1) * q.pageSize, MaxResultCount: q.pageSize } },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const useRegistrationPage = (q: RegistrationQuery) => useQuery(registrationPageOptions(q));

export const registrationOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.registration(id),
    queryFn: ({ signal }) => answer(mgmtApi.GET(`${BASE}/{id}`, { signal, params: { path: { id } } })),
  });

export const useRegistration = (id: number) => useQuery(registrationOptions(id));

export function useHandleRegistration(id: number) {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: adminKeys.registrations });
  const approve = useMutation({
    mutationFn: () => answer(mgmtApi.POST(`${BASE}/{id}/approve`, { params: { path: { id } } })),
    onSuccess: done,
  });
  const reject = useMutation({
    mutationFn: (reason: string) => answer(mgmtApi.POST(`${BASE}/{id}/reject`, { params: { path: { id } }, body: { reason } })),
    onSuccess: done,
  });
  return { approve, reject };
}
