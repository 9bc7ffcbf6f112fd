// The one list of an article's facts: what the top of the page shows beside the image and what
// the specifications table shows, each fact with where it appears. Empty facts are left out.
import { formatNumber } from '@kraanvogel/shared';
import { texts } from '@/texts';
import type { Article } from '@/types/pim';
import { type QuantityRule } from '@kraanvogel/shared/rules';

export interface ArticleFact {
  label: string;
  value: string;
  /** Beside the image (the facts to order by), in the specifications table, or both. */
  shown: 'summary' | 'specifications' | 'both';
  testId?: string;
}

export function articleFacts(article: Article, rule: QuantityRule): ArticleFact[] {
  const t = texts.article_;
  const facts: (Omit<ArticleFact, 'value'> & { value: string | null | undefined })[] = [
    { label: t.code, value: article.itemNo, shown: 'both', testId: 'article-code' },
    { label: t.brand, value: article.brand, shown: 'both' },
    { label: t.series, value: article.series, shown: 'both' },
    { label: t.type, value: article.productType, shown: 'both' },
    { label: t.productClass, value: article.productClass, shown: 'specifications' },
    { label: t.manufacturerCode, value: article.manufacturerCode, shown: 'specifications' },
    { label: t.ean, value: article.ean, shown: 'specifications' },
    { label: t.orderUnit, value: article.orderUnit, shown: 'both' },
    { label: t.stepQuantity, value: formatNumber(rule.step), shown: 'summary' },
    { label: t.minOrderQuantity, value: formatNumber(rule.min), shown: 'summary' },
  ];
  return facts.filter((f): f is ArticleFact => !!f.value);
}

export const inSummary = (f: ArticleFact) => f.shown !== 'specifications';
export const inSpecifications = (f: ArticleFact) => f.shown !== 'summary';
