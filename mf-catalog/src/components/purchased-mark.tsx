// "Eerder besteld: 12×, laatst 3 okt": the mark on an article the signed-in customer ordered in
// the last 24 months (how many of his orders had it, and the latest). Nothing for other articles,
// visitors and users without a customer.
import styled from 'styled-components';
import { formatOrderDay, type PurchaseHistory } from '@/lib/purchase-history';
import { widgetTexts as texts } from '@/texts/widgets';

const Mark = styled.p`
  display: inline-block;
  margin: 0.25rem 0 0;
  padding: 0.05rem 0.45rem;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${(p) => p.theme.colors.primary};
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius};
`;

/** `inline`: inside a line of text (the instant search's options), a span instead of a paragraph. */
export function PurchasedMark({ itemNo, history, inline }: { itemNo: string; history: PurchaseHistory; inline?: boolean }) {
  const bought = history.get(itemNo);
  if (!bought) return null;
  const last = formatOrderDay(bought.lastOrderDate);
  return (
    <Mark as={inline ? 'span' : 'p'} data-testid="purchased-mark" title={texts.purchased.label(bought.timesOrdered, last)}>
      {texts.purchased.mark(bought.timesOrdered, last)}
    </Mark>
  );
}
