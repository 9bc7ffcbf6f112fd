// Test helpers: the providers the host gives a remote (theme, one QueryClient, a data router), a
// fake API on fetch that records every call, the toasts raised through shared/'s toast bus, and
// a signed-in user with roles.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { authStore, registerToastRenderer, theme, type ToastMessage } from '@kraanvogel/shared';

export interface FakeReply {
  status: number;
  body?: unknown;
}
export type FakeRoute = (body: unknown, url: URL) => FakeReply;
export interface FakeCall {
  key: string;
  body: unknown;
}

/** The fake API: 'METHOD /path?query' → reply (a function may answer differently each time). Unknown calls are 404. */
export function fakeApi(routes: Record<string, FakeReply | FakeRoute>) {
  const calls: FakeCall[] = [];
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const route = routes[key];
    const reply = typeof route === 'function' ? route(body, new URL(String(url), 'http://localhost')) : (route ?? { status: 404, body: { error: { code: 'NotFound', message: 'Niet gevonden' } } });
    return { status: reply.status, ok: reply.status >= 200 && reply.status < 300, text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)) } as Response;
  }) as typeof fetch;
  return calls;
}

/** A 400 in the api's error envelope naming one field. */
export const invalid = (member: string, message: string): FakeReply => ({
  status: 400,
  body: { error: { code: 'Validation', message, validationErrors: [{ message, members: [member] }] } },
});

export function captureToasts() {
  const toasts: ToastMessage[] = [];
  const unregister = registerToastRenderer((t) => toasts.push(t));
  return { toasts, unregister };
}

export const ROLES = {
  main: ['kraanvogelklant_Hoofdgebruiker'],
  employee: ['kraanvogelklant_Medewerker'],
  warehouse: ['kraanvogelklant_Magazijn'],
};

export function signIn(role: string[] = ROLES.main, sub = 'u-100001-main') {
  authStore.getState().signIn({ token: 'tok', expiresAt: null, user: { sub, name: 'Jan de Vries', customerNumber: '100001' }, role });
}

/** Renders `ui` at `path` (or the given routes), with the shell's providers. */
export function renderWithShell(ui: ReactNode | null, { path = '/', routes }: { path?: string; routes?: RouteObject[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, queryClient, router };
}
