// The header of the default layout: logo, the instant-search slot (catalog), phone
// link, basket selector (checkout) and user menu; on small screens a hamburger button opens the
// mobile menu, which then holds the basket selector (so it exists once on the page); next to it a
// basket button with the current basket's number of lines takes the phone to the basket in one tap.
import { useRef } from 'react';
import styled from 'styled-components';
import { Button, up, useIsPunchout, VisuallyHidden } from '@kraanvogel/shared';
import { RemoteWidget } from '@/federation/remote-widget';
import { texts } from '@/texts';
import { useIsDesktop } from '@/hooks/use-media-query';
import { menuStore, useMenu } from '@/stores/menu-store';
import { UserMenu } from '@/features/user-menu/user-menu';
import { lazyPart } from '@/lib/lazy-part';
import { Logo } from './logo';
import { PhoneBasketButton } from '@/features/basket/phone-basket-button';

// Loaded when the hamburger button is reached (pointer, focus), not at boot.
const MobileMenu = lazyPart(() => import(/* webpackChunkName: "mobile-menu" */ '@/features/navigation/components/mobile-menu').then((m) => m.MobileMenu));

const Banner = styled.header`
  position: relative;
  z-index: 35;
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
`;

const Bar = styled.div`
  max-width: ${(p) => p.theme.containerMaxWidth};
  margin: 0 auto;
  padding: 0.6rem 1rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  a {
    color: #fff;
  }
`;

const Search = styled.div`
  order: 3;
  flex: 1 1 100%;
  min-width: 0;
  min-height: 42px;
  ${up('lg')} {
    order: 0;
    flex: 1 1 16rem;
  }
`;

// The remote widgets' slots hold their final size before the widgets arrive, so nothing in
// the bar moves when they do: the search box's height and the basket selector's size.
const BasketSlot = styled.div`
  min-width: 11.5rem;
  min-height: 44px;
`;

const Phone = styled.a`
  white-space: nowrap;
  font-weight: 600;
  text-decoration: none;
`;

const PhoneActions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

// Shown while a procurement system's buyer shops (the token's punch-out claim): the basket goes
// back to that system instead of being ordered here.
const PunchoutMarker = styled.span`
  padding: 0.2rem 0.6rem;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.accent};
  color: ${(p) => p.theme.colors.text};
  font-weight: 700;
  font-size: 0.875rem;
  white-space: nowrap;
`;

const Bars = () => (
  <svg width="20" height="16" viewBox="0 0 20 16" aria-hidden="true" focusable="false">
    <path d="M0 1h20M0 8h20M0 15h20" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const none = () => null;
const unavailable = () => <span>{texts.widgetFallback}</span>;

export function BasketSelectorSlot() {
  return <RemoteWidget remote="checkout" exposed="CartSelector" fallback={unavailable} />;
}

export function Header() {
  const desktop = useIsDesktop();
  const mobileMenu = useMenu((s) => s.mobileMenu);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const punchout = useIsPunchout();
  return (
    <Banner>
      <Bar>
        <Logo />
        {punchout && (
          <PunchoutMarker data-testid="punchout-marker" title={texts.header.punchoutHint}>
            {texts.header.punchout}
          </PunchoutMarker>
        )}
        <Search data-slot="instant-search">
          <RemoteWidget remote="catalog" exposed="InstantSearch" fallback={none} />
        </Search>
        {desktop ? (
          <>
            <Phone href={texts.header.phoneHref}>
              <VisuallyHidden>{texts.header.phoneLabel} </VisuallyHidden>
              {texts.header.phone}
            </Phone>
            <BasketSlot data-slot="basket-selector">
              <BasketSelectorSlot />
            </BasketSlot>
            <UserMenu />
          </>
        ) : (
          <PhoneActions>
            <PhoneBasketButton />
            <Button
              variant="onDark"
              size="bar"
              ref={hamburgerRef}
              type="button"
              aria-expanded={mobileMenu}
              aria-controls="mobiel-menu"
              onClick={() => menuStore.getState().toggleMobileMenu()}
              onPointerEnter={MobileMenu.preload}
              onPointerDown={MobileMenu.preload}
              onFocus={MobileMenu.preload}
            >
              <Bars />
              {texts.header.menu}
              <VisuallyHidden> {mobileMenu ? texts.header.menuClose : texts.header.menuOpen}</VisuallyHidden>
            </Button>
          </PhoneActions>
        )}
      </Bar>
      {!desktop && mobileMenu && <MobileMenu basket={<BasketSelectorSlot />} returnFocusTo={hamburgerRef} />}
    </Banner>
  );
}
