// Test helpers: the providers the host gives a remote (theme, one QueryClient, a data router),
// a fake management API on fetch, and the toasts raised through shared/'s toast bus.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { authStore, basketStore, registerToastRenderer, theme, type BasketItem, type ToastMessage } from '@kraanvogel/shared';

export interface FakeReply {
  status: number;
  body?: unknown;
}
/** A route's reply; a route that throws stands for a request that got no answer (the connection dropped). */
export type FakeRoute = (body: unknown) => FakeReply;

/** The fake management API: 'METHOD /path?query' → reply. Unknown calls are 404. */
export function fakeApi(routes: Record<string, FakeReply | FakeRoute>) {
  const calls: { key: string; body: unknown; headers: Record<string, string> }[] = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body, headers: { ...(init?.headers as Record<string, string> | undefined) } });
    const route = routes[key];
    const reply = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { error: { message: 'niet gevonden' } } });
    return { status: reply.status, ok: reply.status >= 200 && reply.status < 300, text: async () => JSON.stringify(reply.body ?? null) } as Response;
  }) as typeof fetch;
  return calls;
}

export function captureToasts() {
  const toasts: ToastMessage[] = [];
  const unregister = registerToastRenderer((t) => toasts.push(t));
  return { toasts, unregister };
}

export function signIn(sub = 'u-1') {
  authStore.getState().signIn({ token: 'tok', expiresAt: null, user: { sub, name: 'Jan de Vries' }, role: [] });
  basketStore.getState().reset();
  basketStore.getState().setOwner(sub);
}

export const basket = (id: number, name: string, basketItems: BasketItem[] = []) => ({ id, name, basketType: 0, basketItems });
export const bestellijst = (id: number, name: string) => ({ id, name, basketType: 1, basketItems: [] });

export function renderWithShell(ui: ReactNode, { path = '/', routeHandle }: { path?: string; routeHandle?: unknown } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '/winkelwagen/:id?', element: ui, handle: routeHandle ?? { name: 'Order' } },
      { path: '*', element: ui },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, queryClient, router };
}
