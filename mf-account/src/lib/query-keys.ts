// The query keys of mf-account's own server data, in one place. Baskets use shared's basketKeys,
// so that the basket selector and these screens share one cache.
export const accountKeys = {
  orders: (query: object) => ['account', 'orders', query] as const,
  order: (orderNo: string) => ['account', 'order', orderNo] as const,
  invoices: (input: object) => ['account', 'invoices', input] as const,
  invoice: (type: string, invoiceNo: string) => ['account', 'invoice', type, invoiceNo] as const,
  profile: ['account', 'profile'] as const,
  twoFactor: ['account', 'two-factor'] as const,
  basketReminder: ['account', 'basket-reminder'] as const,
  organizationUnits: ['account', 'organization', 'units'] as const,
  organizationAddresses: ['account', 'organization', 'addresses'] as const,
  employees: ['account', 'team'] as const,
  orderLimits: ['account', 'team', 'order-limits'] as const,
  limitChanges: ['account', 'team', 'order-limit-changes'] as const,
  purchasingSettings: ['account', 'team', 'purchasing-settings'] as const,
  costCentres: ['account', 'team', 'cost-centres'] as const,
  spend: ['account', 'organization', 'spend'] as const,
  requestsToDecide: ['account', 'purchase-requests', 'to-decide'] as const,
  purchaseRequest: (id: number) => ['account', 'purchase-requests', id] as const,
  mailNotifications: ['account', 'organization', 'mail-notifications'] as const,
  deliveredOrders: (orderNo: string) => ['account', 'returns', 'delivered-orders', orderNo] as const,
  mainAddress: ['account', 'organization', 'main-address'] as const,
  articleNumbers: ['account', 'organization', 'article-numbers'] as const,
  favourites: ['account', 'favourites'] as const,
};

/** Rows per page of the order and invoice overviews (the server pages; the browser never gets all rows). */
export const PAGE_SIZE = 12;
