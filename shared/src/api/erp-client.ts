// The ERP API calls: order and invoice overviews and details, the invoice PDF and reorder. A warehouse-only
// user gets 403 from all of them.
import { apiCall, requireParameter } from './api-client';
import type { ApiInvoice, ApiInvoiceOverviewInput, ApiInvoicePage, ApiInvoicePdf, ApiOrder, ApiOrderOverviewQuery, ApiOrderPage, ApiReorderInput, ApiReorderResult } from './api-types';

export const erpClient = {
  getOrderOverview: async (query: ApiOrderOverviewQuery = {}, signal?: AbortSignal) => apiCall<ApiOrderPage>('erp', 'GET', '/api/app/order/order-overview', { query, signal }),
  getOrder: async (orderNo: string | null | undefined, signal?: AbortSignal) =>
    apiCall<ApiOrder>('erp', 'GET', '/api/app/order', { query: { OrderNo: requireParameter(orderNo, 'OrderNo', 'getOrder') }, signal }),
  getInvoiceOverview: async (input: ApiInvoiceOverviewInput = {}, signal?: AbortSignal) =>
    apiCall<ApiInvoicePage>('erp', 'POST', '/api/app/invoice/invoice-overview', { body: input, signal }),
  getInvoice: async (invoiceType: 'Invoice' | 'Credit' | null | undefined, invoiceNo: string | null | undefined, signal?: AbortSignal) =>
    apiCall<ApiInvoice>('erp', 'GET', '/api/app/invoice', {
      query: { InvoiceType: requireParameter(invoiceType, 'InvoiceType', 'getInvoice'), InvoiceNo: requireParameter(invoiceNo, 'InvoiceNo', 'getInvoice') },
      signal,
    }),
  /** The PDF of an invoice or credit note as base64 with its file name (see downloadBase64File). */
  getInvoicePdf: async (invoiceType: 'Invoice' | 'Credit' | null | undefined, invoiceNo: string | null | undefined, signal?: AbortSignal) =>
    apiCall<ApiInvoicePdf>('erp', 'GET', '/api/app/invoice/pdf', {
      query: { InvoiceType: requireParameter(invoiceType, 'InvoiceType', 'getInvoicePdf'), InvoiceNo: requireParameter(invoiceNo, 'InvoiceNo', 'getInvoicePdf') },
      signal,
    }),
  /** Lines of an order into a cart (BasketId) or a new cart (NewBasketName); refused lines come back in notAdded. */
  reorder: async (input: ApiReorderInput | null | undefined) => {
    const body = requireParameter(input, 'input', 'reorder');
    requireParameter(body.OrderNo, 'OrderNo', 'reorder');
    return apiCall<ApiReorderResult>('erp', 'POST', '/api/app/order/reorder', { body });
  },
};
