// The query keys of mf-account's own server data, in one place. Baskets use shared's basketKeys,
// so that the cart selector and these screens share one cache.
export const accountKeys = {
  orders: (query: object) => ['account', 'orders', query] as const,
  order: (orderNo: string) => ['account', 'order', orderNo] as const,
  invoices: (input: object) => ['account', 'invoices', input] as const,
  invoice: (type: string, invoiceNo: string) => ['account', 'invoice', type, invoiceNo] as const,
};

/** Rows per page of the order and invoice overviews (the server pages; the browser never gets all rows). */
export const PAGE_SIZE = 12;
