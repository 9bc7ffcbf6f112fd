import { createMenuStore, type MenuStore } from './menu-store';

describe('menu store', () => {
  let store: MenuStore;
  const state = () => store.getState();
  beforeEach(() => {
    store = createMenuStore();
  });

  it('starts with every menu closed', () => {
    expect(state()).toMatchObject({ menu: false, submenu: null, subsubmenu: null, submenuHeight: 0, userMenu: false, mobileMenu: false });
  });

  it('toggling the menu closed also closes submenu and subsubmenu', () => {
    state().toggleMenu();
    state().showSubmenu('sanitair');
    state().showSubsubmenu('kranen');
    expect(state()).toMatchObject({ menu: true, submenu: 'sanitair', subsubmenu: 'kranen' });
    state().toggleMenu();
    expect(state()).toMatchObject({ menu: false, submenu: null, subsubmenu: null });
    state().toggleMenu();
    expect(state()).toMatchObject({ menu: true, submenu: null, subsubmenu: null });
  });

  it('hiding the menu closes all three', () => {
    state().showMenu();
    state().showSubmenu('verwarming');
    state().showSubsubmenu('radiatoren');
    state().hideMenu();
    expect(state()).toMatchObject({ menu: false, submenu: null, subsubmenu: null });
  });

  it('hiding the submenu closes the subsubmenu but keeps the menu open', () => {
    state().showMenu();
    state().showSubmenu('sanitair');
    state().showSubsubmenu('kranen');
    state().hideSubmenu();
    expect(state()).toMatchObject({ menu: true, submenu: null, subsubmenu: null });
  });

  it('hiding the subsubmenu keeps the submenu', () => {
    state().showSubmenu('sanitair');
    state().showSubsubmenu('kranen');
    state().hideSubsubmenu();
    expect(state()).toMatchObject({ submenu: 'sanitair', subsubmenu: null });
  });

  it('another submenu starts without the previous subsubmenu; the same one keeps it', () => {
    state().showSubmenu('sanitair');
    state().showSubsubmenu('kranen');
    state().showSubmenu('sanitair');
    expect(state().subsubmenu).toBe('kranen');
    state().showSubmenu('verwarming');
    expect(state()).toMatchObject({ submenu: 'verwarming', subsubmenu: null });
  });

  it('toggles a submenu and subsubmenu open and closed (small screens)', () => {
    state().toggleSubmenu('sanitair');
    state().toggleSubsubmenu('kranen');
    expect(state()).toMatchObject({ submenu: 'sanitair', subsubmenu: 'kranen' });
    state().toggleSubsubmenu('kranen');
    expect(state().subsubmenu).toBeNull();
    state().toggleSubsubmenu('kranen');
    state().toggleSubmenu('sanitair');
    expect(state()).toMatchObject({ submenu: null, subsubmenu: null });
  });

  it('stores the submenu height only if greater than 0', () => {
    state().setSubmenuHeight(320);
    expect(state().submenuHeight).toBe(320);
    state().setSubmenuHeight(0);
    expect(state().submenuHeight).toBe(320);
    state().setSubmenuHeight(-5);
    expect(state().submenuHeight).toBe(320);
    state().setSubmenuHeight(410);
    expect(state().submenuHeight).toBe(410);
  });

  it('opening the user menu closes the assortment menu, and the other way round', () => {
    state().showMenu();
    state().showSubmenu('sanitair');
    state().toggleUserMenu();
    expect(state()).toMatchObject({ userMenu: true, menu: false, submenu: null });
    state().toggleMenu();
    expect(state()).toMatchObject({ userMenu: false, menu: true });
  });

  it('closing the hamburger menu closes the assortment tree in it', () => {
    state().toggleMobileMenu();
    state().toggleSubmenu('sanitair');
    state().toggleSubsubmenu('kranen');
    state().toggleMobileMenu();
    expect(state()).toMatchObject({ mobileMenu: false, menu: false, submenu: null, subsubmenu: null });
  });

  it('a navigation closes every menu', () => {
    state().toggleMobileMenu();
    state().toggleSubmenu('sanitair');
    state().toggleUserMenu();
    state().closeAll();
    expect(state()).toMatchObject({ menu: false, submenu: null, subsubmenu: null, userMenu: false, mobileMenu: false });
  });
});
