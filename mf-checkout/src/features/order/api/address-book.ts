// The addresses step 1 of the order offers: the organization's own (main address, workshop:
// GET app-organization-unit/app-organization-addresses-for-user) and its address book of
// project addresses, the last used first (GET/POST /api/app/address-book, DELETE …/{id}).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';

const organizationAddressesQueryOptions = () =>
  queryOptions({
    queryKey: ['organization', 'addresses'] as const,
    queryFn: ({ signal }) => answer(mgmtApi.GET('/api/app/app-organization-unit/app-organization-addresses-for-user', { signal })),
    staleTime: 10 * 60_000,
  });

const addressBookQueryOptions = () =>
  queryOptions({ queryKey: ['address-book'] as const, queryFn: ({ signal }) => answer(mgmtApi.GET('/api/app/address-book', { signal })), staleTime: 60_000 });

export const useOrganizationAddresses = () => useQuery({ ...organizationAddressesQueryOptions(), retry: false });
export const useAddressBook = () => useQuery({ ...addressBookQueryOptions(), retry: false });

export type ProjectAddress = NonNullable<ReturnType<typeof useAddressBook>['data']>['items'][number];
export type OrganizationAddress = NonNullable<ReturnType<typeof useOrganizationAddresses>['data']>['items'][number];
export type NewProjectAddress = Pick<ProjectAddress, 'name' | 'street' | 'houseNumber' | 'postalCode' | 'city'> & { country: 'NL' | 'BE' | 'DE' };

/** Adds a project address; the book is fetched again (an order to it later makes it the first). */
export function useAddProjectAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewProjectAddress) => answer(mgmtApi.POST('/api/app/address-book', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBookQueryOptions().queryKey }),
  });
}

/** Removes a project address from the book; the book is fetched again. */
export function useRemoveProjectAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await mgmtApi.DELETE('/api/app/address-book/{id}', { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBookQueryOptions().queryKey }),
  });
}
