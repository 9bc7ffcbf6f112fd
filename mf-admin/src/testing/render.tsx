// Test helpers: the providers the host gives a remote (theme, one QueryClient, a data router with
// an error element like the host's), a fake API on fetch that records every call by method and
// path (the query string apart), the toasts raised through shared/'s toast bus, and a signed-in
// user with roles.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, isRouteErrorResponse, RouterProvider, useRouteError, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { authStore, registerToastRenderer, theme, type ToastMessage } from '@kraanvogel/shared';

export interface FakeReply {
  status: number;
  body?: unknown;
}
export interface FakeCall {
  key: string;
  query: URLSearchParams;
  body: unknown;
  /** The Authorization header it carried. */
  auth?: string;
}

/** The fake API: 'METHOD /path' → reply or a function of the call. Unknown calls are 404. */
export function fakeApi(routes: Record<string, FakeReply | ((call: FakeCall) => FakeReply)>) {
  const calls: FakeCall[] = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const u = new URL(String(url), 'http://localhost');
    const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
    const call = { key: `${init?.method ?? 'GET'} ${u.pathname}`, query: u.searchParams, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, auth };
    calls.push(call);
    const route = routes[call.key];
    const reply = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { error: { code: 'NotFound', message: 'Niet gevonden' } } });
    return { status: reply.status, ok: reply.status >= 200 && reply.status < 300, text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)) } as Response;
  }) as typeof fetch;
  return calls;
}

export function captureToasts() {
  const toasts: ToastMessage[] = [];
  const unregister = registerToastRenderer((t) => toasts.push(t));
  return { toasts, unregister };
}

export const ADMIN = ['kraanvogel_Admin'];
export const MAIN_USER = ['kraanvogelklant_Hoofdgebruiker'];

export function signIn(role: string[]) {
  authStore.getState().signIn({ token: 'tok', expiresAt: null, user: { sub: 'u-test', name: 'Test' }, role });
}

function ErrorStatus() {
  const error = useRouteError();
  return <p data-testid="error-status">{isRouteErrorResponse(error) ? error.status : 500}</p>;
}

/** Renders the routes at `path` inside a page route with an error element, with the shell's providers. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const router = createMemoryRouter([{ path: '/', errorElement: <ErrorStatus />, HydrateFallback: () => null, children: routes }], { initialEntries: [path] });
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, queryClient, router };
}
