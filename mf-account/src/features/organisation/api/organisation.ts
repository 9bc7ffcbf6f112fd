// The caller's organisation (app-organization-unit): its unit (name, KvK, VAT, phone, e-mail) and
// its addresses, readable by every user of the customer; the changes are the main user's only.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { OrganizationAddress, OrganizationUnit, UpdateAddressInput, UpdateBasicInfoInput, UpdateUnitInput } from '@/lib/api-types';
import { accountKeys } from '@/lib/query-keys';

export const organisationUnitsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.organisationUnits,
    queryFn: async ({ signal }) => (await answer(mgmtApi.GET('/api/app/app-organization-unit/app-organization-units-for-user', { signal }))).items,
  });

export const organisationAddressesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.organisationAddresses,
    queryFn: async ({ signal }) => (await answer(mgmtApi.GET('/api/app/app-organization-unit/app-organization-addresses-for-user', { signal }))).items,
  });

export const useOrganisationUnits = () => useQuery(organisationUnitsQueryOptions());
export const useOrganisationAddresses = () => useQuery(organisationAddressesQueryOptions());

/** The three changes of 'Adresgegevens wijzigen'; each answer updates the cache it belongs to. */
export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  const unitChanged = (unit: OrganizationUnit) => queryClient.setQueryData<OrganizationUnit[]>(accountKeys.organisationUnits, (old) => (old ?? [unit]).map((u) => (u.customerNumber === unit.customerNumber ? unit : u)));
  const unit = useMutation({ mutationFn: (input: UpdateUnitInput) => answer(mgmtApi.PUT('/api/app/app-organization-unit/app-organization-unit', { body: input })), onSuccess: unitChanged });
  const basicInfo = useMutation({
    mutationFn: (input: UpdateBasicInfoInput) => answer(mgmtApi.PUT('/api/app/app-organization-unit/app-organization-unit-address-basic-info', { body: input })),
    onSuccess: unitChanged,
  });
  const address = useMutation({
    mutationFn: (input: UpdateAddressInput) => answer(mgmtApi.PUT('/api/app/app-organization-unit/app-organization-unit-address', { body: input })),
    onSuccess: (a) => queryClient.setQueryData<OrganizationAddress[]>(accountKeys.organisationAddresses, (old) => (old ?? [a]).map((x) => (x.id === a.id ? a : x))),
  });
  return { unit, basicInfo, address, isPending: unit.isPending || basicInfo.isPending || address.isPending };
}
