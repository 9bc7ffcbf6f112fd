// The host declares no remotes at build time: at start it reads the remote registry
// (/remotes.json) and registers each remote's current manifest with the federation runtime.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import type { RemoteName } from '../app/url-owners';

export interface RemoteRegistry {
  host: string | null;
  remotes: Partial<Record<RemoteName, { manifest: string; version: string }>>;
}

let registry: RemoteRegistry = { host: null, remotes: {} };

export function registerFromRegistry(reg: RemoteRegistry) {
  registry = reg;
  registerRemotes(
    Object.entries(reg.remotes).map(([name, r]) => ({
      name,
      entry: new URL(r.manifest, window.location.origin).href,
    })),
    { force: true },
  );
}

export function isRegistered(remote: RemoteName): boolean {
  return Boolean(registry.remotes[remote]);
}

/** Loads an exposed module of a remote, through the federation runtime only (DESIGN rule 2). */
export async function loadExposed<T>(remote: RemoteName, exposed: string): Promise<T> {
  if (!isRegistered(remote)) throw new Error(`Remote ${remote} staat niet in het register`);
  const mod = await loadRemote<T>(`${remote}/${exposed}`);
  if (mod == null) throw new Error(`Remote ${remote} gaf geen module ${exposed}`);
  return mod;
}

export interface RemoteRoutesModule {
  routes: RouteObject[];
}
