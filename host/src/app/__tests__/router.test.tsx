/** @jest-environment node */
// The real route tree in a memory router: every navigation runs the shell's middleware on the
// 'page' route, publicness comes from the matched routes' handles, an unknown middleware is a
// 500 in the page's error boundary, and /auth sends the user on to the page first asked for.
import { createMemoryRouter, isRouteErrorResponse, type RouteObject } from 'react-router';
import { authStore } from '@kraanvogel/shared';
import { createHostRoutes, PAGE_ROUTE_ID } from '../router';
import type { MiddlewareRegistry } from '../middleware/route-middleware';
import { createShellMiddleware } from '../middleware/shell-middleware';
import { QueryClient } from '@tanstack/react-query';

function setup(initial: string, extra: RouteObject[] = [], registry?: MiddlewareRegistry) {
  const auth = {
    completeSignIn: jest.fn(async () => '/zoeken?phrase=kraan'),
    logout: jest.fn(async () => undefined),
    sessionEnded: jest.fn(() => false),
  };
  const middleware =
    registry ??
    createShellMiddleware({ queryClient: new QueryClient(), auth, loadBaskets: async () => true, loadDiscounts: async () => [] });
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  const routes = createHostRoutes({ auth, middleware, currentRoutes: () => (router?.routes as RouteObject[]) ?? routes, extraPageRoutes: extra });
  router = createMemoryRouter(routes, { initialEntries: [initial] });
  return { router, auth };
}

async function settled(router: ReturnType<typeof createMemoryRouter>) {
  for (let i = 0; i < 50 && (router.state.navigation.state !== 'idle' || !router.state.initialized); i++) {
    await new Promise((r) => setTimeout(r, 5));
  }
  return router.state;
}

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  authStore.getState().signOut();
  global.fetch = jest.fn(async () => answer(200, [])) as unknown as typeof fetch;
});

describe('the router with the shell middleware', () => {
  it('a logged-out visit of a protected page ends on /login with the way back', async () => {
    const { router } = setup('/mijnaccount/mijnfacturen', [{ path: 'mijnaccount/mijnfacturen', element: null }]);
    const state = await settled(router);
    expect(state.location.pathname).toBe('/login');
    expect(state.location.search).toBe('?redirect=%2Fmijnaccount%2Fmijnfacturen');
  });

  it('public pages and the 404 page stay reachable when logged out', async () => {
    const { router } = setup('/login');
    expect((await settled(router)).location.pathname).toBe('/login');
    await router.navigate('/bestaat/niet');
    const state = await settled(router);
    expect(state.location.pathname).toBe('/bestaat/niet');
    expect(state.matches.at(-1)!.route.path).toBe('*');
  });

  it('runs the middleware again on every navigation', async () => {
    const calls: string[] = [];
    const registry: MiddlewareRegistry = {
      auth: ({ url }) => void calls.push(`auth ${url.pathname}`),
      assortimentmenu: () => void calls.push('assortimentmenu'),
      baskets: () => void calls.push('baskets'),
      discounts: () => void calls.push('discounts'),
    };
    const { router } = setup('/', [{ path: 'a', element: null }, { path: 'b', element: null }], registry);
    await settled(router);
    await router.navigate('/a');
    await settled(router);
    await router.navigate('/b');
    await settled(router);
    expect(calls).toEqual([
      'auth /', 'assortimentmenu', 'baskets', 'discounts',
      'auth /a', 'assortimentmenu', 'baskets', 'discounts',
      'auth /b', 'assortimentmenu', 'baskets', 'discounts',
    ]);
  });

  it("a page's loader starts while the shell's data steps load (each started without waiting for the one before), after auth; the page shows when all are done", async () => {
    const calls: string[] = [];
    let finishBaskets!: () => void;
    const registry: MiddlewareRegistry = {
      auth: () => void calls.push('auth'),
      assortimentmenu: () => void calls.push('assortimentmenu'),
      baskets: () => {
        calls.push('baskets');
        return new Promise<void>((resolve) => (finishBaskets = resolve));
      },
      discounts: () => void calls.push('discounts'),
    };
    const page = { path: 'a', loader: () => (calls.push('loader a'), null), element: null };
    const { router } = setup('/', [page], registry);
    await new Promise((r) => setTimeout(r, 20));
    finishBaskets();
    await settled(router);
    calls.length = 0;
    void router.navigate('/a');
    await new Promise((r) => setTimeout(r, 20));
    // Baskets still loading: discounts started beside it, the page's loader ran, the page is not
    // shown yet.
    expect(calls).toEqual(['auth', 'assortimentmenu', 'baskets', 'discounts', 'loader a']);
    expect(router.state.location.pathname).toBe('/');
    finishBaskets();
    const state = await settled(router);
    expect(calls).toEqual(['auth', 'assortimentmenu', 'baskets', 'discounts', 'loader a']);
    expect(state.location.pathname).toBe('/a');
  });

  it('a failing data step still gives the error page', async () => {
    const registry: MiddlewareRegistry = {
      auth: () => undefined,
      assortimentmenu: () => undefined,
      baskets: () => Promise.reject(new Response('', { status: 503, statusText: 'Service Unavailable' })),
      discounts: () => undefined,
    };
    const { router } = setup('/a', [{ path: 'a', handle: { public: true }, element: null }], registry);
    const state = await settled(router);
    const error = state.errors?.[PAGE_ROUTE_ID];
    expect(isRouteErrorResponse(error) && error.status).toBe(503);
  });

  it('an unknown middleware named by a route gives a 500 in the page area', async () => {
    const { router } = setup('/kapot', [{ path: 'kapot', handle: { public: true, middleware: ['bestaatniet'] }, element: null }]);
    const state = await settled(router);
    const error = state.errors?.[PAGE_ROUTE_ID];
    expect(isRouteErrorResponse(error)).toBe(true);
    expect((error as { status: number }).status).toBe(500);
    expect((error as { data: string }).data).toBe('Onbekende middleware: bestaatniet');
  });

  it('/auth completes the sign-in and goes on to the page first asked for', async () => {
    const { router, auth } = setup('/auth?code=c&state=s');
    const state = await settled(router);
    expect(auth.completeSignIn).toHaveBeenCalledWith('http://localhost/auth?code=c&state=s');
    expect(`${state.location.pathname}${state.location.search}`).toBe('/zoeken?phrase=kraan');
  });

  it('a failed sign-in return is an error page with the reason', async () => {
    const { router, auth } = setup('/login');
    await settled(router);
    auth.completeSignIn.mockRejectedValueOnce(new Error('invalid_grant'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await router.navigate('/auth?code=oud&state=s');
    const state = await settled(router);
    expect((state.errors?.[PAGE_ROUTE_ID] as Error).message).toBe('Inloggen is niet gelukt: invalid_grant');
  });

  it('a used or unknown sign-in state gets a Dutch reason; a signed-in user at /auth just goes home', async () => {
    const { router, auth } = setup('/login');
    await settled(router);
    auth.completeSignIn.mockRejectedValueOnce(new Error('No matching state found in storage'));
    await router.navigate('/auth?code=c&state=oud');
    let state = await settled(router);
    expect((state.errors?.[PAGE_ROUTE_ID] as Error).message).toBe('Inloggen is niet gelukt: deze inlogpoging is verlopen of al afgerond. Log opnieuw in.');
    authStore.getState().signIn({ token: 't', expiresAt: null, user: { sub: 'u', name: 'Jan' }, role: [] });
    await router.navigate('/auth?code=c&state=s');
    state = await settled(router);
    expect(state.location.pathname).toBe('/');
    expect(auth.completeSignIn).toHaveBeenCalledTimes(1);
  });

  it('/logout logs out', async () => {
    authStore.getState().signIn({ token: 't', expiresAt: null, user: { sub: 'u', name: 'Jan' }, role: [] });
    const { router, auth } = setup('/logout');
    await settled(router);
    expect(auth.logout).toHaveBeenCalled();
  });
});
