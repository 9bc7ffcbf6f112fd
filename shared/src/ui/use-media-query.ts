// Whether a media query matches, following changes (rotating a tablet, resizing a window). Where
// there is no matchMedia (a browser without it, a test without layout) nothing matches.
import { useSyncExternalStore } from 'react';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!canMatch()) return () => undefined;
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}
