// GET invoice?InvoiceType&InvoiceNo: one invoice or credit note (both keys are required).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { erpClient } from '@kraanvogel/shared';
import { accountKeys } from '@/lib/query-keys';
import type { InvoiceType } from '../lib/invoice-filters';

export const invoiceQueryOptions = (type: InvoiceType, invoiceNo: string) =>
  queryOptions({
    queryKey: accountKeys.invoice(type, invoiceNo),
    queryFn: ({ signal }) => erpClient.getInvoice(type, invoiceNo, signal),
  });

export const useInvoice = (type: InvoiceType, invoiceNo: string) => useQuery(invoiceQueryOptions(type, invoiceNo));
