// What each remote exposes, as types: the contract between the host and the remote teams.
// The host loads modules typed by this table; each remote's type check fails when a module it
// exposes no longer fits it (see <remote>/src/app/exposes.check.ts).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

export interface RemoteRoutesModule {
  routes: RouteObject[];
}

export interface WidgetModule<P extends object = object> {
  default: ComponentType<P>;
}

export interface RemoteExposes {
  catalog: { routes: RemoteRoutesModule; InstantSearch: WidgetModule; HomeBlocks: WidgetModule };
  checkout: { routes: RemoteRoutesModule; CartSelector: WidgetModule; CartPopup: WidgetModule; BasketIntents: WidgetModule };
  account: { routes: RemoteRoutesModule };
  content: { routes: RemoteRoutesModule; NewsTeaser: WidgetModule };
}

export type RemoteName = keyof RemoteExposes;
