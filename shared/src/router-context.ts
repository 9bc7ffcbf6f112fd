// What the host hands to every route's loader and middleware through the router's context
// (createBrowserRouter's getContext): its QueryClient. A remote's loader primes the one cache with
// ensureQueryData and its components read the same entry, so nothing is fetched twice and no app
// keeps a cache of its own beside it.
import { createContext, RouterContextProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';

export const queryClientContext = createContext<QueryClient>();

/** The context the host's router gives each navigation (tests of loaders and routes use it too). */
export function shopRouterContext(queryClient: QueryClient): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(queryClientContext, queryClient);
  return context;
}

/** The host's QueryClient, from a loader's `context`. */
export const queryClientOf = (context: Readonly<RouterContextProvider>) => context.get(queryClientContext);
