// The desktop navigation bar: the Assortiment dropdown — a three-level mega menu
// (menu, submenu, subsubmenu) from the navigation API, without the 'outlet' node — then Outlet
// and Nieuws. Disclosure pattern: a button opens the panel; pointer or focus on an item shows its
// children; arrow keys move between and within the columns; Escape closes and returns focus.
// The panel's code (mega-menu-panel.tsx) is loaded when a pointer or the focus reaches the
// button, so it is there by the time the button is pressed; it is not part of the boot.
import { useRef } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { useDismiss } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { menuStore, useMenu } from '@/stores/menu-store';
import { lazyPart } from '@/lib/lazy-part';

const MegaMenuPanel = lazyPart(() => import(/* webpackChunkName: "mega-menu" */ './mega-menu-panel').then((m) => m.MegaMenuPanel));

const Bar = styled.nav`
  position: relative;
  background: ${(p) => p.theme.colors.primaryDark};
  z-index: 30;
  > ul {
    max-width: ${(p) => p.theme.containerMaxWidth};
    margin: 0 auto;
    padding: 0 1rem;
    display: flex;
    gap: 0.5rem;
    list-style: none;
  }
  > ul > li > a,
  > ul > li > button {
    display: block;
    padding: 0.7rem 0.9rem;
    color: #fff;
    background: none;
    border: 0;
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  > ul > li > a.active,
  > ul > li > button[aria-expanded='true'] {
    background: ${(p) => p.theme.colors.primary};
  }
`;

export function DesktopNav() {
  const menu = useMenu((s) => s.menu);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  useDismiss(
    itemRef,
    (reason) => {
      menuStore.getState().hideMenu();
      if (reason === 'escape') buttonRef.current?.focus();
    },
    { enabled: menu },
  );
  return (
    <Bar aria-label={texts.nav.label}>
      <ul>
        <li ref={itemRef}>
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={menu}
            aria-controls="assortiment-menu"
            onClick={() => menuStore.getState().toggleMenu()}
            onPointerEnter={MegaMenuPanel.preload}
            onFocus={MegaMenuPanel.preload}
          >
            {texts.nav.assortiment} <span aria-hidden="true">▾</span>
          </button>
          {menu && <MegaMenuPanel />}
        </li>
        <li>
          <NavLink to="/assortiment/outlet">{texts.nav.outlet}</NavLink>
        </li>
        <li>
          <NavLink to="/nieuws">{texts.nav.nieuws}</NavLink>
        </li>
      </ul>
    </Bar>
  );
}
