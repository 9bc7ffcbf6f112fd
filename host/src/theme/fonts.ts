// Barlow, shipped with the app (no external font service; DESIGN.md): the latin subset in the
// weights the shop uses, woff2, font-display swap, so text shows at once in a fallback and
// switches when Barlow has arrived. The fallback is the device's Arial (desktops, iPhones) or
// Roboto (Android) scaled to Barlow's metrics (size-adjust and the ascent, descent and line-gap
// overrides), so the switch does not move the text. The host's page preloads these files
// (BootPreload's `bootFonts`, host/webpack.config.cjs), so they arrive with the boot scripts.
import { createGlobalStyle } from 'styled-components';
import barlow400 from '@fontsource/barlow/files/barlow-latin-400-normal.woff2';
import barlow600 from '@fontsource/barlow/files/barlow-latin-600-normal.woff2';
import barlow700 from '@fontsource/barlow/files/barlow-latin-700-normal.woff2';

const LATIN = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export const BARLOW_FILES = { 400: barlow400, 600: barlow600, 700: barlow700 } as const;

/**
 * Arial and Roboto as Barlow: the faces @capsizecss/core's createFontStack makes from the
 * published metrics of the three fonts (@capsizecss/metrics; fonts.test.ts checks that these
 * still are its output). The theme's font-family names them after Barlow.
 */
export const BARLOW_FALLBACK_FACES = `@font-face {
  font-family: "Barlow Fallback: Arial";
  src: local('Arial'), local('ArialMT');
  ascent-override: 103.4341%;
  descent-override: 20.6868%;
  line-gap-override: 0%;
  size-adjust: 96.68%;
}
@font-face {
  font-family: "Barlow Fallback: Roboto";
  src: local('Roboto Regular'), local('Roboto-Regular');
  ascent-override: 103.2075%;
  descent-override: 20.6415%;
  size-adjust: 96.8922%;
}`;

export const FontFaces = createGlobalStyle`
  ${BARLOW_FALLBACK_FACES}
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
