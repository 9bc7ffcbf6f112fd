// The cart selector in the host's header. It listens on the basket channel; the shell issue
// adds the cart list, switching and the new-cart popups.
import { useEffect, useState } from 'react';
import { basketChannel } from '@kraanvogel/shared';
import styled from 'styled-components';
import '../../app/register';
import { texts } from '../../texts';

const Button = styled.button`
  font: inherit;
  color: #fff;
  background: transparent;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${(p) => p.theme.radius};
  padding: 0.4rem 0.8rem;
  cursor: pointer;
`;

export default function CartSelector() {
  const [lastChange, setLastChange] = useState<string | null>(null);
  useEffect(
    () =>
      basketChannel.subscribe((event) => {
        if (event.type === 'basket-changed') setLastChange(event.basketId);
      }),
    [],
  );
  return (
    <Button type="button" aria-label={texts.cartSelector.open} data-testid="cart-selector" data-last-change={lastChange ?? ''}>
      {texts.cartSelector.label}
    </Button>
  );
}
