// The root of every page: picks the layout the matched routes ask for (handle.layout, the
// deepest wins), and hosts what runs on every page: the online status,
// page-view tracking, closing the menus after a navigation, moving the focus to the new page's
// heading (RouteFocus), and checkout's answering of add-to-basket intents. The loading bar is in
// each layout's page area (PageOutlet), inside its main landmark.
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useAuth, type LayoutName, type RouteHandle } from '@kraanvogel/shared';
import { menuStore } from '@/stores/menu-store';
import { OnlineStatus } from '@/features/tracking/online-status';
import { usePageViewTracking } from '@/features/tracking/use-page-view-tracking';
import { RemoteWidget } from '@/federation/remote-widget';
import { BlankLayout, DefaultLayout, RegistrationLayout, SimpleLayout } from './layouts';
import { RouteFocus } from './route-focus';

const none = () => null;

export function useLayoutName(): LayoutName {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = (matches[i]!.handle as RouteHandle | undefined)?.layout;
    if (layout) return layout;
  }
  return 'default';
}

export function AppShell() {
  const layout = useLayoutName();
  const authenticated = useAuth((s) => s.authenticated);
  const { pathname } = useLocation();
  usePageViewTracking();
  useEffect(() => menuStore.getState().closeAll(), [pathname]);

  let body;
  if (layout === 'blank') body = <BlankLayout />;
  else if (layout === 'registration') body = <RegistrationLayout />;
  else if (layout === 'simple' || !authenticated) body = <SimpleLayout />;
  else body = <DefaultLayout />;

  return (
    <>
      <OnlineStatus />
      {/* Adding to a basket works on every signed-in page, whatever its layout shows. */}
      {authenticated && <RemoteWidget remote="checkout" exposed="BasketIntents" fallback={none} />}
      {body}
      <RouteFocus />
    </>
  );
}
