// POST purchase-requests/{id}/approve and /reject: the approver's decision. Approving places the
// order (once) at the prices of the basketRevision he saw; rejecting needs a reason. The lists and
// the header's count (shared's purchaseRequestKeys) are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, mgmtApi, purchaseRequestKeys } from '@kraanvogel/shared';

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ['account', 'purchase-requests'] }), queryClient.invalidateQueries({ queryKey: purchaseRequestKeys.all })]);
}

export function useApproveRequest(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (basketRevision: string) => answer(mgmtApi.POST('/api/app/purchase-requests/{id}/approve', { params: { path: { id } }, body: { basketRevision } })),
    onSettled: refresh,
  });
}

export function useRejectRequest(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (reason: string) => answer(mgmtApi.POST('/api/app/purchase-requests/{id}/reject', { params: { path: { id } }, body: { reason } })),
    onSettled: refresh,
  });
}
