// The one router of the shop. Host routes are declared here; a remote's routes are added on the
// first navigation to a URL it owns (patchRoutesOnNavigation), loaded through the federation
// runtime. A remote that cannot load gets a fallback route in its own area instead.
// Every navigation first runs the shell's route middleware (auth, assortimentmenu, baskets,
// discounts) on the pathless 'page' route, whose error element is the error page; the data
// steps run alongside the page's own loaders (shellMiddleware).
import { createBrowserRouter, matchRoutes, redirect, type MiddlewareFunction, type RouteObject } from 'react-router';
import { authStore, getRuntimeConfig, shopRouterContext, type RouteHandle } from '@kraanvogel/shared';
import { AppShell } from './layout/app-shell';
import { ErrorPage, RouteError } from '../features/errors/error-page';
import { RemoteFallback, reloadPage } from '../components/remote-fallback';
import { HomePage } from '../features/home/home-page';
import { getAuthClient } from '../features/auth/auth';
import { isExpectedAuthError, reportAuthError, type AuthClient } from '../features/auth/auth-client';
import { texts } from '../texts';
import { loadExposed, prefetchWidget } from '../federation/remotes';
import { isChunkLoadError, reloadOnceForChunkError } from '../runtime-plugin/chunk-reload';
import { createShellMiddleware } from './middleware/shell-middleware';
import { DATA_MIDDLEWARE, middlewareNames, runMiddleware, startMiddleware, type MiddlewareRegistry, type ShellRouteHandle } from './middleware/route-middleware';

export type { ShellRouteHandle };
import { queryClient } from '../lib/query-client';
import { ownerOf, URL_OWNERS, type RemoteName } from './url-owners';
import { isAdministrator } from '../lib/administrator';
import { nextTask } from '../lib/next-task';

export const PAGE_ROUTE_ID = 'page';

const BootFallback = () => null;

// The sign-in pages are seen once per session at most: their code is not part of the boot.
const authPages = () => import(/* webpackChunkName: "auth-pages" */ '../features/auth/auth-pages');

export interface HostRouteDeps {
  auth: Pick<AuthClient, 'completeSignIn' | 'logout'>;
  middleware: MiddlewareRegistry;
  /** The router's current route tree (with the remotes' routes patched in). */
  currentRoutes: () => RouteObject[];
  /** Extra page routes (tests). */
  extraPageRoutes?: RouteObject[];
}

const publicRoute = (layout?: RouteHandle['layout']): ShellRouteHandle => ({ public: true, ...(layout ? { layout } : {}) });

export function createHostRoutes(deps: HostRouteDeps): RouteObject[] {
  // auth decides first (sign-in, redirects); then the data steps (menu, baskets, discounts, started
  // in that order, each without waiting for the one before: startMiddleware) load while the
  // route's own middleware, loaders and lazy code run: the page's data
  // calls start with its code, not after three rounds of shell data. The page renders when both
  // are done, and a failed data step still gives the error page.
  const shellMiddleware: MiddlewareFunction = async ({ request }, next) => {
    const url = new URL(request.url);
    const handles = (matchRoutes(deps.currentRoutes(), url.pathname) ?? []).map((m) => (m.route.handle ?? {}) as ShellRouteHandle);
    const ctx = { url, handles, isPublic: handles.some((h) => h.public) };
    const names = middlewareNames(handles);
    await runMiddleware(deps.middleware, ctx, names.filter((n) => n === 'auth'));
    // Each data step, and then the route's own steps and loaders, in a task of its own: started
    // together in one task, their requests and the route's code were one long task on a phone.
    const { done: data } = await startMiddleware(deps.middleware, ctx, names.filter((n) => DATA_MIDDLEWARE.includes(n)), nextTask);
    // Awaited below; a failure while the route's own steps throw first is not left unhandled.
    data.catch(() => undefined);
    await nextTask();
    await runMiddleware(deps.middleware, ctx, names.filter((n) => n !== 'auth' && !DATA_MIDDLEWARE.includes(n)));
    const result = await next();
    await data;
    return result;
  };

  return [
    {
      id: 'root',
      path: '/',
      element: <AppShell />,
      // Nothing renders until the first navigation's middleware and loaders are done (the shell
      // needs to know who is signed in); said explicitly, so the router does not warn about it.
      HydrateFallback: BootFallback,
      children: [
        {
          id: PAGE_ROUTE_ID,
          errorElement: <RouteError />,
          middleware: [shellMiddleware],
          // Middleware runs when a loader runs: this one makes it run on every navigation.
          loader: () => null,
          shouldRevalidate: () => true,
          children: [
            {
              index: true,
              // The home blocks' data goes out with the shell's data, not after the first render.
              loader: () => {
                prefetchWidget('catalog', 'HomeBlocks', queryClient);
                return null;
              },
              element: <HomePage />,
            },
            { path: 'login', handle: publicRoute('simple'), lazy: { Component: async () => (await authPages()).LoginPage } },
            {
              path: 'auth',
              handle: publicRoute('blank'),
              loader: async ({ request }) => {
                // Back to /auth after signing in (history, reload): nothing to complete.
                if (authStore.getState().authenticated) return redirect('/');
                let next: string;
                try {
                  next = await deps.auth.completeSignIn(request.url);
                } catch (error) {
                  reportAuthError(error);
                  const reason = isExpectedAuthError(error) ? texts.auth.signInStale : error instanceof Error ? error.message : String(error);
                  throw new Error(texts.auth.signInFailed(reason));
                }
                return redirect(next);
              },
              lazy: { Component: async () => (await authPages()).AuthCallbackPage },
            },
            {
              path: 'logout',
              handle: publicRoute('blank'),
              loader: async () => {
                await deps.auth.logout();
                return null;
              },
              lazy: { Component: async () => (await authPages()).LogoutPage },
            },
            ...(deps.extraPageRoutes ?? []),
            { path: '*', handle: publicRoute(), element: <ErrorPage status={404} unknownPath /> },
          ],
        },
      ],
    },
  ];
}

const patched = new Set<RemoteName>();

/** Whether the signed-in user may have a remote's routes: mf-admin's only for an administrator. */
export function mayLoad(remote: RemoteName): boolean {
  if (remote !== 'admin') return true;
  return isAdministrator(authStore.getState().roles, getRuntimeConfig().oidc.productKey);
}

function fallbackRoutes(remote: RemoteName): RouteObject[] {
  return URL_OWNERS[remote].flatMap((prefix) => {
    const path = prefix.slice(1);
    const element = <RemoteFallback onRetry={reloadPage} />;
    return [{ path, element }, { path: `${path}/*`, element }];
  });
}

export function createRouter() {
  const auth = getAuthClient();
  let router: ReturnType<typeof createBrowserRouter> | null = null;
  const routes = createHostRoutes({
    auth,
    middleware: createShellMiddleware({ queryClient, auth }),
    currentRoutes: () => (router?.routes as RouteObject[] | undefined) ?? routes,
  });
  router = createBrowserRouter(routes, {
    // Every loader (the remotes' too) gets the one QueryClient: loaders prime it, pages read it.
    getContext: () => shopRouterContext(queryClient),
    async patchRoutesOnNavigation({ path, patch }) {
      const remote = ownerOf(path);
      if (!remote || patched.has(remote)) return;
      // The back office is loaded for administrators only: for anyone else its URLs stay unknown
      // (the 404 page) and not a byte of its code is fetched. Not remembered, so that a sign-in
      // as an administrator later finds it.
      if (!mayLoad(remote)) return;
      patched.add(remote);
      try {
        const mod = await loadExposed(remote, 'routes');
        patch(PAGE_ROUTE_ID, mod.routes);
      } catch (error) {
        if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
        console.error(`Remote ${remote} kon niet worden geladen`, error);
        patch(PAGE_ROUTE_ID, fallbackRoutes(remote));
      }
    },
  });
  return router;
}
