// The ERP API calls served so far: order and invoice overviews and details. A warehouse-only
// user gets 403 from all of them (SPEC §6).
import { apiCall, requireParameter } from './api-client';
import type { ApiInvoice, ApiInvoiceOverviewInput, ApiInvoicePage, ApiOrder, ApiOrderOverviewQuery, ApiOrderPage } from './api-types';

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
};
