// One purchase request for its approver: the lines as requested next to today's prices (changed
// ones marked), the totals, and the decision. When today's total differs from the requested one
// the approver confirms the new total before approving; approving places the order exactly once.
// Rejecting asks for a reason, which the requester is mailed.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonRow, formatDate, formatMoney, LinkButton, notify } from '@kraanvogel/shared';
import { Checkbox, Modal, ResponsiveList, TextArea } from '@kraanvogel/shared/screens';
import { Facts, Notice, QueryState } from '@/components/ui';
import { messageOf, statusOf } from '@/lib/api-errors';
import type { PurchaseRequestDetail, PurchaseRequestLine, PurchaseRequestSummary } from '@/lib/api-types';
import { texts } from '@/texts';
import { useApproveRequest, useRejectRequest } from '../api/decide-request';
import { usePurchaseRequest } from '../api/get-purchase-request';

const T = texts.approvals;
const LIST = '/mijnaccount/goedtekeuren';

export function RequestDetail({ id }: { id: number }) {
  const { data, isPending, error } = usePurchaseRequest(id);
  if (statusOf(error) === 404) return <Notice role="alert">{T.notFound}</Notice>;
  return (
    <>
      <QueryState isPending={isPending} error={error} />
      {data && <Request detail={data} />}
      <ButtonRow>
        <LinkButton variant="secondary" to={LIST}>
          {T.back}
        </LinkButton>
      </ButtonRow>
    </>
  );
}

function Request({ detail }: { detail: PurchaseRequestDetail }) {
  const request = detail.request as PurchaseRequestSummary;
  const lines = detail.lines as PurchaseRequestLine[];
  return (
    <>
      <p>{T.detailIntro(request.requestedByName, formatDate(request.createdAt))}</p>
      <Facts>
        <dt>{T.columns.why}</dt>
        <dd>{T.why(request.limitKind, formatMoney(request.limit))}</dd>
        <dt>{T.columns.costCentre}</dt>
        <dd data-testid="request-cost-centre">{request.costCentreName ?? T.noCostCentre}</dd>
        <dt>{T.delivery}</dt>
        <dd>{T.deliveryText(detail.deliveryMethod, formatDate(detail.deliveryDate))}</dd>
        <dt>{T.requestedTotal}</dt>
        <dd>{formatMoney(request.totalNet)}</dd>
        <dt>{T.todayTotal}</dt>
        <dd data-testid="today-total">{formatMoney(detail.todayTotalNet)}</dd>
      </Facts>
      <ResponsiveList
        caption={T.linesCaption}
        rows={lines}
        rowKey={(l) => l.lineNo}
        data-testid="request-lines"
        columns={[
          { header: T.lineColumns.item, cell: (l) => `${l.itemNo} ${l.description}`, card: 'title' },
          { header: T.lineColumns.amount, cell: (l) => `${l.amount}${l.unit ? ` ${l.unit}` : ''}`, numeric: true },
          { header: T.lineColumns.requested, cell: (l) => formatMoney(l.requestedPrice), numeric: true },
          {
            header: T.lineColumns.today,
            numeric: true,
            cell: (l) => (l.todayPrice === null ? T.gone : l.priceChanged ? <strong>{`${formatMoney(l.todayPrice)} (${T.changed})`}</strong> : formatMoney(l.todayPrice)),
          },
          { header: T.lineColumns.total, cell: (l) => (l.todayTotal === null ? texts.common.none : formatMoney(l.todayTotal)), numeric: true },
        ]}
      />
      {request.status === 'pending' ? detail.canDecide && <Decision detail={detail} request={request} /> : <Notice role="status">{T.decided(T.statuses[request.status] ?? request.status)}</Notice>}
    </>
  );
}

function Decision({ detail, request }: { detail: PurchaseRequestDetail; request: PurchaseRequestSummary }) {
  const navigate = useNavigate();
  const approve = useApproveRequest(request.id);
  const reject = useRejectRequest(request.id);
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const needsConfirm = detail.pricesChanged;

  const onApprove = () => {
    if (needsConfirm && !confirmed) return setProblem(T.confirmNewTotal(formatMoney(detail.todayTotalNet)));
    setProblem(null);
    // A promise, not mutate's callbacks: the refreshed request (approved) replaces this part of the
    // page before the answer would be handled.
    approve.mutateAsync(detail.basketRevision).then(
      (order) => {
        notify.success(T.approved(order.orderNo));
        void navigate(LIST);
      },
      (err: unknown) => setProblem(messageOf(err)),
    );
  };

  return (
    <>
      {needsConfirm && (
        <>
          <Notice role="status">{T.pricesChanged(formatMoney(request.totalNet), formatMoney(detail.todayTotalNet))}</Notice>
          <Checkbox label={T.confirmNewTotal(formatMoney(detail.todayTotalNet))} checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
        </>
      )}
      {problem && <Notice role="alert">{problem}</Notice>}
      <ButtonRow>
        <Button variant="secondary" onClick={() => setRejecting(true)}>
          {T.reject}
        </Button>
        <Button onClick={onApprove} disabled={approve.isPending || (needsConfirm && !confirmed)}>
          {approve.isPending ? texts.common.saving : T.approve}
        </Button>
      </ButtonRow>
      {rejecting && (
        <RejectPopup
          busy={reject.isPending}
          onClose={() => setRejecting(false)}
          onReject={(reason) =>
            reject.mutateAsync(reason).then(
              () => {
                notify.success(T.rejected);
                void navigate(LIST);
              },
              (err: unknown) => notify.alert(messageOf(err)),
            )
          }
        />
      )}
    </>
  );
}

function RejectPopup({ busy, onClose, onReject }: { busy: boolean; onClose: () => void; onReject: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError(T.reasonRequired);
      document.getElementById('afkeur-reden')?.focus();
      return;
    }
    onReject(reason.trim());
  };
  return (
    <Modal title={T.rejectTitle} onClose={onClose} testId="reject-popup">
      <form onSubmit={submit} noValidate>
        <TextArea id="afkeur-reden" label={T.reason} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} error={error} />
        <ButtonRow>
          <Button variant="secondary" onClick={onClose}>
            {texts.common.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {T.reject}
          </Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}
