// The article page's content: image, facts, gross and net price, the buy box (availability,
// quantity, add to basket or order list), whether the customer ordered it before, his own number
// for it, description, specifications, ETIM features, downloads and related articles — one
// component per section.
import { Fragment } from 'react';
import styled from 'styled-components';
import { up } from '@kraanvogel/shared';
import { ArticleImage } from '@/components/article-image';
import { Price, PriceModeSwitch, useEnsureDiscounts } from '@/components/price';
import { FavouriteStar } from '@/components/favourite-star';
import { PurchasedMark } from '@/components/purchased-mark';
import { useFavourites } from '@/lib/favourites';
import { usePurchaseHistory } from '@/lib/purchase-history';
import { texts } from '@/texts';
import type { Article } from '@/types/pim';
import { articleFacts, inSpecifications, inSummary } from './article-facts';
import { Attachments } from './attachments';
import { BuyBox } from './buy-box';
import { Etim } from './etim';
import { OwnNumber } from './own-number';
import { Related } from './related';
import { Section } from './section';
import { quantityRule } from '@kraanvogel/shared/rules';

const Top = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  > :first-child {
    max-width: 18rem;
    justify-self: center;
  }
  ${up('md')} {
    grid-template-columns: minmax(14rem, 24rem) 1fr;
    > :first-child {
      max-width: none;
      justify-self: stretch;
    }
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0 0 1rem;
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

export function ArticleDetail({ article, asOf }: { article: Article; /** When the article was fetched (ms): offline its price says so. */ asOf?: number }) {
  useEnsureDiscounts();
  const rule = quantityRule(article.stepQuantity, article.minOrderQuantity);
  const facts = articleFacts(article, rule);
  const { history } = usePurchaseHistory();
  const favourites = useFavourites();
  return (
    <div data-testid="article-detail">
      <Top>
        <ArticleImage src={article.imageUrl} alt={article.description} priority />
        <div>
          <Facts>
            {facts.filter(inSummary).map((f) => (
              <Fragment key={f.label}>
                <dt>{f.label}</dt>
                <dd data-testid={f.testId}>{f.value}</dd>
              </Fragment>
            ))}
          </Facts>
          <PurchasedMark itemNo={article.itemNo} history={history} />
          <Price gross={article.grossPrice} itemNo={article.itemNo} discountGroup={article.discountGroupCode} orderUnit={article.orderUnit} large asOf={asOf} />
          <div style={{ marginTop: '0.5rem', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem 1rem' }}>
            <PriceModeSwitch />
            {/* There from the first paint for a customer's user: only its state arrives later. */}
            {favourites.user && (
              <FavouriteStar itemNo={article.itemNo} description={article.description} pressed={favourites.starred.has(article.itemNo)} onToggle={favourites.toggle} label={texts.favourites.label} />
            )}
          </div>
          <BuyBox article={article} rule={rule} />
          {/* Below what is bought with: it arrives with the customer's numbers (and, for the main
              user, its form's code), and then moves nothing above it. */}
          <OwnNumber itemNo={article.itemNo} />
        </div>
      </Top>
      {article.longDescription && (
        <Section aria-labelledby="artikel-omschrijving">
          <h2 id="artikel-omschrijving">{texts.article_.description}</h2>
          <p>{article.longDescription}</p>
        </Section>
      )}
      <Section aria-labelledby="artikel-specificaties">
        <h2 id="artikel-specificaties">{texts.article_.specifications}</h2>
        <table>
          <tbody>
            {facts.filter(inSpecifications).map((f) => (
              <tr key={f.label}>
                <th scope="row">{f.label}</th>
                <td>{f.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Etim itemNo={article.itemNo} />
      <Attachments itemNo={article.itemNo} />
      <Related itemNo={article.itemNo} />
    </div>
  );
}
