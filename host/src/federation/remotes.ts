// The host declares no remotes at build time: at start it reads the remote registry
// (/remotes.json) and registers each remote's current entry (remoteEntry.js) with the federation
// runtime: one request per remote. The runtime is built without its manifest handling
// (tools/webpack: disableSnapshot), which the host does not use.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { QueryClient } from '@tanstack/react-query';
import type { RemoteExposes, RemoteName, RemoteRoutesModule, WidgetModule } from '@kraanvogel/shared';

export interface RemoteRegistry {
  host: string | null;
  remotes: Partial<Record<RemoteName, { entry: string; manifest: string; version: string }>>;
}

let registry: RemoteRegistry = { host: null, remotes: {} };

export function registerFromRegistry(reg: RemoteRegistry) {
  registry = reg;
  registerRemotes(
    Object.entries(reg.remotes).map(([name, r]) => ({
      name,
      entry: new URL(r.entry, window.location.origin).href,
    })),
    { force: true },
  );
}

export function isRegistered(remote: RemoteName): boolean {
  return Boolean(registry.remotes[remote]);
}

export type ExposedName<R extends RemoteName> = keyof RemoteExposes[R] & string;
export type WidgetName<R extends RemoteName> = Exclude<ExposedName<R>, 'routes'>;
export type { RemoteRoutesModule };

/**
 * Loads an exposed module of a remote, through the federation runtime only (DESIGN rule 2),
 * typed by the shared contract (shared/src/federation-contracts.ts).
 */
export async function loadExposed<R extends RemoteName, E extends ExposedName<R>>(remote: R, exposed: E): Promise<RemoteExposes[R][E]> {
  if (!isRegistered(remote)) throw new Error(`Remote ${remote} staat niet in het register`);
  const mod = await loadRemote<RemoteExposes[R][E]>(`${remote}/${exposed}`);
  if (mod == null) throw new Error(`Remote ${remote} gaf geen module ${exposed}`);
  return mod;
}

/**
 * Starts a widget's data requests (its optional `prefetch`, shared's WidgetModule) without waiting
 * for them: for a page's loader, so that they go out with the page's own data rather than after
 * its first render. Whatever fails here (the remote down, no prefetch) the widget meets again, and
 * shows, when it renders.
 */
export function prefetchWidget<R extends RemoteName>(remote: R, exposed: WidgetName<R>, queryClient: QueryClient): void {
  void loadExposed(remote, exposed)
    .then((mod) => (mod as WidgetModule).prefetch?.(queryClient))
    .catch(() => undefined);
}
