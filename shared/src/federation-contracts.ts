// What each remote exposes, as types: the contract between the host and the remote teams.
// The host loads modules typed by this table; each remote's type check fails when a module it
// exposes no longer fits it (see <remote>/src/app/exposes.check.ts).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';

export interface RemoteRoutesModule {
  routes: RouteObject[];
}

export interface WidgetModule<P extends object = object> {
  default: ComponentType<P>;
  /**
   * Optional: starts the data requests the widget makes when it first renders, into the one
   * QueryClient, so that a page showing it starts them with its own data instead of after its
   * first render (the host calls it from the loader of each page that places the widget). Never
   * throws; what it starts, the widget then finds in the cache.
   */
  prefetch?: (queryClient: QueryClient) => Promise<unknown> | void;
}

export interface RemoteExposes {
  catalog: { routes: RemoteRoutesModule; InstantSearch: WidgetModule; HomeBlocks: WidgetModule };
  checkout: { routes: RemoteRoutesModule; CartSelector: WidgetModule; CartPopup: WidgetModule; BasketIntents: WidgetModule };
  account: { routes: RemoteRoutesModule };
  content: { routes: RemoteRoutesModule; NewsTeaser: WidgetModule };
  /** The back office, for administrators only: the host loads it for nobody else. */
  admin: { routes: RemoteRoutesModule };
}

export type RemoteName = keyof RemoteExposes;
