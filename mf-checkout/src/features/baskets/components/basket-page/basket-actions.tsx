// The basket page's action bar: copy, Excel export, delete, and the way on — 'Bestellen' to the
// order wizard. The way on is its own component (OrderButton) so that another mode of the shop
// (a procurement system's punch-out) can put its own action in its place.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { up, Button } from '@kraanvogel/shared';
import { texts } from '@/texts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  ${up('md')} {
    justify-content: space-between;
  }
  .secondary {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;

const OrderLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0.5rem 1.5rem;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.colors.primaryDark};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.accent};
    outline-offset: 2px;
  }
`;

/** 'Bestellen': on to the order wizard; disabled while the basket cannot be ordered. */
export function OrderButton({ basketId, disabled, testId = 'order-button' }: { basketId: number; disabled: boolean; testId?: string }) {
  if (disabled) {
    return (
      <Button type="button" disabled data-testid={testId}>
        {texts.basketPage.actions.order}
      </Button>
    );
  }
  return (
    <OrderLink to={`/order?winkelwagen=${basketId}`} data-testid={testId}>
      {texts.basketPage.actions.order}
    </OrderLink>
  );
}

export interface BasketActionsProps {
  /** Whether the basket has lines: an empty basket has nothing to copy or export. */
  hasLines: boolean;
  onCopy: () => void;
  onExport: () => void;
  exporting: boolean;
  /** null: the basket cannot be deleted now (it waits for approval). */
  onDelete: (() => void) | null;
  /** The way on: OrderButton, or what another mode puts in its place. */
  proceed: ReactNode;
}

export function BasketActions({ hasLines, onCopy, onExport, exporting, onDelete, proceed }: BasketActionsProps) {
  return (
    <Bar role="group" aria-label={texts.basketPage.actions.label} data-testid="basket-actions">
      <div className="secondary">
        {hasLines && (
          <>
            <Button variant="secondary" type="button" onClick={onCopy}>
              {texts.basketPage.actions.copy}
            </Button>
            <Button variant="secondary" type="button" onClick={onExport} disabled={exporting} aria-busy={exporting || undefined}>
              {exporting ? texts.basketPage.actions.exporting : texts.basketPage.actions.exportExcel}
            </Button>
          </>
        )}
        {onDelete && (
          <Button variant="secondary" type="button" onClick={onDelete}>
            {texts.basketPage.actions.delete}
          </Button>
        )}
      </div>
      {proceed}
    </Bar>
  );
}
