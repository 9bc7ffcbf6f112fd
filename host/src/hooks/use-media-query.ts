// The host's breakpoints as media-query hooks (useMediaQuery itself is in shared's UI kit).
import { createContext, useContext } from 'react';
import { theme, useMediaQuery } from '@kraanvogel/shared';

export { useMediaQuery };

/**
 * The viewport the build-time render of the shell (src/prerender/static-shell.tsx) draws for:
 * it renders the layout once for desktop and once for phones, where no media query can be asked.
 * Unset (null) in the browser, where the media query decides.
 */
export const StaticViewport = createContext<'desktop' | 'phone' | null>(null);

/** Desktop navigation from the lg breakpoint (992 px); below it the hamburger menu. */
export function useIsDesktop(): boolean {
  const fixed = useContext(StaticViewport);
  const matches = useMediaQuery(`(min-width: ${theme.breakpoints.lg}px)`);
  return fixed ? fixed === 'desktop' : matches;
}
