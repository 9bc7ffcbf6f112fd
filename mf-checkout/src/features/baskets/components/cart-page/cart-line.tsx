// One line of the cart page: picture, item number (to the article page), description, unit, the
// quantity, prices per the net/gross switch, line total, stock, what changed since the line was
// added, and removal (asked first). Memoised: a change of one line renders that line only. The
// line is plain elements styled by the list (CartLines): hundreds of styled components would cost
// more render time than the lines themselves.
import { memo, useCallback } from 'react';
import { basketItemImage, formatMoney } from '@kraanvogel/shared';
import placeholder from '@/assets/article-placeholder.svg';
import { round2 } from '@/lib/money';
import { texts } from '@/texts';
import type { ApiRealtimeBasketItem as RealtimeLine } from '@kraanvogel/shared';
import { QuantityInput } from './quantity-input';

export interface CartLineProps {
  line: RealtimeLine;
  showNet: boolean;
  onAmount: (line: RealtimeLine, amount: number) => Promise<unknown>;
  onRemove: (line: RealtimeLine) => void;
  /** Says whether the quantity typed for the line is one the cart refuses. */
  onRefused?: (line: RealtimeLine, refused: boolean) => void;
}

export const CartLine = memo(function CartLine({ line, showNet, onAmount, onRemove, onRefused }: CartLineProps) {
  const image = basketItemImage(line);
  const commit = useCallback((amount: number) => onAmount(line, amount), [onAmount, line]);
  const refused = useCallback((isRefused: boolean) => onRefused?.(line, isRefused), [onRefused, line]);
  const price = showNet ? line.netPrice : line.grossPrice;
  const total = showNet ? line.lineTotal : round2(line.grossPrice * line.amount);
  return (
    <li className="cart-line" data-testid="cart-line" data-item-no={line.itemNo}>
      <img src={image ?? placeholder} alt={image ? texts.cartPage.image(line.itemDescription) : texts.cartPage.imageMissing} width={72} height={72} loading="lazy" decoding="async" />
      <div className="article">
        {/* A plain link: the list handles its clicks in the router (one handler, not 500). */}
        <a href={`/artikel/${encodeURIComponent(line.itemNo)}`} data-internal="">
          {line.itemNo}
        </a>
        <p>{line.itemDescription}</p>
        <p className="meta">{texts.cartPage.unit(line.itemUOM)}</p>
      </div>
      <div className="quantity">
        <QuantityInput amount={line.amount} step={line.stepQuantity} min={line.minOrderQuantity} unit={line.itemUOM} description={line.itemDescription} onCommit={commit} onRefused={refused} />
      </div>
      <div className="prices">
        <dl>
          <dt>{showNet ? texts.cartPage.netPrice : texts.cartPage.grossPrice}</dt>
          <dd data-testid="line-price">{formatMoney(price)}</dd>
          {showNet && line.discountPercentage > 0 && (
            <>
              <dt>{texts.cartPage.grossPrice}</dt>
              <dd>{formatMoney(line.grossPrice)}</dd>
            </>
          )}
          <dt>{texts.cartPage.lineTotal}</dt>
          <dd className="total" data-testid="line-total">
            {formatMoney(total)}
          </dd>
        </dl>
        <button type="button" onClick={() => onRemove(line)} aria-label={texts.cartPage.remove(line.itemDescription)}>
          {texts.cartPage.removeConfirm}
        </button>
      </div>
      <div className="notes">
        {!line.isActive ? (
          <p className="problem">{texts.cartPage.discontinued}</p>
        ) : (
          <p className={line.isAvailable ? 'stock' : 'problem'}>{line.isAvailable ? texts.cartPage.inStock : texts.cartPage.outOfStock}</p>
        )}
        {line.priceChanged && line.priceWhenAdded !== null && (
          <p className="warning" data-testid="price-changed">
            {texts.cartPage.priceChanged(formatMoney(line.priceWhenAdded), formatMoney(line.netPrice))}
          </p>
        )}
        {line.availabilityChanged && (
          <p className="warning" data-testid="availability-changed">
            {line.isAvailable ? texts.cartPage.nowAvailable : texts.cartPage.nowUnavailable}
          </p>
        )}
      </div>
    </li>
  );
});
