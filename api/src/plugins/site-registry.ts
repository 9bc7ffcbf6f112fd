// The remote registry (/remotes.json): per app its current version and that app's history.
// One small JSON file; the release tool (scripts/release.mjs) is its only writer.
import fs from 'node:fs';

export interface RegistryEntry {
  current: string;
  /** Where the current version's manifest is, when not in this server's version folders (a team's own host). */
  manifest?: string;
  history: { version: string; publishedAt: string }[];
}
export type Registry = Record<string, RegistryEntry>;

/** Federation names of the remotes and the folder each app builds into. */
export const REMOTE_FOLDERS: Record<string, string> = {
  catalog: 'mf-catalog',
  checkout: 'mf-checkout',
  account: 'mf-account',
  content: 'mf-content',
  admin: 'mf-admin',
};

/** Remotes whose pages only some users may see (mf-admin: administrators); the host decides, after sign-in. */
export const ROLE_GATED_REMOTES: ReadonlySet<string> = new Set(['admin']);

export function readRegistry(file: string): Registry {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Registry;
}

/**
 * What the browser gets: each remote's entry URL (so the host needs no rebuild to move a remote),
 * its manifest beside it (for tools and the release checks), plus its history. The host loads the
 * entry directly: one request per remote instead of manifest, then entry. `overrides` points
 * single remotes elsewhere, e.g. at a dev server, by either file's URL.
 */
export function publicRegistry(reg: Registry, overrides: Record<string, string>) {
  const remotes: Record<string, { entry: string; manifest: string; version: string; history: RegistryEntry['history'] }> = {};
  for (const [name, folder] of Object.entries(REMOTE_FOLDERS)) {
    const entry = reg[name];
    const override = overrides[name];
    if (override) remotes[name] = { ...remoteFiles(override), version: 'override', history: entry?.history ?? [] };
    else if (entry) remotes[name] = { ...remoteFiles(entry.manifest ?? `/${folder}/${entry.current}/mf-manifest.json`), version: entry.current, history: entry.history };
  }
  return { host: reg.host?.current ?? null, remotes };
}

/** A remote's entry and manifest: every build writes both into the same folder (tools/webpack). */
export function remoteFiles(url: string): { entry: string; manifest: string } {
  const folder = url.replace(/[^/]*$/, '');
  return { entry: `${folder}remoteEntry.js`, manifest: `${folder}mf-manifest.json` };
}

/** REMOTE_OVERRIDES="catalog=http://localhost:3001/mf-manifest.json,content=..." */
export function parseOverrides(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [k, ...v] = pair.split('=');
    if (k && v.length) out[k.trim()] = v.join('=').trim();
  }
  return out;
}
