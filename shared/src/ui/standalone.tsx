// Lets a remote run alone in development (`pnpm --filter <remote> dev`), with the same
// providers the host gives it, so a team can work on its screens without the others.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme } from '../theme/theme';
import { GlobalStyle } from '../theme/global-style';

export function mountStandalone(routes: RouteObject[], element = document.getElementById('root')) {
  if (!element) return;
  const router = createBrowserRouter(routes);
  createRoot(element).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}
