// Step 2 of the order wizard: the lines (a table, cards on a phone) and totals of the basket as the
// server prices them now, the delivery, PO number and reference, a way back to step 1, and
// 'Bestelling plaatsen'. The order carries the revision of what is shown: when the basket changed
// meanwhile (another tab), the server refuses it and this step shows the fresh basket with a
// message. A user who orders on several cost centres chooses one here (his only one goes without
// asking), with what is left of its budget. When the order is over one of the user's limits or
// the cost centre's budget, the step says why in one sentence and
// the button sends it for approval instead ('Ter goedkeuring versturen'): the basket then waits,
// locked, on its page.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { ApiError, basketKeys, formatLongDay, formatMoney, notify, useOnline, type ApiRealtimeBasket, Button, ButtonRow } from '@kraanvogel/shared';
import { ResponsiveList } from '@kraanvogel/shared/screens';
import { texts } from '@/texts';
import { purchasingTexts } from '@/texts/purchasing';
import { useApprovalCheck } from '../api/check-approval';
import { useMyCostCentres } from '../api/my-cost-centres';
import { CostCentreChoice } from './cost-centre-choice';
import { usePlaceOrder } from '../api/place-order';
import { useSendForApproval } from '../api/send-for-approval';
import { useOrderProcess } from '../stores/order-process';
import { writePostalCode } from '@kraanvogel/shared/rules';

const Section = styled.section`
  margin-bottom: 1.5rem;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 0.75rem;
  }
`;

const ItemNo = styled.span`
  display: block;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.875rem;
  font-weight: 400;
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.35rem 1.5rem;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .incl {
    font-weight: 700;
  }
`;

const ApprovalNotice = styled.p`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${(p) => p.theme.colors.accent};
  background: ${(p) => p.theme.colors.surface};
`;

const Alert = styled.p`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${(p) => p.theme.colors.error};
  background: #fdf3f2;
`;

export function ReviewStep({ basket }: { basket: ApiRealtimeBasket }) {
  const order = useOrderProcess();
  const placeOrder = usePlaceOrder();
  const sendForApproval = useSendForApproval();
  const costCentres = useMyCostCentres();
  const mine = costCentres.data ?? [];
  // His only cost centre goes without asking; with several he chooses (kept with the wizard's fields).
  const costCentreId = mine.length === 1 ? mine[0]!.id : mine.find((c) => String(c.id) === (order.kostenplaats ?? ''))?.id;
  const [costCentreError, setCostCentreError] = useState<string | undefined>();
  const check = useApprovalCheck(Number(basket.id), basket.revision, costCentreId, costCentres.isSuccess && (mine.length <= 1 || costCentreId !== undefined));
  const approval = check.data?.needsApproval ? check.data : null;
  const busy = placeOrder.isPending || sendForApproval.isPending;
  // Placing an order (or sending it for approval) needs the connection: offline the button waits.
  const online = useOnline();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  // A second click before the first one's answer sends nothing (the key would make it harmless).
  const sending = useRef(false);
  const pickUp = order.levering === 'afhalen';

  async function place() {
    if (sending.current) return;
    if (mine.length > 1 && !costCentreId) {
      setCostCentreError(purchasingTexts.costCentre.required);
      document.getElementById('cost-centre-choice')?.focus();
      return;
    }
    sending.current = true;
    setProblem(null);
    try {
      const input = {
        basketId: Number(basket.id),
        idempotencyKey: order.idempotencyKey,
        basketRevision: basket.revision,
        deliveryMethod: order.levering,
        deliveryDate: order.datum,
        ...(pickUp
          ? {}
          : { deliveryAddress: { name: order.naam.trim(), street: order.adres.trim(), postalCode: writePostalCode(order.postcode, order.land) ?? order.postcode, city: order.plaats.trim(), country: order.land } }),
        ...(order.leveringsinstructies.trim() ? { deliveryInstructions: order.leveringsinstructies.trim() } : {}),
        ...(order.ponummer.trim() ? { poNumber: order.ponummer.trim() } : {}),
        ...(order.referentie.trim() ? { reference: order.referentie.trim() } : {}),
        ...(costCentreId ? { costCentreId } : {}),
      };
      if (approval) {
        const request = await sendForApproval.mutateAsync(input);
        useOrderProcess.getState().reset();
        notify.success(texts.orderWizard.sentForApproval(texts.orderWizard.approvers(request.approverNames)));
        await navigate(`/winkelwagen/${basket.id}`);
        return;
      }
      const placed = await placeOrder.mutateAsync(input);
      useOrderProcess.getState().reset();
      await navigate(`/bedankt?order=${encodeURIComponent(placed.orderNo)}`);
    } catch (error) {
      const code = error instanceof ApiError ? (error.body as { error?: { code?: string } })?.error?.code : undefined;
      if (code === 'Order:OverLimit' || code === 'Order:OverBudget' || code === 'PurchaseRequest:NotNeeded') {
        // The limits changed since this step asked: ask again, and say what the server said.
        setProblem(error instanceof ApiError ? error.message : texts.orderWizard.failed);
        await check.refetch();
      } else if (error instanceof ApiError && error.status === 409) {
        setProblem(texts.orderWizard.changed);
        await queryClient.invalidateQueries({ queryKey: basketKeys.realtime(basket.id) });
      } else if (error instanceof ApiError && error.status === 400) {
        const detail = (error.body as { error?: { validationErrors?: { message: string }[] } })?.error?.validationErrors?.[0]?.message ?? error.message;
        setProblem(texts.orderWizard.refused(detail));
      } else {
        setProblem(texts.orderWizard.failed);
      }
    } finally {
      sending.current = false;
    }
  }

  return (
    <div data-testid="review-step">
      {problem && (
        <Alert role="alert" data-testid="order-problem">
          {problem}
        </Alert>
      )}
      {/* No landmark of its own: the list's scroll region is named after the lines already. */}
      <Section>
        <h2>{texts.orderWizard.review.lines}</h2>
        <ResponsiveList
          caption={texts.orderWizard.review.lines}
          captionHidden
          rows={basket.basketItems}
          rowKey={(line) => line.id}
          rowTestId={() => 'review-line'}
          columns={[
            {
              header: texts.orderWizard.review.article,
              card: 'title',
              cell: (line) => (
                <>
                  {line.itemDescription}
                  <ItemNo>{line.itemNo}</ItemNo>
                </>
              ),
            },
            { header: texts.orderWizard.review.amount, numeric: true, cell: (line) => `${line.amount} ${line.itemUOM}` },
            { header: texts.orderWizard.review.price, numeric: true, cell: (line) => formatMoney(line.netPrice) },
            { header: texts.orderWizard.review.total, numeric: true, cell: (line) => formatMoney(line.lineTotal) },
          ]}
        />
      </Section>
      <Section aria-labelledby="review-summary">
        <h2 id="review-summary">{texts.orderWizard.review.delivery}</h2>
        <Summary>
          <dt>{texts.orderWizard.review.delivery}</dt>
          <dd data-testid="review-delivery">
            {pickUp ? texts.orderWizard.review.pickUpOn(formatLongDay(order.datum)) : texts.orderWizard.review.deliveredOn(formatLongDay(order.datum))}
            {!pickUp && (
              <>
                <br />
                {order.naam}, {order.adres}, {writePostalCode(order.postcode, order.land) ?? order.postcode} {order.plaats}, {texts.orderWizard.countries[order.land]}
              </>
            )}
            {pickUp && (
              <>
                <br />
                {texts.orderWizard.openingHours}
              </>
            )}
          </dd>
          <dt>{texts.orderWizard.review.instructions}</dt>
          <dd>{order.leveringsinstructies.trim() || texts.orderWizard.review.none}</dd>
          <dt>{texts.orderWizard.review.poNumber}</dt>
          <dd data-testid="review-po">{order.ponummer.trim() || texts.orderWizard.review.none}</dd>
          <dt>{texts.orderWizard.review.reference}</dt>
          <dd data-testid="review-reference">{order.referentie.trim() || texts.orderWizard.review.none}</dd>
          <dt>{texts.basketPage.totals.exclVat}</dt>
          <dd>{formatMoney(basket.totalNet)}</dd>
          <dt>{texts.basketPage.totals.vat}</dt>
          <dd>{formatMoney(basket.totalVat)}</dd>
          <dt className="incl">{texts.basketPage.totals.inclVat}</dt>
          <dd className="incl" data-testid="review-total">
            {formatMoney(basket.totalInclVat)}
          </dd>
        </Summary>
      </Section>
      <CostCentreChoice
        costCentres={mine}
        chosen={costCentreId}
        error={costCentreError}
        onChoose={(id) => {
          setCostCentreError(undefined);
          order.setFields({ kostenplaats: id });
        }}
      />
      {approval && approval.limitKind && approval.limit !== null && (
        <ApprovalNotice data-testid="approval-reason">
          {purchasingTexts.approvalReason(
            approval.limitKind,
            formatMoney(approval.orderTotal),
            formatMoney(approval.limit),
            formatMoney(Math.round((approval.monthSpent + approval.orderTotal) * 100) / 100),
            texts.orderWizard.approvers(approval.approverNames),
            approval.costCentre?.name,
            formatMoney(approval.costCentre?.left ?? 0),
          )}
        </ApprovalNotice>
      )}
      {!online && (
        <p role="status" data-testid="offline-order">
          {texts.basketPage.offlineOrder}
        </p>
      )}
      <ButtonRow>
        <Button variant="secondary" type="button" onClick={() => order.goToStep(1)}>
          {texts.orderWizard.back}
        </Button>
        <Button type="button" onClick={() => void place()} disabled={!online || busy || costCentres.isPending || (check.isPending && check.fetchStatus !== 'idle')} aria-busy={busy || undefined} data-testid="place-order">
          {approval ? (busy ? texts.orderWizard.sending : texts.orderWizard.sendForApproval) : busy ? texts.orderWizard.placing : texts.orderWizard.place}
        </Button>
      </ButtonRow>
    </div>
  );
}
