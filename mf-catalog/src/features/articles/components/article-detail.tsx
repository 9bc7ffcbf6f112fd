// The article page's content: image, facts, gross and net price, availability,
// an order quantity that respects step and minimum, add to cart or order list (through the basket
// channel; mf-checkout shows the popups), description, ETIM features, downloads, related articles.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BASKET_TYPE, basketChannel, formatNumber, notify, up, useBasketStore, Button } from '@kraanvogel/shared';
import { ArticleImage } from '@/components/article-image';
import { Price, PriceModeSwitch, useEnsureDiscounts } from '@/components/price';
import { paths } from '@/lib/paths';
import { texts } from '@/texts';
import type { Article } from '@/types/pim';
import { useDownloadAttachment } from '../api/download-attachment';
import { useArticleAttachments } from '../api/get-article-attachments';
import { useArticleAvailability } from '../api/get-article-availability';
import { useArticleEtim } from '../api/get-article-etim';
import { useRelatedArticles } from '../api/get-related-articles';
import { quantityRule } from '../utils/quantity';
import { QuantityInput } from './quantity-input';

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

const Buy = styled.div`
  margin-top: 1rem;
  padding: 1rem;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius};
  display: grid;
  gap: 1rem;
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
  .choose-list {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.9375rem;
  }
  .choose-list select {
    font: inherit;
    padding: 0.3rem 0.4rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    background: #fff;
  }
`;

const Stock = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${(p) => (p.$ok ? p.theme.colors.success : p.theme.colors.warning)};
`;

const Section = styled.section`
  margin-top: 2rem;
  h2 {
    font-size: 1.25rem;
    color: ${(p) => p.theme.colors.primary};
    margin: 0 0 0.75rem;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    max-width: 48rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.4rem 0.5rem;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    vertical-align: top;
  }
  th {
    font-weight: 600;
    width: 40%;
  }
  ul.downloads {
    padding-left: 1.25rem;
  }
`;

const RelatedList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  li {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    padding: 0.75rem;
    display: grid;
    gap: 0.5rem;
    align-content: start;
  }
  .kind {
    font-size: 0.75rem;
    text-transform: uppercase;
    font-weight: 700;
    color: ${(p) => p.theme.colors.muted};
  }
`;

function Availability({ itemKey }: { itemKey: string }) {
  const { data, isError } = useArticleAvailability(itemKey);
  if (isError) return <Stock $ok={false}>{texts.article_.availabilityUnknown}</Stock>;
  if (!data) return <p>{texts.loading}</p>;
  return (
    <div data-testid="availability">
      <Stock $ok={data.isAvailable}>{data.isAvailable ? texts.article_.inStock(data.totalStock) : texts.article_.outOfStock}</Stock>
      {data.deliveryIndication && <p style={{ margin: 0 }}>{data.deliveryIndication}</p>}
    </div>
  );
}

function Attachments({ itemKey }: { itemKey: string }) {
  const { data } = useArticleAttachments(itemKey);
  const download = useDownloadAttachment();
  if (!data) return null;
  return (
    <Section aria-labelledby="artikel-downloads">
      <h2 id="artikel-downloads">{texts.article_.attachments}</h2>
      {data.length === 0 ? (
        <p>{texts.article_.noAttachments}</p>
      ) : (
        <ul className="downloads" data-testid="attachments">
          {data.map((a) => (
            <li key={a.id}>
              <a
                href={a.url}
                type={a.contentType}
                download={a.fileName}
                onClick={(e) => {
                  e.preventDefault();
                  download.mutate(a, { onError: () => notify.alert(texts.article_.downloadFailed) });
                }}
              >
                {a.title}
              </a>{' '}
              ({a.fileName})
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Etim({ itemKey }: { itemKey: string }) {
  const { data } = useArticleEtim(itemKey);
  if (!data || data.items.length === 0) return null;
  return (
    <Section aria-labelledby="artikel-etim">
      <h2 id="artikel-etim">{texts.article_.etim}</h2>
      {data.className && (
        <p>
          {texts.article_.etimClass}: {data.className} {data.classCode && `(${data.classCode})`}
        </p>
      )}
      <table data-testid="etim">
        <tbody>
          {data.items.map((f) => (
            <tr key={f.code}>
              <th scope="row">{f.name}</th>
              <td>
                {f.value}
                {f.unit ? ` ${f.unit}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function Related({ itemKey }: { itemKey: string }) {
  const { data } = useRelatedArticles(itemKey);
  if (!data || data.length === 0) return null;
  return (
    <Section aria-labelledby="artikel-gerelateerd">
      <h2 id="artikel-gerelateerd">{texts.article_.related}</h2>
      <RelatedList data-testid="related-articles">
        {data.map((r) => (
          <li key={r.itemNo}>
            <span className="kind">{texts.article_.relationTypes[r.relationType] ?? r.relationType}</span>
            <ArticleImage src={r.imageUrl} alt="" size="6rem" />
            <Link to={paths.article(r.itemNo)}>{r.description}</Link>
            <span>
              {texts.article_.code} {r.itemNo}
            </span>
            <Price
              gross={r.grossPrice}
              itemNumber={r.itemNo}
              discountGroup={r.discountGroupCode}
              orderUnit={r.orderUnit}
            />
          </li>
        ))}
      </RelatedList>
    </Section>
  );
}

export function ArticleDetail({ article }: { article: Article }) {
  useEnsureDiscounts();
  const rule = quantityRule(article.stepQuantity, article.minOrderQuantity);
  const [amount, setAmount] = useState(rule.min);
  const bestellijsten = useBasketStore((s) => s.availableBestellijsten);
  const [bestellijst, setBestellijst] = useState<string>('');
  const listId = useId();
  const key = article.itemNo;
  // mf-checkout adds it and shows the popup; without a choice an order list goes to the first one.
  const add = (basketType?: typeof BASKET_TYPE.bestellijst) =>
    basketChannel.publish({
      type: 'add-to-basket',
      itemNo: article.itemNo,
      amount,
      description: article.description,
      source: 'catalog',
      ...(basketType ? { basketType, ...(bestellijst ? { basketId: bestellijst } : {}) } : {}),
    });
  return (
    <div data-testid="article-detail">
      <Top>
        <ArticleImage src={article.imageUrl} alt={article.description} />
        <div>
          <Facts>
            <dt>{texts.article_.code}</dt>
            <dd data-testid="article-code">{article.itemNo}</dd>
            {article.brand && (
              <>
                <dt>{texts.article_.brand}</dt>
                <dd>{article.brand}</dd>
              </>
            )}
            {article.series && (
              <>
                <dt>{texts.article_.series}</dt>
                <dd>{article.series}</dd>
              </>
            )}
            {article.productType && (
              <>
                <dt>{texts.article_.type}</dt>
                <dd>{article.productType}</dd>
              </>
            )}
            <dt>{texts.article_.orderUnit}</dt>
            <dd>{article.orderUnit}</dd>
            <dt>{texts.article_.stepQuantity}</dt>
            <dd>{formatNumber(rule.step)}</dd>
            <dt>{texts.article_.minOrderQuantity}</dt>
            <dd>{formatNumber(rule.min)}</dd>
          </Facts>
          <Price gross={article.grossPrice} itemNumber={article.itemNo} discountGroup={article.discountGroupCode} orderUnit={article.orderUnit} large />
          <div style={{ marginTop: '0.5rem' }}>
            <PriceModeSwitch />
          </div>
          <Buy>
            <Availability itemKey={key} />
            <QuantityInput value={amount} onChange={setAmount} rule={rule} unit={article.orderUnit} />
            <div className="actions">
              <Button onClick={() => add()} data-testid="add-to-cart">
                {texts.article_.addToCart}
              </Button>
              <Button variant="secondary" onClick={() => add(BASKET_TYPE.bestellijst)} data-testid="add-to-order-list">
                {texts.article_.addToOrderList}
              </Button>
            </div>
            {bestellijsten.length > 1 && (
              <label htmlFor={listId} className="choose-list">
                {texts.article_.chooseOrderList}
                <select id={listId} value={bestellijst || String(bestellijsten[0]!.id)} onChange={(e) => setBestellijst(e.target.value)}>
                  {bestellijsten.map((b) => (
                    <option key={b.id} value={String(b.id)}>
                      {b.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </Buy>
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
            {(
              [
                [texts.article_.code, article.itemNo],
                [texts.article_.brand, article.brand],
                [texts.article_.series, article.series],
                [texts.article_.type, article.productType],
                [texts.article_.productClass, article.productClass],
                [texts.article_.manufacturerCode, article.manufacturerCode],
                [texts.article_.ean, article.ean],
                [texts.article_.orderUnit, article.orderUnit],
              ] as [string, string | null][]
            )
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <tr key={k}>
                  <th scope="row">{k}</th>
                  <td>{v}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </Section>
      <Etim itemKey={key} />
      <Attachments itemKey={key} />
      <Related itemKey={key} />
    </div>
  );
}
