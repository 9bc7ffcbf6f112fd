// The user menu in the header: the signed-in user's name opens the list of account
// pages for their role, ending with Uitloggen. Escape or a click outside closes it; the arrow
// keys move through the items (ArrowDown on the button opens the list at its first item).
// The list's code (user-menu-list.tsx) is loaded when a pointer or the focus reaches the button.
import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, CountBadge, getRuntimeConfig, useAuth, useDismiss, usePurchaseRequestCount, VisuallyHidden } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { menuStore, useMenu } from '@/stores/menu-store';
import { lazyPart } from '@/lib/lazy-part';
import { mayDecide } from './may-decide';

// Its id, as user-menu-list.tsx gives it (importing it would bring the list back into the boot).
const USER_MENU_ID = 'gebruikersmenu';
const UserMenuList = lazyPart(() => import(/* webpackChunkName: "user-menu" */ './user-menu-list').then((m) => m.UserMenuList));

const Wrap = styled.div`
  position: relative;
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export function UserMenu() {
  const user = useAuth((s) => s.user);
  const roles = useAuth((s) => s.roles);
  // The purchase requests waiting for this user: a count on the button and beside 'Goed te keuren'.
  const { data: toDecide = 0 } = usePurchaseRequestCount(!!user && mayDecide(roles, getRuntimeConfig().oidc.productKey));
  const open = useMenu((s) => s.userMenu);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [focusFirst, setFocusFirst] = useState(false);
  useDismiss(
    wrapRef,
    (reason) => {
      menuStore.getState().hideUserMenu();
      if (reason === 'escape') buttonRef.current?.focus();
    },
    { enabled: open },
  );

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown') return;
    e.preventDefault();
    if (open) document.getElementById(USER_MENU_ID)?.querySelector('a')?.focus();
    else {
      setFocusFirst(true);
      menuStore.getState().toggleUserMenu();
    }
  };

  return (
    <Wrap ref={wrapRef}>
      <Button
        variant="onDark"
        size="bar"
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={USER_MENU_ID}
        onClick={() => {
          setFocusFirst(false);
          menuStore.getState().toggleUserMenu();
        }}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={UserMenuList.preload}
        onFocus={UserMenuList.preload}
        data-testid="user-menu-button"
      >
        <VisuallyHidden>{texts.userMenu.button}: </VisuallyHidden>
        <Name>{user?.name ?? texts.userMenu.button}</Name>
        {toDecide > 0 && (
          <>
            <CountBadge aria-hidden="true" data-testid="user-menu-count">
              {toDecide}
            </CountBadge>
            <VisuallyHidden>, {texts.userMenu.toDecide(toDecide)}</VisuallyHidden>
          </>
        )}
      </Button>
      {open && <UserMenuList focusFirst={focusFirst} toDecide={toDecide} />}
    </Wrap>
  );
}
