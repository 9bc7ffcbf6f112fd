// Gross price and the customer's net price side by side. The net price comes
// from the customer's discounts (shared/ discounts store) and the article's discount group.
import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { dutchDateFormat, formatMoney, loadDiscounts, netPriceOf, useAuth, useDiscounts, useOnline, visuallyHiddenStyles } from '@kraanvogel/shared';
import { useShowNetPrices } from '../stores/price-mode';
import { texts } from '../texts';

/** Loads today's discounts if the host's middleware has not (idempotent, one request). */
export function useEnsureDiscounts(): void {
  const token = useAuth((s) => s.token);
  useEffect(() => {
    if (token) void loadDiscounts();
  }, [token]);
}

const Box = styled.dl<{ $large?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.75rem;
  margin: 0;
  font-size: ${(p) => (p.$large ? '1.125rem' : '0.9375rem')};
  div {
    display: flex;
    align-items: baseline;
    gap: 0.25rem;
  }
  dd {
    margin: 0;
  }
  .main {
    font-weight: 700;
    color: ${(p) => p.theme.colors.primary};
    font-size: ${(p) => (p.$large ? '1.75rem' : '1.125rem')};
  }
  .gross {
    color: ${(p) => p.theme.colors.muted};
  }
  .discount {
    font-size: 0.8125rem;
    color: ${(p) => p.theme.colors.success};
    font-weight: 600;
  }
  .unit {
    font-size: 0.8125rem;
    font-weight: 400;
    color: ${(p) => p.theme.colors.muted};
  }
  .sr {
    ${visuallyHiddenStyles}
  }
`;

export interface PriceProps {
  gross: number | null | undefined;
  itemNo: string;
  discountGroup?: string | null;
  orderUnit?: string | null;
  large?: boolean;
  /** When the price's data was fetched (ms): offline the price says it is of then ("prijs van 14:05"). */
  asOf?: number;
}

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** 14:05 today, else 26 nov. 14:05. */
export function priceTime(at: number, now = new Date()): string {
  const when = new Date(at);
  return dutchDateFormat(sameDay(when, now) ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(when);
}

/** Offline, the price's time of fetching beside it. */
export function Price(props: PriceProps) {
  const online = useOnline();
  if (online || !props.asOf) return <PriceBox {...props} />;
  return (
    <div data-testid="price-offline">
      <PriceBox {...props} />
      <AsOf data-testid="price-as-of">{texts.price.asOf(priceTime(props.asOf))}</AsOf>
    </div>
  );
}

const AsOf = styled.p`
  margin: 0.125rem 0 0;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${(p) => p.theme.colors.warning};
`;

function PriceBox({ gross, itemNo, discountGroup, orderUnit, large }: PriceProps) {
  const discounts = useDiscounts((s) => s.discounts);
  // Until the discounts are known (or when they failed to load) no price is called a net price.
  const known = useDiscounts((s) => s.status === 'ready' || s.discounts.length > 0);
  const [showNet] = useShowNetPrices();
  if (gross === null || gross === undefined) return <p>{texts.price.unknown}</p>;
  const { net, percentage } = netPriceOf(gross, { itemNo, discountGroup }, discounts);
  const unit = orderUnit ? <span className="unit">{texts.price.perUnit(orderUnit)}</span> : null;
  if (!showNet || !known) {
    return (
      <Box $large={large} data-testid="price">
        <div>
          <dt className={showNet ? undefined : 'sr'}>{texts.price.gross}</dt>
          <dd className="main" data-testid="gross-price">
            {formatMoney(gross)} {unit}
          </dd>
        </div>
      </Box>
    );
  }
  return (
    <Box $large={large} data-testid="price">
      <div>
        <dt className="sr">{texts.price.yourPrice}</dt>
        <dd className="main" data-testid="net-price">
          {formatMoney(net)} {unit}
        </dd>
      </div>
      {/* Without a discount the net price is the gross price: one price says it all. */}
      {percentage > 0 && (
        <>
          <div className="gross">
            <dt>{texts.price.gross}</dt>
            <dd data-testid="gross-price">{formatMoney(gross)}</dd>
          </div>
          <div className="discount">
            <dt className="sr">{texts.price.discountLabel}</dt>
            <dd data-testid="discount">{texts.price.discount(percentage)}</dd>
          </div>
        </>
      )}
    </Box>
  );
}

const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.9375rem;
  cursor: pointer;
  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

export function PriceModeSwitch() {
  const [showNet, setShowNet] = useShowNetPrices();
  const id = useId();
  return (
    <SwitchLabel htmlFor={id}>
      <input id={id} type="checkbox" role="switch" checked={showNet} onChange={(e) => setShowNet(e.target.checked)} data-testid="price-mode" />
      {texts.price.showNet}
    </SwitchLabel>
  );
}
