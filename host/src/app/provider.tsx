// The providers that exist once, in the host; remotes render inside them (DESIGN.md).
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@kraanvogel/shared';
import { ToastBus } from '../features/toasts/toaster';
import { FontFaces } from '../theme/fonts';

import { queryClient } from '../lib/query-client';

export { queryClient };

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <FontFaces />
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastBus />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
