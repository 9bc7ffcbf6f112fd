// The host's breakpoints as media-query hooks (useMediaQuery itself is in shared's UI kit).
import { theme, useMediaQuery } from '@kraanvogel/shared';

export { useMediaQuery };

/** Desktop navigation from the lg breakpoint (992 px); below it the hamburger menu. */
export const useIsDesktop = () => useMediaQuery(`(min-width: ${theme.breakpoints.lg}px)`);
