// One line of the basket page: picture, item number (to the article page), description, the
// customer's own number for the article, unit, the quantity, prices per the net/gross switch, line
// total, stock, what changed since the line was added, and removal (asked first). Memoised: a change of one line renders that line only. The
// line is plain elements styled by the list (BasketLines): hundreds of styled components would cost
// more render time than the lines themselves.
import { memo, useCallback } from 'react';
import { basketItemImage, formatMoney } from '@kraanvogel/shared';
import placeholder from '@/assets/article-placeholder.svg';
import { round2 } from '@/lib/money';
import { texts } from '@/texts';
import type { ApiRealtimeBasketItem as RealtimeLine } from '@kraanvogel/shared';
import { QuantityInput } from './quantity-input';

export interface BasketLineProps {
  line: RealtimeLine;
  showNet: boolean;
  onAmount: (line: RealtimeLine, amount: number) => Promise<unknown>;
  onRemove: (line: RealtimeLine) => void;
  /** Says whether the quantity typed for the line is one the basket refuses. */
  onRefused?: (line: RealtimeLine, refused: boolean) => void;
  /** The basket waits for approval: the amount is shown, not changed, and the line not removed. */
  readOnly?: boolean;
}

export const BasketLine = memo(function BasketLine({ line, showNet, onAmount, onRemove, onRefused, readOnly = false }: BasketLineProps) {
  const image = basketItemImage(line);
  const commit = useCallback((amount: number) => onAmount(line, amount), [onAmount, line]);
  const refused = useCallback((isRefused: boolean) => onRefused?.(line, isRefused), [onRefused, line]);
  const price = showNet ? line.netPrice : line.grossPrice;
  const total = showNet ? line.lineTotal : round2(line.grossPrice * line.amount);
  return (
    <li className="basket-line" data-testid="basket-line" data-item-no={line.itemNo}>
      <img src={image ?? placeholder} alt={image ? texts.basketPage.image(line.itemDescription) : texts.basketPage.imageMissing} width={72} height={72} loading="lazy" decoding="async" />
      <div className="article">
        {/* A plain link: the list handles its clicks in the router (one handler, not 500). */}
        <a href={`/artikel/${encodeURIComponent(line.itemNo)}`} data-internal="">
          {line.itemNo}
        </a>
        <p>{line.itemDescription}</p>
        {line.customerItemNo && (
          <p className="meta" data-testid="line-own-number">
            {texts.basketPage.ownNumber(line.customerItemNo)}
          </p>
        )}
        <p className="meta">{texts.basketPage.unit(line.itemUOM)}</p>
      </div>
      <div className="quantity">
        {readOnly ? (
          <p data-testid="line-amount">{texts.basketPage.amountReadOnly(line.amount, line.itemUOM)}</p>
        ) : (
          <QuantityInput amount={line.amount} step={line.stepQuantity} min={line.minOrderQuantity} unit={line.itemUOM} description={line.itemDescription} onCommit={commit} onRefused={refused} />
        )}
      </div>
      <div className="prices">
        <dl>
          <dt>{showNet ? texts.basketPage.netPrice : texts.basketPage.grossPrice}</dt>
          <dd data-testid="line-price">{formatMoney(price)}</dd>
          {showNet && line.discountPercentage > 0 && (
            <>
              <dt>{texts.basketPage.grossPrice}</dt>
              <dd>{formatMoney(line.grossPrice)}</dd>
            </>
          )}
          <dt>{texts.basketPage.lineTotal}</dt>
          <dd className="total" data-testid="line-total">
            {formatMoney(total)}
          </dd>
        </dl>
        {!readOnly && (
          <button type="button" onClick={() => onRemove(line)} aria-label={texts.basketPage.remove(line.itemDescription)}>
            {texts.basketPage.removeConfirm}
          </button>
        )}
      </div>
      <div className="notes">
        {!line.isActive ? (
          <p className="problem">{texts.basketPage.discontinued}</p>
        ) : (
          <p className={line.isAvailable ? 'stock' : 'problem'}>{line.isAvailable ? texts.basketPage.inStock : texts.basketPage.outOfStock}</p>
        )}
        {line.priceChanged && line.priceWhenAdded !== null && (
          <p className="warning" data-testid="price-changed">
            {texts.basketPage.priceChanged(formatMoney(line.priceWhenAdded), formatMoney(line.netPrice))}
          </p>
        )}
        {line.availabilityChanged && (
          <p className="warning" data-testid="availability-changed">
            {line.isAvailable ? texts.basketPage.nowAvailable : texts.basketPage.nowUnavailable}
          </p>
        )}
      </div>
    </li>
  );
});
