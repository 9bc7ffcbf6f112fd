// POST customerbaskets/quickOrderFile: the article code and quantity columns of a .csv or .xlsx
// file the buyer picked, as lines to check (the server reads Excel files).
import { useMutation } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function fileType(file: File): string | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return XLSX;
  if (name.endsWith('.csv') || name.endsWith('.txt')) return 'text/csv';
  return null;
}

export function useReadQuickOrderFile() {
  return useMutation({
    // The file goes as it is, with its own content type (not as JSON).
    mutationFn: async (file: File) => {
      const upload = mgmtApi.POST('/api/ecommerce/customerbaskets/quickOrderFile', {
        body: file as never,
        bodySerializer: (body: unknown) => body,
        headers: { 'Content-Type': fileType(file) ?? 'text/csv' },
      });
      return (await answer(upload)).lines;
    },
  });
}
