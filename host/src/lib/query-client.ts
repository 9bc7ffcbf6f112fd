// The one TanStack Query client of the shop: the host provides it (to components and, through the
// router's context, to every loader), remotes use it.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@kraanvogel/shared';

/** Once more after a network or server failure; never after the server's own answer that the request was wrong or the thing is not there. */
export const retryOnce = (failures: number, error: unknown) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: retryOnce, refetchOnWindowFocus: false } },
});
