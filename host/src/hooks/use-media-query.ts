// Whether a media query matches, following changes (rotating a tablet, resizing a window).
import { useSyncExternalStore } from 'react';
import { theme } from '@kraanvogel/shared';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Desktop navigation from the lg breakpoint (992 px); below it the hamburger menu. */
export const useIsDesktop = () => useMediaQuery(`(min-width: ${theme.breakpoints.lg}px)`);
