// The basket page's order bar on a phone: the total incl. VAT and 'Bestellen' stay at the bottom of
// the screen while the lines scroll by (sticky: at the end of the page it rests in its place and
// covers nothing). From the md breakpoint the totals and actions beside the lines suffice.
import styled from 'styled-components';
import { formatMoney, up, type ApiRealtimeBasket } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { OrderButton } from './basket-actions';
import { shownTotals } from './basket-totals';

const Bar = styled.section`
  position: sticky;
  bottom: 0;
  z-index: 20;
  margin: 1rem -1rem 0;
  padding: 0.75rem 1rem;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  background: ${(p) => p.theme.colors.background};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  box-shadow: 0 -4px 12px rgba(0, 0, 0, 0.08);
  .total {
    display: flex;
    flex-direction: column;
    font-size: 0.875rem;
  }
  .total strong {
    font-size: 1.125rem;
  }
  ${up('md')} {
    display: none;
  }
`;

export function OrderBar({ basket, showNet, orderable }: { basket: ApiRealtimeBasket; showNet: boolean; orderable: boolean }) {
  const { incl } = shownTotals(basket, showNet);
  return (
    <Bar aria-label={texts.basketPage.orderBar.label} data-testid="order-bar">
      <span className="total">
        {texts.basketPage.orderBar.total}
        <strong data-testid="order-bar-total">{formatMoney(incl)}</strong>
      </span>
      <OrderButton basketId={basket.id} disabled={!orderable} testId="order-bar-button" />
    </Bar>
  );
}
