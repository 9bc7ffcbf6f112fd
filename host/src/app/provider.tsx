// The providers that exist once, in the host; remotes render inside them (DESIGN.md).
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@kraanvogel/shared';
import { ToastBus } from '../features/toasts/toaster';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastBus />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
