// The route modules of Goed te keuren: the purchase requests a main user or a named approver
// decides (not for warehouse-only users, who never approve).
import { useParams } from 'react-router';
import { RequestDetail } from '@/features/approvals/components/request-detail';
import { RequestsToDecide } from '@/features/approvals/components/requests-to-decide';
import { Frame, OrdersAndInvoicesOnly } from './screen-frame';

export function ApprovalsScreen() {
  return (
    <Frame>
      <OrdersAndInvoicesOnly>
        <RequestsToDecide />
      </OrdersAndInvoicesOnly>
    </Frame>
  );
}

export function ApprovalScreen() {
  const id = Number(useParams().level2);
  return (
    <Frame>
      <OrdersAndInvoicesOnly>
        <RequestDetail id={Number.isInteger(id) && id > 0 ? id : 0} />
      </OrdersAndInvoicesOnly>
    </Frame>
  );
}
