// The basket's totals: excluding VAT, the VAT and including VAT — with the customer's net prices,
// or gross prices when the net/gross switch hides net prices.
import styled from 'styled-components';
import { formatMoney } from '@kraanvogel/shared';
import { texts } from '@/texts';
import type { ApiRealtimeBasket as RealtimeBasket } from '@kraanvogel/shared';
import { round2, VAT_RATE } from '@/lib/money';


const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.35rem 1.5rem;
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .incl {
    font-weight: 700;
    font-size: 1.125rem;
    color: ${(p) => p.theme.colors.text};
  }
`;

type Totals = Pick<RealtimeBasket, 'totalGross' | 'totalNet' | 'totalVat' | 'totalInclVat'>;

/** The totals shown: the customer's net prices, or the gross ones when net prices are hidden. */
export function shownTotals(basket: Totals, showNet: boolean) {
  const excl = showNet ? basket.totalNet : basket.totalGross;
  const vat = showNet ? basket.totalVat : round2(basket.totalGross * VAT_RATE);
  return { excl, vat, incl: showNet ? basket.totalInclVat : round2(excl + vat) };
}

export function BasketTotals({ basket, showNet }: { basket: Totals; showNet: boolean }) {
  const { excl, vat, incl } = shownTotals(basket, showNet);
  return (
    <section aria-label={texts.basketPage.totals.label}>
      <List data-testid="basket-totals">
        {showNet && basket.totalGross > basket.totalNet && (
          <>
            <dt>{texts.basketPage.totals.gross}</dt>
            <dd>{formatMoney(basket.totalGross)}</dd>
            <dt>{texts.basketPage.totals.discount}</dt>
            <dd>−{formatMoney(round2(basket.totalGross - basket.totalNet))}</dd>
          </>
        )}
        <dt>{texts.basketPage.totals.exclVat}</dt>
        <dd data-testid="total-excl">{formatMoney(excl)}</dd>
        <dt>{texts.basketPage.totals.vat}</dt>
        <dd data-testid="total-vat">{formatMoney(vat)}</dd>
        <dt className="incl">{texts.basketPage.totals.inclVat}</dt>
        <dd className="incl" data-testid="total-incl">
          {formatMoney(incl)}
        </dd>
      </List>
    </section>
  );
}
