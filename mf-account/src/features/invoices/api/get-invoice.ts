// GET invoice?InvoiceType&InvoiceNo: one invoice or credit note (both keys are required).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, erpApi } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';
import type { InvoiceType } from '../lib/invoice-filters';

export const invoiceQueryOptions = (type: InvoiceType, invoiceNo: string) =>
  queryOptions({
    queryKey: accountKeys.invoice(type, invoiceNo),
    queryFn: ({ signal }) => answer(erpApi.GET('/api/app/invoice', { params: { query: { InvoiceType: type, InvoiceNo: invoiceNo } }, signal })),
  });

export const useInvoice = (type: InvoiceType, invoiceNo: string) => useQuery(invoiceQueryOptions(type, invoiceNo));
