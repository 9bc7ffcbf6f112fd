// The menu UI state: the assortment (mega) menu with its submenu and subsubmenu,
// the height of the submenu panel, the user menu and the hamburger menu of small screens.
// Transitions:
//  - toggling the menu closed also closes submenu and subsubmenu;
//  - hiding the menu closes all three;
//  - hiding the submenu closes the subsubmenu;
//  - the submenu height is stored only if greater than 0.
import { createStore, useStore } from 'zustand';

export interface MenuState {
  /** The assortment menu is open. */
  menu: boolean;
  /** Code of the level-1 node whose children show (the submenu), or null. */
  submenu: string | null;
  /** Code of the level-2 node whose children show (the subsubmenu), or null. */
  subsubmenu: string | null;
  /** Height in px of the open submenu panel; the panel keeps it while switching submenus. */
  submenuHeight: number;
  userMenu: boolean;
  /** The hamburger menu of small screens. */
  mobileMenu: boolean;

  toggleMenu: () => void;
  showMenu: () => void;
  hideMenu: () => void;
  showSubmenu: (code: string) => void;
  toggleSubmenu: (code: string) => void;
  hideSubmenu: () => void;
  showSubsubmenu: (code: string) => void;
  toggleSubsubmenu: (code: string) => void;
  hideSubsubmenu: () => void;
  setSubmenuHeight: (height: number) => void;
  toggleUserMenu: () => void;
  hideUserMenu: () => void;
  toggleMobileMenu: () => void;
  hideMobileMenu: () => void;
  /** After a navigation: every menu closes. */
  closeAll: () => void;
}

const closedMenu = { menu: false, submenu: null, subsubmenu: null } as const;

export function createMenuStore() {
  return createStore<MenuState>()((set) => ({
    ...closedMenu,
    submenuHeight: 0,
    userMenu: false,
    mobileMenu: false,

    toggleMenu: () => set((s) => (s.menu ? { ...closedMenu } : { menu: true, userMenu: false })),
    showMenu: () => set({ menu: true, userMenu: false }),
    hideMenu: () => set({ ...closedMenu }),
    // Another submenu starts without a subsubmenu of the previous one.
    showSubmenu: (code) => set((s) => (s.submenu === code ? {} : { menu: true, submenu: code, subsubmenu: null })),
    toggleSubmenu: (code) => set((s) => (s.submenu === code ? { submenu: null, subsubmenu: null } : { menu: true, submenu: code, subsubmenu: null })),
    hideSubmenu: () => set({ submenu: null, subsubmenu: null }),
    showSubsubmenu: (code) => set({ subsubmenu: code }),
    toggleSubsubmenu: (code) => set((s) => ({ subsubmenu: s.subsubmenu === code ? null : code })),
    hideSubsubmenu: () => set({ subsubmenu: null }),
    setSubmenuHeight: (height) => set((s) => (height > 0 && height !== s.submenuHeight ? { submenuHeight: height } : {})),
    toggleUserMenu: () => set((s) => (s.userMenu ? { userMenu: false } : { userMenu: true, ...closedMenu })),
    hideUserMenu: () => set({ userMenu: false }),
    toggleMobileMenu: () => set((s) => (s.mobileMenu ? { mobileMenu: false, ...closedMenu } : { mobileMenu: true, userMenu: false })),
    hideMobileMenu: () => set({ mobileMenu: false, ...closedMenu }),
    closeAll: () => set({ ...closedMenu, userMenu: false, mobileMenu: false }),
  }));
}

export type MenuStore = ReturnType<typeof createMenuStore>;

export const menuStore: MenuStore = createMenuStore();

export function useMenu<T>(selector: (s: MenuState) => T): T {
  return useStore(menuStore, selector);
}
