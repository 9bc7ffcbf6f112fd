// The banner of a basket that waits for approval: who was asked and when; the basket is read-only
// until then. Its requester may withdraw the request, which unlocks the basket.
import styled from 'styled-components';
import { Button, formatDate, notify, type ApiRealtimeBasket } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { useWithdrawRequest } from '@/features/baskets/api/withdraw-request';

const Banner = styled.section`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${(p) => p.theme.colors.accent};
  background: ${(p) => p.theme.colors.surface};
  h2 {
    font-size: 1.1rem;
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0 0 0.5rem;
  }
`;

type Request = NonNullable<ApiRealtimeBasket['purchaseRequest']>;

export function ApprovalBanner({ basketId, request, mayWithdraw }: { basketId: number; request: Request; mayWithdraw: boolean }) {
  const withdraw = useWithdrawRequest(basketId);
  const T = texts.approvalBanner;
  return (
    <Banner aria-labelledby="goedkeuring-titel" data-testid="approval-banner">
      <h2 id="goedkeuring-titel">{T.title}</h2>
      <p>{T.text(texts.orderWizard.approvers(request.approverNames), formatDate(request.createdAt))}</p>
      {mayWithdraw && (
        <Button
          variant="secondary"
          disabled={withdraw.isPending}
          // A promise, not mutate's callbacks: the unlocked basket's refresh removes this banner before the answer would be handled.
          onClick={() => void withdraw.mutateAsync(request.id).then(() => notify.success(T.withdrawn), () => notify.alert(T.withdrawFailed))}
        >
          {T.withdraw}
        </Button>
      )}
    </Banner>
  );
}
