// GET customerbaskets/excelExport: the order list as a real .xlsx, saved by the browser.
import { useMutation } from '@tanstack/react-query';
import { mgmtClient, saveBlob, type BasketId } from '@kraanvogel/shared';

export function excelFileName(name: string) {
  const safe = name.normalize('NFKD').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase();
  return `bestellijst-${safe || 'export'}.xlsx`;
}

export function useExportBasket() {
  return useMutation({
    mutationFn: async ({ basketId, name }: { basketId: BasketId; name: string }) => saveBlob(await mgmtClient.exportBasketToExcel(Number(basketId)), excelFileName(name)),
  });
}
