// Test helpers: the providers the host gives a remote (theme, query client, router).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '@kraanvogel/shared';

// jsdom does not scroll (the listing scrolls to the top on another page).
window.scrollTo = () => undefined;

export function renderWithProviders(ui: ReactNode, { path = '/', extraRoutes = [] }: { path?: string; extraRoutes?: RouteObject[] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }, ...extraRoutes], { initialEntries: [path] });
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, router, client };
}

/**
 * A fetch mock that answers the search service by operation, and the customer's own article
 * numbers (`customerNumbers`, none unless given).
 */
export function mockSearchFetch(answers: {
  search?: (body: Record<string, unknown>) => unknown;
  autocomplete?: (body: Record<string, unknown>) => unknown;
  customerNumbers?: { itemNo: string; customerItemNo: string; description: string }[];
  status?: number;
}) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url, body });
    const op = url.includes('/docs/autocomplete') ? 'autocomplete' : 'search';
    const answer = url.includes('/customer-article-numbers') ? { items: answers.customerNumbers ?? [] } : (answers[op]?.(body) ?? { value: [] });
    const status = answers.status ?? 200;
    return { ok: status < 400, status, text: async () => JSON.stringify(answer) } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls };
}
