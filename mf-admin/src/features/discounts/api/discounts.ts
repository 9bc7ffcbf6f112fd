// The back office's discount calls (management API, administrators only): the table filtered,
// sorted and paged on the server, one discount, adding, changing and deleting one, the filtered
// table as an Excel file, and an Excel import checked first and saved in one go.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, FILE_ACCEPT, mgmtApi } from '@kraanvogel/shared';
import { saveBlob } from '@kraanvogel/shared/screens';
import type { DiscountInput } from '@/lib/api-types';
import { adminKeys } from '@/lib/query-keys';

const BASE = '/api/app/discounts' as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The list's filters as the URL keeps them. */
export interface DiscountFilters {
  filter: string;
  customer: string;
  group: string;
  item: string;
  sort: string;
}

const filterQuery = (f: DiscountFilters) => ({
  FilterText: f.filter || undefined,
  CustomerNumber: f.customer || undefined,
  DiscountGroup: f.group || undefined,
  ItemNumber: f.item || undefined,
  Sorting: f.sort || undefined,
});

export const useDiscountPage = (q: DiscountFilters & { page: number; pageSize: number }) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.discountPage(q),
      queryFn: ({ signal }) => answer(mgmtApi.GET(BASE, { signal, params: { query: { ...filterQuery(q), SkipCount: (q.page - 1) * q.pageSize, MaxResultCount: q.pageSize } } })),
      placeholderData: keepPreviousData,
    }),
  );

export const discountOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.discount(id),
    queryFn: ({ signal }) => answer(mgmtApi.GET(`${BASE}/{id}`, { signal, params: { path: { id } } })),
  });

/** One discount; none is asked for a new one (null). */
export const useDiscount = (id: number | null) => useQuery({ ...discountOptions(id ?? 0), enabled: id !== null });

/** Adds a discount (no id) or changes one; the table is read again after. */
export function useSaveDiscount(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscountInput) => answer(id === null ? mgmtApi.POST(BASE, { body }) : mgmtApi.PUT(`${BASE}/{id}`, { params: { path: { id } }, body })),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.discount(saved.id), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.discounts }),
  });
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => answer(mgmtApi.DELETE(`${BASE}/{id}`, { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.discounts }),
  });
}

/** The filtered table as kortingen.xlsx: a one-time download token first, then the file. */
export function useExportDiscounts() {
  return useMutation({
    mutationFn: async (f: DiscountFilters) => {
      const { token } = await answer(mgmtApi.GET(`${BASE}/download-token`, {}));
      const file = await answer(mgmtApi.GET(`${BASE}/as-excel-file`, { params: { query: { DownloadToken: token, ...filterQuery(f) } }, headers: FILE_ACCEPT, parseAs: 'blob' }));
      saveBlob(file as Blob, 'kortingen.xlsx');
    },
  });
}

/** Sends a workbook to be checked (`save: false`, nothing changes) or saved; the file goes as it is. */
export function useImportDiscounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, save }: { file: File; save: boolean }) =>
      answer(mgmtApi.POST(save ? `${BASE}/import` : `${BASE}/import-preview`, { body: file as never, bodySerializer: (body: unknown) => body, headers: { 'Content-Type': XLSX } })),
    onSuccess: (result) => {
      if (result.saved) void queryClient.invalidateQueries({ queryKey: adminKeys.discounts });
    },
  });
}
