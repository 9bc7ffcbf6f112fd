// GET purchase-requests/check: whether ordering this basket needs approval (a limit of the user),
// which limit, the amounts and who would decide. Keyed by the basket's revision: a changed basket asks again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, mgmtApi } from '@kraanvogel/shared';

export const approvalCheckQueryOptions = (basketId: number, revision: string) =>
  queryOptions({
    queryKey: ['checkout', 'approval-check', basketId, revision] as const,
    queryFn: ({ signal }) => answer(mgmtApi.GET('/api/app/purchase-requests/check', { params: { query: { basketId } }, signal })),
  });

export const useApprovalCheck = (basketId: number, revision: string) => useQuery(approvalCheckQueryOptions(basketId, revision));
