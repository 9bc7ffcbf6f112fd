// Barlow, shipped with the app (no external font service; DESIGN.md): the latin subset in the
// weights the shop uses, woff2, font-display swap, so text shows at once in Arial (the theme's
// fallback) and switches when Barlow has arrived. The host's page preloads these files
// (BootPreload's `bootFonts`, host/webpack.config.cjs), so they arrive with the boot scripts.
import { createGlobalStyle } from 'styled-components';
import barlow400 from '@fontsource/barlow/files/barlow-latin-400-normal.woff2';
import barlow600 from '@fontsource/barlow/files/barlow-latin-600-normal.woff2';
import barlow700 from '@fontsource/barlow/files/barlow-latin-700-normal.woff2';

const LATIN = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export const BARLOW_FILES = { 400: barlow400, 600: barlow600, 700: barlow700 } as const;

export const FontFaces = createGlobalStyle`
  ${Object.entries(BARLOW_FILES)
    .map(
      ([weight, url]) => `@font-face {
    font-family: 'Barlow';
    font-style: normal;
    font-display: swap;
    font-weight: ${weight};
    src: url(${url}) format('woff2');
    unicode-range: ${LATIN};
  }`,
    )
    .join('\n')}
`;
