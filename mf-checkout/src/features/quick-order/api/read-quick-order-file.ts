// POST customerbaskets/quickOrderFile: the article code and quantity columns of a .csv or .xlsx
// file the buyer picked, as lines to check (the server reads Excel files).
import { useMutation } from '@tanstack/react-query';
import { mgmtClient } from '@kraanvogel/shared';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function fileType(file: File): string | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return XLSX;
  if (name.endsWith('.csv') || name.endsWith('.txt')) return 'text/csv';
  return null;
}

export function useReadQuickOrderFile() {
  return useMutation({
    mutationFn: async (file: File) => (await mgmtClient.readQuickOrderFile(file, fileType(file) ?? 'text/csv')).lines,
  });
}
