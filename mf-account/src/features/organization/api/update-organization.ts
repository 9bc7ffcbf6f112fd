// The three changes of 'Adresgegevens wijzigen', one call each; each answer updates the cache it
// belongs to.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationAddress, OrganizationUnit } from '@/lib/api-types';
import { accountKeys } from '@/lib/query-keys';
import { updateAddress } from './update-address';
import { updateBasicInfo } from './update-basic-info';
import { updateUnit } from './update-unit';

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  const unitChanged = (unit: OrganizationUnit) => queryClient.setQueryData<OrganizationUnit[]>(accountKeys.organizationUnits, (old) => (old ?? [unit]).map((u) => (u.customerNumber === unit.customerNumber ? unit : u)));
  const unit = useMutation({ mutationFn: updateUnit, onSuccess: unitChanged });
  const basicInfo = useMutation({ mutationFn: updateBasicInfo, onSuccess: unitChanged });
  const address = useMutation({
    mutationFn: updateAddress,
    onSuccess: (a) => queryClient.setQueryData<OrganizationAddress[]>(accountKeys.organizationAddresses, (old) => (old ?? [a]).map((x) => (x.id === a.id ? a : x))),
  });
  return { unit, basicInfo, address, isPending: unit.isPending || basicInfo.isPending || address.isPending };
}
