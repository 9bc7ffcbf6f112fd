// checkout/CartSelector, in the host's header: the current basket and the basket menu. The
// menu opens on click, except on the Order page (/winkelwagen, route name Order), and closes on
// selecting a basket, on opening a new-cart or new-order-list popup, on Escape and on an outside
// click. It lists the baskets, marks the current one and opens the basket popups of CartPopup.
import { useEffect, useId, useRef, useState } from 'react';
import { useMatches } from 'react-router';
import styled from 'styled-components';
import { basketStore, Button, DropdownPanel, sameBasketId, up, useBasketLineCount, useBasketStore, type Basket, useDismiss, VisuallyHidden, CountBadge } from '@kraanvogel/shared';
import '@/register';
import { widgetTexts as texts } from '@/texts/widgets';
import { useSelectBasket } from './hooks/use-select-basket';
import { loadBasketContentPopup } from './popups';

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

// Small screens show the selector at the left of the hamburger menu: the menu opens rightwards
// there, and leftwards from the header's right edge on desktop (the host's lg breakpoint).
const Menu = styled(DropdownPanel)`
  left: 0;
  right: auto;
  ${up('lg')} {
    left: auto;
    right: 0;
  }
  width: min(20rem, calc(100vw - 2rem));
  padding: 0.75rem;
  h2 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
    color: ${(p) => p.theme.colors.primary};
  }
  ul {
    list-style: none;
    margin: 0 0 0.5rem;
    padding: 0;
    max-height: 16rem;
    overflow-y: auto;
  }
`;

const Actions = styled.div`
  border-top: 1px solid ${(p) => p.theme.colors.border};
  padding-top: 0.5rem;
  display: flex;
  flex-direction: column;
`;

function useOnOrderPage() {
  const matches = useMatches();
  return matches.some((m) => (m.handle as { name?: string } | undefined)?.name === 'Order');
}

/** A basket icon drawn in SVG: an emoji needs a colour-emoji font that many devices lack. */
function BasketIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 12.4a1 1 0 0 0 1 .8h9.8a1 1 0 0 0 1-.8L21 7H6.2" />
    </svg>
  );
}

export default function CartSelector() {
  const menuId = useId();
  const titleId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const onOrderPage = useOnOrderPage();
  const currentBasket = useBasketStore((s) => s.currentBasket);
  const baskets = useBasketStore((s) => s.availableBaskets);
  const select = useSelectBasket();
  // With basket changes waiting in the offline queue, the count after them, marked as waiting.
  const { lines, waiting } = useBasketLineCount(currentBasket?.id);

  // The Order page disables the selector: a menu left open there closes.
  useEffect(() => {
    if (onOrderPage) setOpen(false);
  }, [onOrderPage]);

  const close = (focusTrigger: boolean) => {
    setOpen(false);
    if (focusTrigger) trigger.current?.focus();
  };

  // Escape gives the focus back to the menu's button; a click elsewhere leaves it where it went.
  useDismiss(wrapper, (reason) => close(reason === 'escape'), { enabled: open });

  const choose = (basket: Basket) => {
    close(true);
    if (!sameBasketId(basket.id, currentBasket?.id)) void select(basket);
  };

  const openPopup = (which: 'content' | 'newBasket' | 'newOrderList') => {
    // The popup gives the focus back to where it was: the menu's button, not a vanished item.
    close(true);
    const s = basketStore.getState();
    if (which === 'content') s.openCartPopup();
    else if (which === 'newBasket') s.openNewBasketPopup();
    else s.openNewBestellijstPopup();
  };

  return (
    <Wrapper ref={wrapper} data-testid="basket-selector-wrapper">
      <Button
        variant="onDark"
        size="bar"
        ref={trigger}
        type="button"
        data-testid="basket-selector"
        aria-expanded={onOrderPage ? undefined : open}
        aria-controls={open ? menuId : undefined}
        disabled={onOrderPage}
        title={onOrderPage ? texts.basketSelector.disabledHint : undefined}
        onClick={() => {
          // The basket popup's code loads while the user picks from the menu.
          if (!open) loadBasketContentPopup().catch(() => undefined);
          setOpen((o) => !o);
        }}
      >
        {/* Shown: the basket's name and its number of lines. Read: the whole phrase in one piece,
            'Winkelwagen Project Zwolle, 3 artikelen'. */}
        <BasketIcon />
        <Name aria-hidden="true">{currentBasket?.name ?? texts.basketSelector.label}</Name>
        {lines != null && (
          <CountBadge aria-hidden="true" data-testid="basket-count" data-waiting={waiting} $waiting={waiting}>
            {lines}
          </CountBadge>
        )}
        <VisuallyHidden>{texts.basketSelector.button(currentBasket?.name ?? null, lines, waiting)}</VisuallyHidden>
      </Button>
      {open && (
        <Menu id={menuId} role="region" aria-labelledby={titleId} data-testid="basket-menu">
          <h2 id={titleId}>{texts.basketSelector.menuTitle}</h2>
          {baskets.length === 0 ? (
            <p>{texts.basketSelector.none}</p>
          ) : (
            <ul>
              {baskets.map((b) => {
                const isCurrent = sameBasketId(b.id, currentBasket?.id);
                return (
                  <li key={String(b.id)}>
                    <Button variant="menu" aria-current={isCurrent ? 'true' : undefined} onClick={() => choose(b)}>
                      <span>{b.name}</span>
                      {isCurrent && <span aria-hidden="true">✓</span>}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <Actions>
            <Button variant="menu" onClick={() => openPopup('content')} disabled={!currentBasket}>
              {texts.basketSelector.viewBasket}
            </Button>
            <Button variant="menu" onClick={() => openPopup('newBasket')}>
              + {texts.basketSelector.newBasket}
            </Button>
            <Button variant="menu" onClick={() => openPopup('newOrderList')}>
              + {texts.basketSelector.newBestellijst}
            </Button>
          </Actions>
        </Menu>
      )}
    </Wrapper>
  );
}
