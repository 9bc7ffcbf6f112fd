// The shell as HTML, rendered when the host is built (tools/webpack/static-shell.cjs puts it into
// the host's index.html): the default layout — header with logo and search box, navigation,
// footer — around a page skeleton, once for desktop and once for phones (a media query shows one),
// with its CSS. The browser paints it before any JavaScript has arrived; the app replaces it with
// the same layout when its first page is ready (bootstrap.tsx), so nothing moves.
// The same components as the running shop: a change to the header is a change to this HTML.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import styled, { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { GlobalStyle, Skeleton, SkeletonText, theme } from '@kraanvogel/shared';
import { DefaultLayout } from '@/app/layout/layouts';
import { StaticViewport } from '@/hooks/use-media-query';
import { FontFaces } from '@/theme/fonts';

// In the box of shared's PageFrame, with a title and a few lines still loading.
const PageBox = styled.div`
  max-width: ${(p) => p.theme.containerMaxWidth};
  margin: 0 auto;
  padding: 1rem;
  > :first-child {
    margin: 0.5rem 0 1rem;
  }
`;

function PageSkeleton() {
  return (
    <PageBox>
      <Skeleton $width="14rem" $height="2.1rem" />
      <SkeletonText lines={4} />
    </PageBox>
  );
}

function Shell({ viewport }: { viewport: 'desktop' | 'phone' }) {
  return (
    <StaticViewport.Provider value={viewport}>
      {/* A picture of the page until the app is there: nothing in it can be used or is announced,
          and it has no ids or test ids of its own (the app's elements own them). */}
      <div className={`kv-shell-${viewport}`} inert aria-hidden="true">
        <DefaultLayout page={<PageSkeleton />} />
      </div>
    </StaticViewport.Provider>
  );
}

export function renderStaticShell(): { html: string; css: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <FontFaces />
          <GlobalStyle />
          <QueryClientProvider client={new QueryClient()}>
            <MemoryRouter>
              <Shell viewport="desktop" />
              <Shell viewport="phone" />
            </MemoryRouter>
          </QueryClientProvider>
        </ThemeProvider>,
      ),
    );
    // One variant per viewport, chosen by the same breakpoint as useIsDesktop.
    const lg = theme.breakpoints.lg;
    const choose = `@media (min-width:${lg}px){.kv-shell-phone{display:none}}@media (max-width:${lg - 0.02}px){.kv-shell-desktop{display:none}}`;
    // The collected <style> tags' rules, as one plain style element (not styled-components' own
    // attribute: the browser's styled-components then leaves it alone).
    const css = sheet
      .getStyleTags()
      .replace(/<style[^>]*>/g, '')
      .replace(/<\/style>/g, '');
    return { html: html.replace(/ (id|data-testid|aria-controls)="[^"]*"/g, ''), css: css + choose };
  } finally {
    sheet.seal();
  }
}
