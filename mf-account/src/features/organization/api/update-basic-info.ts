// PUT app-organization-unit-address-basic-info (main user): the organization's phone and e-mail.
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { UpdateBasicInfoInput } from '@/lib/api-types';

export const updateBasicInfo = (input: UpdateBasicInfoInput) => answer(mgmtApi.PUT('/api/app/app-organization-unit/app-organization-unit-address-basic-info', { body: input }));
