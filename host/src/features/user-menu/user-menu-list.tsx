// The user menu's list: the account pages for the user's role, ending with Uitloggen; the arrow
// keys, Home and End move through the items. Loaded when the menu is about to open (user-menu.tsx).
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { CountBadge, DropdownPanel, getRuntimeConfig, useAuth, VisuallyHidden } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { userMenuItems } from './user-menu-items';

export const USER_MENU_ID = 'gebruikersmenu';

const List = styled(DropdownPanel).attrs({ as: 'ul' })`
  min-width: 15rem;
  margin: 0;
  padding: 0.4rem 0;
  list-style: none;
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

/** `focusFirst`: opened from the keyboard (ArrowDown on the button), so the first item gets the focus. */
export function UserMenuList({ focusFirst, toDecide = 0 }: { focusFirst: boolean; toDecide?: number }) {
  const roles = useAuth((s) => s.roles);
  const listRef = useRef<HTMLUListElement>(null);
  const items = userMenuItems(roles, getRuntimeConfig().oidc.productKey, toDecide);

  useEffect(() => {
    if (focusFirst) listRef.current?.querySelector('a')?.focus();
  }, [focusFirst]);

  const onKeyDown = (e: KeyboardEvent) => {
    const links = [...(listRef.current?.querySelectorAll('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: links.length - 1 }[e.key];
    if (next === undefined || links.length === 0) return;
    e.preventDefault();
    links[(next + links.length) % links.length]?.focus();
  };

  return (
    <List id={USER_MENU_ID} ref={listRef} aria-label={texts.userMenu.label} data-testid="user-menu" onKeyDown={onKeyDown}>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink to={item.to}>
            {item.label}
            {item.count !== undefined && (
              <>
                {' '}
                <CountBadge aria-hidden="true">{item.count}</CountBadge>
                <VisuallyHidden>({item.count})</VisuallyHidden>
              </>
            )}
          </NavLink>
        </li>
      ))}
    </List>
  );
}
