// The shop's four layouts. Default: overlay, header, desktop navigation, page and footer —
// header, navigation and footer only for a logged-in user (a logged-out visitor gets the simple
// header). Simple: the simple header only. Blank: the page alone. Registration: a minimal
// header with the title 'Registreren'.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CartPopups } from '@/features/basket/cart-popups';
import { Header } from './header';
import { Logo } from './logo';
import { DesktopNav } from '@/features/navigation/components/mega-menu';
import { menuStore, useMenu } from '@/stores/menu-store';
import { useIsDesktop } from '@/hooks/use-media-query';
import { texts } from '@/texts';
import { Footer } from './footer';
import { PageOutlet } from './page-outlet';

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  top: 0;
  z-index: 1100;
  padding: 0.5rem 1rem;
  background: #fff;
  &:focus {
    left: 0.5rem;
    top: 0.5rem;
  }
`;

// At least a screen high: while a page's remote code and data arrive, the footer waits below
// the fold instead of showing and then being pushed down (a layout shift).
const Main = styled.main`
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 20;
  background: rgba(0, 0, 0, 0.35);
`;

const SimpleBar = styled.header`
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  > div {
    max-width: ${(p) => p.theme.containerMaxWidth};
    margin: 0 auto;
    padding: 0.6rem 1rem;
    display: flex;
    align-items: center;
    gap: 1rem;
  }
  .title {
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

function Skip() {
  return <SkipLink href="#inhoud">{texts.layout.skipToContent}</SkipLink>;
}

/** `page`: what the page area shows (the route's page; the build-time shell shows a skeleton). */
export function DefaultLayout({ page = <PageOutlet /> }: { page?: ReactNode } = {}) {
  const desktop = useIsDesktop();
  const overlay = useMenu((s) => s.menu && desktop);
  return (
    <>
      <Skip />
      {overlay && <Overlay data-testid="overlay" aria-hidden="true" onClick={() => menuStore.getState().closeAll()} />}
      <Header />
      {desktop && <DesktopNav />}
      <Main id="inhoud" tabIndex={-1}>
        {page}
      </Main>
      <CartPopups />
      <Footer />
    </>
  );
}

export function SimpleLayout() {
  return (
    <>
      <Skip />
      <SimpleBar>
        <div>
          <Logo />
        </div>
      </SimpleBar>
      <Main id="inhoud" tabIndex={-1}>
        <PageOutlet />
      </Main>
    </>
  );
}

export function RegistrationLayout() {
  return (
    <>
      <Skip />
      <SimpleBar>
        <div>
          <Logo to="/login" />
          {/* The page below has the h1; this is the layout's title line. */}
          <span className="title" data-testid="layout-title">
            {texts.layout.registrationTitle}
          </span>
        </div>
      </SimpleBar>
      <Main id="inhoud" tabIndex={-1}>
        <PageOutlet />
      </Main>
    </>
  );
}

export function BlankLayout() {
  return (
    <Main id="inhoud" tabIndex={-1}>
      <PageOutlet />
    </Main>
  );
}
