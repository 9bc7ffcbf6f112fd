// GET invoice/pdf: the PDF comes as base64 and is saved as a file by shared's helper.
import { useMutation } from '@tanstack/react-query';
import { answer, erpApi, notify } from '@kraanvogel/shared';
import { texts } from '@/texts';
import type { InvoiceType } from '../lib/invoice-filters';
import { downloadBase64File } from '@kraanvogel/shared/screens';

export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: async ({ type, invoiceNo }: { type: InvoiceType; invoiceNo: string }) => {
      const pdf = await answer(erpApi.GET('/api/app/invoice/pdf', { params: { query: { InvoiceType: type, InvoiceNo: invoiceNo } } }));
      downloadBase64File(pdf.content, pdf.fileName, pdf.mimeType);
    },
    onError: () => notify.alert(texts.invoices.downloadFailed),
  });
}
