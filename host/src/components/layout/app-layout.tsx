// The default layout (SPEC §2): header, navigation, the page, footer. The shell issue grows the
// header, mega menu, user menu and footer; remotes place their widgets in the marked slots.
import { Link, NavLink, Outlet } from 'react-router';
import styled from 'styled-components';
import { RemoteWidget } from '../../federation/remote-widget';
import { texts } from '../../texts';

const Header = styled.header`
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
`;

const Bar = styled.div`
  max-width: ${(p) => p.theme.containerMaxWidth};
  margin: 0 auto;
  padding: 0.75rem 1rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  a {
    color: #fff;
  }
`;

const Logo = styled(Link)`
  font-weight: 700;
  font-size: 1.5rem;
  text-decoration: none;
`;

const Slot = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
`;

const Nav = styled.nav`
  background: ${(p) => p.theme.colors.primaryDark};
  ul {
    max-width: ${(p) => p.theme.containerMaxWidth};
    margin: 0 auto;
    padding: 0 1rem;
    display: flex;
    gap: 1.5rem;
    list-style: none;
  }
  a {
    display: block;
    padding: 0.6rem 0;
    color: #fff;
    text-decoration: none;
    font-weight: 600;
  }
  a.active {
    text-decoration: underline;
  }
`;

const Main = styled.main`
  min-height: 60vh;
`;

const Footer = styled.footer`
  background: ${(p) => p.theme.colors.surface};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  padding: 1.5rem 1rem;
  font-size: 0.875rem;
  text-align: center;
`;

const none = () => null;

export function AppLayout() {
  return (
    <>
      <Header>
        <Bar>
          <Logo to="/" aria-label={texts.header.logoLabel}>
            Kraanvogel
          </Logo>
          <Slot data-slot="instant-search">
            <RemoteWidget remote="catalog" exposed="InstantSearch" fallback={none} />
          </Slot>
          <a href={texts.header.phoneHref}>{texts.header.phone}</a>
          <div data-slot="cart-selector">
            <RemoteWidget remote="checkout" exposed="CartSelector" fallback={() => <span>{texts.widgetFallback}</span>} />
          </div>
        </Bar>
      </Header>
      <Nav aria-label="Hoofdnavigatie">
        <ul>
          <li>
            <NavLink to="/assortiment">Assortiment</NavLink>
          </li>
          <li>
            <NavLink to="/assortiment/outlet">Outlet</NavLink>
          </li>
          <li>
            <NavLink to="/nieuws">Nieuws</NavLink>
          </li>
        </ul>
      </Nav>
      <Main id="inhoud">
        <Outlet />
      </Main>
      <RemoteWidget remote="checkout" exposed="CartPopup" fallback={none} />
      <Footer>{texts.footer.copyright(new Date().getFullYear())}</Footer>
    </>
  );
}
