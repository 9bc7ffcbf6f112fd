// GET spend: the last twelve months' spend per cost centre and per member (main user); GET
// spend/excel: the same figures as an .xlsx file, saved by the browser.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { answer, FILE_ACCEPT, mgmtApi } from '@kraanvogel/shared';
import { saveBlob } from '@kraanvogel/shared/screens';
import { accountKeys } from '@/lib/query-keys';

export const spendQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.spend,
    queryFn: ({ signal }) => answer(mgmtApi.GET('/api/app/spend', { signal })),
  });

export const useSpend = () => useQuery(spendQueryOptions());

export function useDownloadSpend() {
  return useMutation({
    mutationFn: async () => {
      const blob = await answer(mgmtApi.GET('/api/app/spend/excel', { headers: FILE_ACCEPT, parseAs: 'blob' }));
      saveBlob(blob as Blob, 'uitgaven.xlsx');
    },
  });
}
