// Ordering from the article page: availability, an order quantity that respects step and minimum,
// and add to basket or order list. The intent goes out on the basket channel; mf-checkout adds the
// line and shows the popup. Without a choice an order list goes to the first one.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { BASKET_TYPE, basketChannel, useBasketStore, Button } from '@kraanvogel/shared';
import { texts } from '@/texts';
import type { Article } from '@/types/pim';
import { QuantityInput } from '../quantity-input';
import { Availability } from './availability';
import { type QuantityRule } from '@kraanvogel/shared/rules';

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

export function BuyBox({ article, rule }: { article: Article; rule: QuantityRule }) {
  const [amount, setAmount] = useState(rule.min);
  const bestellijsten = useBasketStore((s) => s.availableBestellijsten);
  const [bestellijst, setBestellijst] = useState<string>('');
  const listId = useId();
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
    <Buy>
      <Availability itemNo={article.itemNo} />
      <QuantityInput value={amount} onChange={setAmount} rule={rule} unit={article.orderUnit} />
      <div className="actions">
        <Button onClick={() => add()} data-testid="add-to-basket">
          {texts.article_.addToBasket}
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
  );
}
