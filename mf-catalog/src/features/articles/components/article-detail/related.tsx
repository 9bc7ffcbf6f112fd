// Related articles (accessories, alternatives, successors) with their prices.
import { Link } from 'react-router';
import styled from 'styled-components';
import { CardGrid } from '@kraanvogel/shared';
import { Price } from '@/components/price';
import { ArticleImage } from '@/components/article-image';
import { paths } from '@/lib/paths';
import { texts } from '@/texts';
import { useRelatedArticles } from '@/features/articles/api/get-related-articles';
import { Section } from './section';

const RelatedList = styled(CardGrid)`
  > li {
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

export function Related({ itemNo }: { itemNo: string }) {
  const { data } = useRelatedArticles(itemNo);
  if (!data || data.length === 0) return null;
  return (
    <Section aria-labelledby="artikel-gerelateerd">
      <h2 id="artikel-gerelateerd">{texts.article_.related}</h2>
      <RelatedList $min="13rem" $framed data-testid="related-articles">
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
              itemNo={r.itemNo}
              discountGroup={r.discountGroupCode}
              orderUnit={r.orderUnit}
            />
          </li>
        ))}
      </RelatedList>
    </Section>
  );
}

