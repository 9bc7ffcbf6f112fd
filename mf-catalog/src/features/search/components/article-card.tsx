// One article in a listing: image, description, code, brand/series/type, the prices and a
// quantity field with an add button (type a quantity, Enter adds it). In the compact view it is
// one dense row. An article the customer ordered before is marked so; his own number for it shows
// beside the article number. A signed-in customer's user has a star after the add button (Mijn
// assortiment).
import { useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { basketChannel, up, VisuallyHidden } from '@kraanvogel/shared';
import { ArticleImage } from '@/components/article-image';
import { FavouriteStar } from '@/components/favourite-star';
import { Price } from '@/components/price';
import { PurchasedMark } from '@/components/purchased-mark';
import type { PurchaseHistory } from '@/lib/purchase-history';
import { paths } from '@/lib/paths';
import { texts } from '@/texts';
import type { SearchArticle } from '../types';
import { quantityRule, roundQuantityUp } from '@kraanvogel/shared/rules';

const Card = styled.li<{ $compact: boolean }>`
  display: grid;
  gap: 0.75rem;
  padding: ${(p) => (p.$compact ? '0.5rem 0' : '1rem')};
  border: ${(p) => (p.$compact ? '0' : `1px solid ${p.theme.colors.border}`)};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => (p.$compact ? '0' : p.theme.radius)};
  background: #fff;
  grid-template-columns: ${(p) => (p.$compact ? '3rem 1fr' : '5.5rem 1fr')};
  ${up('md')} {
    grid-template-columns: ${(p) => (p.$compact ? '3rem 1fr auto' : '7.5rem 1fr auto')};
  }
  h3 {
    margin: 0 0 0.25rem;
    font-size: ${(p) => (p.$compact ? '0.9375rem' : '1.0625rem')};
  }
  h3 a {
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  .meta {
    margin: 0;
    font-size: 0.8125rem;
    color: ${(p) => p.theme.colors.muted};
  }
  .desc {
    margin: 0.25rem 0 0;
    font-size: 0.875rem;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .price {
    grid-column: 2;
    display: grid;
    gap: 0.4rem;
    align-content: start;
    ${up('md')} {
      grid-column: 3;
      text-align: right;
      justify-self: end;
      justify-items: end;
    }
  }
  .buy {
    display: flex;
    flex-wrap: wrap;
    align-items: stretch;
    gap: 0.4rem;
  }
  .buy input {
    width: 4.5rem;
    font: inherit;
    font-size: 0.875rem;
    padding: 0.25rem 0.4rem;
    text-align: right;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
  }
  .add {
    font: inherit;
    font-size: 0.875rem;
    font-weight: 700;
    padding: 0.3rem 0.8rem;
    border: 0;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.accent};
    color: ${(p) => p.theme.colors.text};
    cursor: pointer;
    justify-self: start;
  }
`;

/**
 * `ownNumber`: the customer's own number for the article, shown beside the wholesaler's;
 * `favourite`: the star's state and toggle (none for a visitor); `asOf`: when the results were
 * fetched (offline the price says so).
 */
export function ArticleCard({
  article,
  compact,
  history,
  ownNumber,
  favourite,
  asOf,
  leading = false,
}: {
  article: SearchArticle;
  compact: boolean;
  history?: PurchaseHistory;
  ownNumber?: string;
  favourite?: { starred: boolean; toggle: (itemNo: string, description: string) => void };
  /** When the results were fetched (ms): offline the price says so. */
  asOf?: number;
  /** One of the first cards, in view when the page opens: its image loads at once. */
  leading?: boolean;
}) {
  const titleId = useId();
  const quantityId = useId();
  const rule = quantityRule(article.StepQuantity, article.MinOrderQuantity);
  // The minimum order quantity unless another is typed; a typed one is rounded up to the rule.
  const [typed, setTyped] = useState(String(rule.min));
  const settle = () => {
    const amount = roundQuantityUp(Number.parseInt(typed, 10), rule);
    setTyped(String(amount));
    return amount;
  };
  const add = () => {
    const amount = settle();
    basketChannel.publish({ type: 'add-to-basket', itemNo: article.Code, amount, description: article.Omschrijving, source: 'catalog' });
  };
  const facts = [article.ProductBrand, article.ProductSeries, article.ProductType].filter(Boolean).join(' · ');
  return (
    <Card $compact={compact} data-testid="article-card" data-code={article.Code}>
      <Link to={paths.article(article.Code)} tabIndex={-1} aria-hidden="true">
        <ArticleImage src={article.Image} alt="" size={compact ? '3rem' : '100%'} priority={leading} />
      </Link>
      <div>
        <h3 id={titleId}>
          <Link to={paths.article(article.Code)}>{article.Omschrijving}</Link>
        </h3>
        <p className="meta">
          {texts.article_.code} {article.Code}
          {ownNumber && (
            <span data-testid="own-number">
              {' · '}
              {texts.article_.ownNumber} {ownNumber}
            </span>
          )}
          {facts && ` · ${facts}`}
        </p>
        {!compact && article.ProductDescription && <p className="desc">{article.ProductDescription}</p>}
        {history && <PurchasedMark itemNo={article.Code} history={history} />}
      </div>
      <div className="price">
        <Price gross={article.GrossPricePerOrderUnit} itemNo={article.Code} discountGroup={article.ConditionGroupCode} orderUnit={article.OrderUnit} asOf={asOf} />
        <div className="buy">
          <label htmlFor={quantityId}>
            <VisuallyHidden>{texts.listing.quantityOf(article.Omschrijving, article.OrderUnit ?? '')}</VisuallyHidden>
          </label>
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={rule.min}
            step={rule.step}
            value={typed}
            data-testid="card-quantity"
            onChange={(e) => setTyped(e.target.value)}
            onBlur={settle}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              add();
            }}
          />
          <button type="button" className="add" aria-describedby={titleId} data-testid="quick-add" onClick={add}>
            {texts.listing.addToBasket}
          </button>
          {/* Last: on a narrow card it is what goes to a line of its own. */}
          {favourite && <FavouriteStar itemNo={article.Code} description={article.Omschrijving} pressed={favourite.starred} onToggle={favourite.toggle} />}
        </div>
      </div>
    </Card>
  );
}
