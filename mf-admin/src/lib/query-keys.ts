// The back office's query keys: a list is refreshed after a request in it is handled.
export const adminKeys = {
  registrations: ['admin', 'registrations'] as const,
  registrationPage: (query: object) => ['admin', 'registrations', 'page', query] as const,
  registration: (id: number) => ['admin', 'registrations', 'one', id] as const,
  customers: ['admin', 'customers'] as const,
  customerPage: (query: object) => ['admin', 'customers', 'page', query] as const,
  customer: (number: string) => ['admin', 'customers', 'one', number] as const,
  orderStates: ['admin', 'order-states'] as const,
  orderStatePage: (query: object) => ['admin', 'order-states', 'page', query] as const,
  orderState: (id: number) => ['admin', 'order-states', 'one', id] as const,
  discounts: ['admin', 'discounts'] as const,
  discountPage: (query: object) => ['admin', 'discounts', 'page', query] as const,
  discount: (id: number) => ['admin', 'discounts', 'one', id] as const,
  punchoutAccounts: ['admin', 'punchout-accounts'] as const,
  punchoutActivity: (id: number) => ['admin', 'punchout-accounts', 'activity', id] as const,
};
