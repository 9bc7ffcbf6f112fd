// The back office's query keys: a list is refreshed after a request in it is handled.
export const adminKeys = {
  registrations: ['admin', 'registrations'] as const,
  registrationPage: (query: object) => ['admin', 'registrations', 'page', query] as const,
  registration: (id: number) => ['admin', 'registrations', 'one', id] as const,
  customers: ['admin', 'customers'] as const,
  customerPage: (query: object) => ['admin', 'customers', 'page', query] as const,
  customer: (number: string) => ['admin', 'customers', 'one', number] as const,
};
