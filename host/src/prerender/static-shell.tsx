// The shell as HTML, rendered when the host is built (tools/webpack/static-shell.cjs puts it into
// the host's index.html): the default layout — header with logo and search box, navigation,
// footer — around a page skeleton, once for desktop and once for phones (a media query shows one),
// with its CSS. The browser paints it before any JavaScript has arrived; the app replaces it with
// the same layout when its first page is ready (bootstrap.tsx), so nothing moves.
// The same components as the running shop: a change to the header is a change to this HTML.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import styled, { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { GlobalStyle, PageFrame, Skeleton, SkeletonText, theme } from '@kraanvogel/shared';
import { DefaultLayout } from '@/app/layout/layouts';
import { StaticViewport } from '@/hooks/use-media-query';
import { FontFaces } from '@/theme/fonts';
import { texts } from '@/texts';

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

/**
 * The page's part where the server knows its title (api's static-site, from the version folders'
 * shell-titles.json): shared's PageFrame with that title, so that the heading is painted from the
 * HTML at the place and size the page's own render gives it, above the skeleton of its content.
 */
function TitledPageSkeleton() {
  return (
    <PageFrame title={TITLE}>
      <SkeletonText lines={4} />
    </PageFrame>
  );
}

// Where the server puts the title (HTML-escaped), and the marks around the page's part.
const TITLE = '{title}';
const PAGE_MARK = 'kv-page-part';

/** The host's own pages' titles (tools/webpack/static-shell.cjs writes them to shell-titles.json). */
export function shellTitles(): Record<string, { param?: string; title: string }[]> {
  return { '/': [{ title: texts.home.welcome }] };
}

function Shell({ viewport }: { viewport: 'desktop' | 'phone' }) {
  return (
    <StaticViewport.Provider value={viewport}>
      {/* A picture of the page until the app is there: nothing in it can be used or is announced,
          and it has no ids or test ids of its own (the app's elements own them). */}
      <div className={`kv-shell-${viewport}`} inert aria-hidden="true">
        <DefaultLayout page={PAGE_MARK} />
      </div>
    </StaticViewport.Provider>
  );
}

export function renderStaticShell(): { html: string; css: string; titledPage: string } {
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
    // The page's part alone, in both variants: the skeleton, and the titled one for the server.
    const part = (page: ReactElement) =>
      renderToString(
        sheet.collectStyles(
          <ThemeProvider theme={theme}>
            <MemoryRouter>{page}</MemoryRouter>
          </ThemeProvider>,
        ),
      );
    const skeleton = part(<PageSkeleton />);
    const titledPage = part(<TitledPageSkeleton />);
    if (!html.includes(PAGE_MARK) || !titledPage.includes(TITLE)) throw new Error('static shell: de plaats van de pagina of de titel ontbreekt');
    // One variant per viewport, chosen by the same breakpoint as useIsDesktop.
    const lg = theme.breakpoints.lg;
    const choose = `@media (min-width:${lg}px){.kv-shell-phone{display:none}}@media (max-width:${lg - 0.02}px){.kv-shell-desktop{display:none}}`;
    // The collected <style> tags' rules, as one plain style element (not styled-components' own
    // attribute: the browser's styled-components then leaves it alone).
    const css = sheet
      .getStyleTags()
      .replace(/<style[^>]*>/g, '')
      .replace(/<\/style>/g, '');
    const clean = (h: string) => h.replace(/ (id|data-testid|aria-controls)="[^"]*"/g, '');
    // The server finds the page's part between these comments (api's static-site).
    const page = `<!--kv-page-->${clean(skeleton)}<!--/kv-page-->`;
    return { html: clean(html).split(PAGE_MARK).join(page), css: css + choose, titledPage: clean(titledPage) };
  } finally {
    sheet.seal();
  }
}
