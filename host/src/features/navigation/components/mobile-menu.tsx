// The hamburger menu of small screens: the basket, the mobile navigation (Assortiment as
// a three-level tree, Outlet, Nieuws, Mijn account, Uitloggen), a Contact button to the external
// site and the phone number.
import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { getRuntimeConfig, useDismiss, VisuallyHidden, categoryNodes, categoryUrl, navigationQueryOptions, type NavigationNode } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { NavigationStatus } from './navigation-status';
import { menuStore, useMenu } from '@/stores/menu-store';

const Panel = styled.div`
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  padding: 0.5rem 1rem 1.25rem;
  a,
  button.row {
    color: #fff;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  nav > ul > li {
    border-bottom: 1px solid rgba(255, 255, 255, 0.2);
  }
  ul ul {
    padding-left: 1rem;
    border-left: 2px solid rgba(255, 255, 255, 0.3);
    margin-bottom: 0.5rem;
  }
  a,
  button.row {
    display: flex;
    justify-content: space-between;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0;
    background: none;
    border: 0;
    font: inherit;
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  ul ul a,
  ul ul button.row {
    font-weight: 400;
  }
`;

const Basket = styled.div`
  padding: 0.5rem 0 0.75rem;
`;

const Contact = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  align-items: center;
  margin-top: 1rem;
  a.button {
    display: inline-block;
    width: auto;
    min-height: 0;
    padding: 0.6rem 1.25rem;
    border-radius: ${(p) => p.theme.radius};
    background: #fff;
    color: ${(p) => p.theme.colors.primary};
  }
  a.phone {
    display: inline-block;
    width: auto;
  }
`;

function Toggle({ open, controls, onClick, children }: { open: boolean; controls: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button type="button" className="row" aria-expanded={open} aria-controls={controls} onClick={onClick}>
      {children}
      <span aria-hidden="true">{open ? '−' : '+'}</span>
    </button>
  );
}

const idOf = (...codes: string[]) => `mobiel-${codes.join('-').toLowerCase().replace(/[^a-z0-9-]/g, '')}`;

function Tree({ nodes }: { nodes: NavigationNode[] }) {
  const submenu = useMenu((s) => s.submenu);
  const subsubmenu = useMenu((s) => s.subsubmenu);
  return (
    <ul id="mobiel-assortiment">
      <li>
        <Link to="/assortiment">{texts.nav.allCategories}</Link>
      </li>
      {nodes.map((l1) => {
        const children = categoryNodes(l1.childNodes);
        const code1 = l1.code.value;
        if (!children.length) {
          return (
            <li key={code1}>
              <Link to={categoryUrl(code1)}>{l1.description.value}</Link>
            </li>
          );
        }
        const open1 = submenu === code1;
        return (
          <li key={code1}>
            <Toggle open={open1} controls={idOf(code1)} onClick={() => menuStore.getState().toggleSubmenu(code1)}>
              {l1.description.value}
            </Toggle>
            {open1 && (
              <ul id={idOf(code1)}>
                <li>
                  <Link to={categoryUrl(code1)}>{texts.nav.allIn(l1.description.value)}</Link>
                </li>
                {children.map((l2) => {
                  const code2 = l2.code.value;
                  const grandchildren = categoryNodes(l2.childNodes);
                  if (!grandchildren.length) {
                    return (
                      <li key={code2}>
                        <Link to={categoryUrl(code1, code2)}>{l2.description.value}</Link>
                      </li>
                    );
                  }
                  const open2 = subsubmenu === code2;
                  return (
                    <li key={code2}>
                      <Toggle open={open2} controls={idOf(code1, code2)} onClick={() => menuStore.getState().toggleSubsubmenu(code2)}>
                        {l2.description.value}
                      </Toggle>
                      {open2 && (
                        <ul id={idOf(code1, code2)}>
                          <li>
                            <Link to={categoryUrl(code1, code2)}>{texts.nav.allIn(l2.description.value)}</Link>
                          </li>
                          {grandchildren.map((l3) => (
                            <li key={l3.code.value}>
                              <Link to={categoryUrl(code1, code2, l3.code.value)}>{l3.description.value}</Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function MobileMenu({ basket, returnFocusTo }: { basket: React.ReactNode; returnFocusTo: React.RefObject<HTMLButtonElement | null> }) {
  const menu = useMenu((s) => s.menu);
  const { data, isPending, isError, refetch } = useQuery(navigationQueryOptions());
  const ref = useRef<HTMLDivElement>(null);

  // Escape closes the menu (the hamburger button toggles it; a tap outside does not close it).
  useDismiss(
    ref,
    () => {
      menuStore.getState().hideMobileMenu();
      returnFocusTo.current?.focus();
    },
    { outside: false },
  );
  useEffect(() => {
    // Focus moves into the menu when it opens.
    ref.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, []);

  return (
    <Panel id="mobiel-menu" ref={ref} data-testid="mobile-menu">
      <Basket data-slot="basket-selector">{basket}</Basket>
      <nav aria-label={texts.header.mobileMenuLabel}>
        <ul>
          <li>
            <Toggle open={menu} controls="mobiel-assortiment" onClick={() => menuStore.getState().toggleMenu()}>
              {texts.nav.assortiment}
            </Toggle>
            {menu && (
              <NavigationStatus isPending={isPending} isError={isError} retry={() => void refetch()}>
                <Tree nodes={categoryNodes(data)} />
              </NavigationStatus>
            )}
          </li>
          <li>
            <NavLink to="/assortiment/outlet">{texts.nav.outlet}</NavLink>
          </li>
          <li>
            <NavLink to="/nieuws">{texts.nav.nieuws}</NavLink>
          </li>
          <li>
            <NavLink to="/mijnaccount">{texts.nav.mijnAccount}</NavLink>
          </li>
          <li>
            <Link to="/logout">{texts.nav.uitloggen}</Link>
          </li>
        </ul>
      </nav>
      <Contact>
        <a className="button" href={getRuntimeConfig().contactUrl} target="_blank" rel="noopener noreferrer">
          {texts.header.contact}
          <VisuallyHidden> {texts.footer.newWindow}</VisuallyHidden>
        </a>
        <a className="phone" href={texts.header.phoneHref}>
          <VisuallyHidden>{texts.header.phoneLabel} </VisuallyHidden>
          {texts.header.phone}
        </a>
      </Contact>
    </Panel>
  );
}
