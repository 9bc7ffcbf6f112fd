// The order wizard (/order): step 1 (delivery) and step 2 (review and place) of the basket being
// ordered — the basket from the basket page's 'Bestellen', otherwise the current basket. An empty basket
// cannot be ordered.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button, VisuallyHidden, focusPageHeading } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { useOrderProcess } from '../stores/order-process';
import { DeliveryStep } from './delivery-step';
import { ReviewStep } from './review-step';
import { StepIndicator } from './step-indicator';
import { realtimeBasketQueryOptions } from '@kraanvogel/shared/screens';

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  a {
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
  }
`;

export function OrderWizard({ basketId }: { basketId: number }) {
  const step = useOrderProcess((s) => s.currentStep);
  const goToStep = useOrderProcess((s) => s.goToStep);
  useEffect(() => useOrderProcess.getState().start(basketId), [basketId]);
  const basket = useQuery(realtimeBasketQueryOptions(basketId));

  // A new step starts at the top: the focus on the page's heading, the step announced.
  const [announcement, setAnnouncement] = useState('');
  const shownStep = useRef(step);
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
    if (shownStep.current === step) return;
    shownStep.current = step;
    focusPageHeading();
    setAnnouncement(texts.orderWizard.stepAnnouncement(step, 2, step === 1 ? texts.orderWizard.steps.one : texts.orderWizard.steps.two));
  }, [step]);
  const announcer = (
    <VisuallyHidden role="status" aria-live="polite" data-testid="order-step-announcer">
      {announcement}
    </VisuallyHidden>
  );

  if (basket.isPending) return <p role="status">{texts.loading}</p>;
  if (basket.isError) {
    return (
      <>
        <p role="alert">{texts.basketPage.loadFailed}</p>
        <Button variant="secondary" type="button" onClick={() => void basket.refetch()}>
          {texts.basketPage.retry}
        </Button>
      </>
    );
  }
  if (basket.data.basketItems.length === 0) {
    return (
      <Empty data-testid="order-empty">
        <p>
          <strong>{texts.orderWizard.emptyBasket(basket.data.name)}</strong>
        </p>
        <p>{texts.orderWizard.emptyHint}</p>
        <Link to="/assortiment">{texts.orderWizard.toAssortment}</Link>
      </Empty>
    );
  }
  return (
    <>
      {announcer}
      <StepIndicator current={step} />
      {step === 1 ? <DeliveryStep onDone={() => goToStep(2)} /> : <ReviewStep basket={basket.data} />}
      <p>
        <Link to={`/winkelwagen/${basket.data.id}`}>{texts.orderWizard.toBasket}</Link>
      </p>
    </>
  );
}
