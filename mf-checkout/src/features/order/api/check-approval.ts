// GET purchase-requests/check: whether ordering this basket needs approval (a limit of the user or
// the budget of the cost centre it goes on),
// which limit, the amounts and who would decide. Keyed by the basket's revision: a changed basket asks again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';

// With the cost centre the order goes on (its budget counts too); asked only once that is known.
export const approvalCheckQueryOptions = (basketId: number, revision: string, costCentreId?: number, enabled = true) =>
  queryOptions({
    queryKey: ['checkout', 'approval-check', basketId, revision, costCentreId ?? null] as const,
    queryFn: ({ signal }) => answer(mgmtApi.GET('/api/app/purchase-requests/check', { params: { query: { basketId, ...(costCentreId ? { costCentreId } : {}) } }, signal })),
    enabled,
  });

export const useApprovalCheck = (basketId: number, revision: string, costCentreId?: number, enabled = true) =>
  useQuery(approvalCheckQueryOptions(basketId, revision, costCentreId, enabled));
