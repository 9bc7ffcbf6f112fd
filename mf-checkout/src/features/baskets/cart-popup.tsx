// The added-to-cart / added-to-order-list popup. It answers add-to-basket intents from any app
// on the basket channel; the shell issue wires it to the basket API.
import { useEffect, useState } from 'react';
import { basketChannel, type AddToBasketIntent } from '@kraanvogel/shared';
import styled from 'styled-components';
import '../../app/register';
import { texts } from '../../texts';

const Panel = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(100vw, ${(p) => p.theme.sidePopupWidth});
  background: #fff;
  box-shadow: -4px 0 16px rgba(0, 0, 0, 0.2);
  padding: 1.5rem;
  z-index: 20;
`;

export default function CartPopup() {
  const [intent, setIntent] = useState<AddToBasketIntent | null>(null);
  useEffect(
    () =>
      basketChannel.subscribe((event) => {
        if (event.type === 'add-to-basket') setIntent(event);
      }),
    [],
  );
  if (!intent) return null;
  const title = intent.basketType === 1 ? texts.popup.addedToOrderList : texts.popup.addedToCart;
  return (
    <Panel role="dialog" aria-label={title} data-testid="cart-popup">
      <h2>{title}</h2>
      <p>{intent.description ?? intent.itemNo}</p>
      <p>{texts.popup.amount(intent.amount)}</p>
      <button type="button" onClick={() => setIntent(null)}>
        {texts.popup.close}
      </button>
    </Panel>
  );
}
