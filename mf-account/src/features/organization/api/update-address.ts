// PUT app-organization-unit-address (main user): one of the organization's addresses.
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { UpdateAddressInput } from '@/lib/api-types';

export const updateAddress = (input: UpdateAddressInput) => answer(mgmtApi.PUT('/api/app/app-organization-unit/app-organization-unit-address', { body: input }));
