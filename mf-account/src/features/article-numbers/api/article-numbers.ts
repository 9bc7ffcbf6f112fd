// The customer's own article numbers (klantartikelnummers): the list, its Excel file, and an
// uploaded Excel file that gives, changes and removes numbers (the main user's).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, FILE_ACCEPT, mgmtApi } from '@kraanvogel/shared';
import { saveBlob } from '@kraanvogel/shared/screens';
import { accountKeys } from '@/lib/query-keys';

const P = '/api/app/customer-article-numbers';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const useArticleNumbers = () => useQuery({ queryKey: accountKeys.articleNumbers, queryFn: async ({ signal }) => (await answer(mgmtApi.GET(P, { signal }))).items });

export function useExportArticleNumbers() {
  return useMutation({
    mutationFn: async () => saveBlob(await answer(mgmtApi.GET(`${P}/excel`, { headers: FILE_ACCEPT, parseAs: 'blob' })), 'uw-artikelnummers.xlsx'),
  });
}

export function useUploadArticleNumbers() {
  const client = useQueryClient();
  return useMutation({
    // The file goes as it is, with its own content type (not as JSON).
    mutationFn: async (file: File) => answer(mgmtApi.POST(`${P}/excel`, { body: file as never, bodySerializer: (body: unknown) => body, headers: { 'Content-Type': XLSX } })),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.articleNumbers }),
  });
}
