// GET customerbaskets/excelExport?basketId: a basket or an order list as an .xlsx file, saved by the
// browser under a name made from the basket's name.
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../files/download-file';
import { BASKET_TYPE, FILE_ACCEPT, answer, mgmtApi, type BasketId, type BasketType } from '@kraanvogel/shared';

/** "winkelwagen-<name>.xlsx" or "bestellijst-<name>.xlsx": letters, digits and dashes only. */
export function basketExcelFileName(name: string, basketType: BasketType): string {
  const safe = name.normalize('NFKD').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase();
  return `${basketType === BASKET_TYPE.bestellijst ? 'bestellijst' : 'winkelwagen'}-${safe || 'export'}.xlsx`;
}

export function exportBasket(basketId: BasketId, signal?: AbortSignal): Promise<Blob> {
  return answer(
    mgmtApi.GET('/api/ecommerce/customerbaskets/excelExport', { params: { query: { basketId: Number(basketId) } }, signal, headers: FILE_ACCEPT, parseAs: 'blob' }),
  );
}

export interface ExportBasketInput {
  basketId: BasketId;
  name: string;
  basketType: BasketType;
}

export function useExportBasket() {
  return useMutation({
    mutationFn: async ({ basketId, name, basketType }: ExportBasketInput) => saveBlob(await exportBasket(basketId), basketExcelFileName(name, basketType)),
  });
}
