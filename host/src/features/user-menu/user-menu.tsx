// The user menu in the header: the signed-in user's name opens the list of account
// pages for their role, ending with Uitloggen. Escape or a click outside closes it; the arrow
// keys move through the items (ArrowDown on the button opens the list at its first item).
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { getRuntimeConfig, useAuth, useDismiss, VisuallyHidden } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { menuStore, useMenu } from '@/stores/menu-store';
import { userMenuItems } from './user-menu-items';

const Wrap = styled.div`
  position: relative;
`;

const Button = styled.button`
  font: inherit;
  color: #fff;
  background: transparent;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${(p) => p.theme.radius};
  padding: 0.4rem 0.8rem;
  cursor: pointer;
  max-width: 16rem;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 0.4rem);
  z-index: 40;
  min-width: 15rem;
  margin: 0;
  padding: 0.4rem 0;
  list-style: none;
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  box-shadow: 0 8px 20px rgba(0, 0, 0, 0.18);
  a {
    display: block;
    padding: 0.45rem 1rem;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible,
  a.active {
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.primary};
  }
  li:last-child {
    border-top: 1px solid ${(p) => p.theme.colors.border};
    margin-top: 0.3rem;
    padding-top: 0.3rem;
  }
`;

export function UserMenu() {
  const user = useAuth((s) => s.user);
  const roles = useAuth((s) => s.roles);
  const open = useMenu((s) => s.userMenu);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(
    wrapRef,
    (reason) => {
      menuStore.getState().hideUserMenu();
      if (reason === 'escape') buttonRef.current?.focus();
    },
    { enabled: open },
  );
  const listRef = useRef<HTMLUListElement>(null);
  const focusFirst = useRef(false);
  const items = userMenuItems(roles, getRuntimeConfig().oidc.productKey);

  useEffect(() => {
    if (open && focusFirst.current) listRef.current?.querySelector('a')?.focus();
    focusFirst.current = false;
  }, [open]);

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown') return;
    e.preventDefault();
    if (open) listRef.current?.querySelector('a')?.focus();
    else {
      focusFirst.current = true;
      menuStore.getState().toggleUserMenu();
    }
  };

  const onListKeyDown = (e: KeyboardEvent) => {
    const links = [...(listRef.current?.querySelectorAll('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: links.length - 1 }[e.key];
    if (next === undefined || links.length === 0) return;
    e.preventDefault();
    links[(next + links.length) % links.length]?.focus();
  };

  return (
    <Wrap ref={wrapRef}>
      <Button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="gebruikersmenu"
        onClick={() => menuStore.getState().toggleUserMenu()}
        onKeyDown={onButtonKeyDown}
        data-testid="user-menu-button"
      >
        <VisuallyHidden>{texts.userMenu.button}: </VisuallyHidden>
        {user?.name ?? texts.userMenu.button}
      </Button>
      {open && (
        <List id="gebruikersmenu" ref={listRef} aria-label={texts.userMenu.label} data-testid="user-menu" onKeyDown={onListKeyDown}>
          {items.map((item) => (
            <li key={item.key}>
              <NavLink to={item.to}>{item.label}</NavLink>
            </li>
          ))}
        </List>
      )}
    </Wrap>
  );
}
