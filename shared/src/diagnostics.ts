// Every app registers the instances it sees of the shared singletons. The end-to-end tests (and
// an operator in the console: __KRAANVOGEL__) can so verify that host and remotes really share
// one React, one styled-components, one auth store and one basket channel.
import { authStore } from './auth/auth-store';
import { basketChannel } from './basket/basket-channel';

export interface AppInstances {
  react: unknown;
  reactVersion: string;
  styledThemeContext: unknown;
  queryClientContext?: unknown;
  version?: string;
}

interface Registry {
  apps: Record<string, AppInstances & { authStore: unknown; basketChannel: unknown }>;
}

declare global {
  var __KRAANVOGEL__: Registry | undefined;
}

export function registerApp(name: string, instances: AppInstances) {
  const reg = (globalThis.__KRAANVOGEL__ ??= { apps: {} });
  reg.apps[name] = { ...instances, authStore, basketChannel };
}
