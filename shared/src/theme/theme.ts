// The one theme of the shop: the host provides it, remotes read it.
export const theme = {
  colors: {
    primary: '#00529b',
    primaryDark: '#003b70',
    accent: '#f39200',
    text: '#1d1d1b',
    muted: '#5c5c5c',
    border: '#d9dde3',
    background: '#ffffff',
    surface: '#f3f5f8',
    success: '#1e7d32',
    info: '#00529b',
    warning: '#8a5a00',
    error: '#b3261e',
  },
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1280 },
  containerMaxWidth: '97.5rem',
  sidePopupWidth: '28.4rem',
  // Barlow, then Arial or Roboto scaled to Barlow's metrics (the host's font faces), then the
  // plain system fonts.
  fontFamily: 'Barlow, "Barlow Fallback: Arial", "Barlow Fallback: Roboto", Arial, Roboto, sans-serif',
  radius: '4px',
} as const;

export type Theme = typeof theme;

/** Media query for a minimum width breakpoint, mobile first. */
export const up = (bp: keyof Theme['breakpoints']) => `@media (min-width: ${theme.breakpoints[bp]}px)`;
