// Global styles, rendered once by the host (and by a remote running alone).
import { createGlobalStyle } from 'styled-components';
import { visuallyHiddenStyles } from '../ui/visually-hidden';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-width: 360px;
    font-family: ${(p) => p.theme.fontFamily};
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.background};
    line-height: 1.5;
  }
  a { color: ${(p) => p.theme.colors.primary}; }
  :focus-visible { outline: 3px solid ${(p) => p.theme.colors.accent}; outline-offset: 2px; }
  /* The same rules as <VisuallyHidden>, for markup that cannot use the component (plain HTML). */
  .visually-hidden {
    ${visuallyHiddenStyles}
  }
`;
