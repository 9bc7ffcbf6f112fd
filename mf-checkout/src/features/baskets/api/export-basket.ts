// GET customerbaskets/excelExport?basketId: the basket as an .xlsx file, saved by the browser.
import { useMutation } from '@tanstack/react-query';
import { mgmtClient, type BasketId } from '@kraanvogel/shared';

export function exportFileName(name: string) {
  const safe = name.normalize('NFKD').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase();
  return `winkelwagen-${safe || 'export'}.xlsx`;
}

export function useExportBasket() {
  return useMutation({
    mutationFn: async ({ basketId, name }: { basketId: BasketId; name: string }) => {
      const file = await mgmtClient.exportBasketToExcel(Number(basketId));
      const url = URL.createObjectURL(file);
      const a = document.createElement('a');
      a.href = url;
      a.download = exportFileName(name);
      document.body.append(a);
      a.click();
      a.remove();
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
