// PUT app-organization-unit (main user): the organization's name, VAT and KvK number.
import { answer, mgmtApi } from '@kraanvogel/shared';
import type { UpdateUnitInput } from '@/lib/api-types';

export const updateUnit = (input: UpdateUnitInput) => answer(mgmtApi.PUT('/api/app/app-organization-unit/app-organization-unit', { body: input }));
