// The shell's four global middleware steps, in this order:
//  auth            — an ended session logs out; a logged-out visitor of a protected page goes to
//                    /login (and comes back after sign-in); a signed-in user skips /login;
//  assortimentmenu — the header's data: the navigation tree of the mega menu, and the count of
//                    purchase requests the user may decide (the user menu's badge);
//  baskets         — baskets, order lists and the current basket (shared/src/basket, mf-checkout's);
//  discounts       — the user's discounts of today (shared/src/discounts, mf-catalog's).
// Basket, assortment and discount data load only for a logged-in user. Offline the page does not
// wait for them (TanStack Query holds a request until the connection returns): it shows what is
// cached, and the requests go out when the connection is back.
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { authStore, getRuntimeConfig, loadBaskets, loadDiscounts, navigationQueryOptions, purchaseRequestCountQueryOptions } from '@kraanvogel/shared';
import { mayDecide } from '@/features/user-menu/may-decide';
import { safeReturnTo } from '@/features/auth/auth-client';
import { loginRedirect, type MiddlewareRegistry } from './route-middleware';

export interface ShellMiddlewareDeps {
  queryClient: QueryClient;
  auth: { sessionEnded: () => boolean; logout: () => Promise<void> };
  loadBaskets?: (qc: QueryClient) => Promise<unknown>;
  loadDiscounts?: () => Promise<unknown>;
}

const loggedIn = () => authStore.getState().authenticated;

/** The step's data, awaited only while online. */
const unlessOffline = async (work: Promise<unknown>) => {
  if (typeof navigator === 'undefined' || navigator.onLine) await work;
  else work.catch(() => undefined);
};

export function createShellMiddleware(deps: ShellMiddlewareDeps): MiddlewareRegistry {
  const baskets = deps.loadBaskets ?? loadBaskets;
  const discounts = deps.loadDiscounts ?? loadDiscounts;
  return {
    async auth({ url, isPublic }) {
      if (deps.auth.sessionEnded()) {
        await deps.auth.logout();
        throw redirect('/login');
      }
      if (!loggedIn()) {
        if (!isPublic) throw loginRedirect(url);
        return;
      }
      // A procurement system's start link (punch-out) signs its buyer in even over another sign-in.
      if (url.pathname === '/login' && !url.searchParams.has('punchout')) throw redirect(safeReturnTo(url.searchParams.get('redirect')));
    },
    async assortimentmenu() {
      if (!loggedIn()) return;
      const { roles } = authStore.getState();
      // Never blocks the page: the badge and the menu show their own state when this fails.
      if (mayDecide(roles, getRuntimeConfig().oidc.productKey)) void deps.queryClient.prefetchQuery(purchaseRequestCountQueryOptions());
      await unlessOffline(deps.queryClient.prefetchQuery(navigationQueryOptions()));
    },
    async baskets() {
      if (loggedIn()) await unlessOffline(baskets(deps.queryClient));
    },
    async discounts() {
      if (loggedIn()) await unlessOffline(discounts());
    },
  };
}
