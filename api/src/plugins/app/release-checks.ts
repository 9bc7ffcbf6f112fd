// What a release checks before it switches the registry, over HTTP from where the browser will
// load the files: the manifest parses and belongs to the app, the remote entry and every asset
// the manifest names answer 200, a remote exposes ./routes, the shared singletons of the
// remote accept what the host provides (a new host must fit every current remote), a remote that
// brings no copy of a shared package of its own finds it provided by the host, and host and
// remote were built with the same Module Federation version: a remote's production build runs
// on the host's federation runtime (docs/architecture.md, "The federation runtime").
import semver from 'semver';

export class CheckFailed extends Error {}

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
interface ManifestNode {
  name: string;
  version?: string;
  requiredVersion?: string;
  assets?: ManifestAssets;
}
export interface Manifest {
  name: string;
  metaData?: { remoteEntry?: { name?: string; path?: string }; pluginVersion?: string };
  exposes?: ManifestNode[];
  shared?: ManifestNode[];
}

export interface CheckTarget {
  app: string;
  version: string;
  /** Absolute, or relative to the shop's origin. */
  manifestUrl: string;
}

const FETCH_TIMEOUT_MS = 10_000;

async function get(url: URL): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  } catch (e) {
    throw new CheckFailed(`${url.pathname} is niet bereikbaar (${(e as Error).message})`);
  }
  if (res.status !== 200) {
    await res.body?.cancel();
    throw new CheckFailed(`${url.pathname} antwoordt met status ${res.status}`);
  }
  return res;
}

export async function loadManifest(manifestUrl: string, origin: string): Promise<{ url: URL; manifest: Manifest }> {
  const url = new URL(manifestUrl, origin);
  const res = await get(url);
  try {
    return { url, manifest: (await res.json()) as Manifest };
  } catch {
    throw new CheckFailed(`${url.pathname} is geen geldige JSON`);
  }
}

function assetsOf(node: ManifestNode): string[] {
  const a = node.assets ?? {};
  return [...(a.js?.sync ?? []), ...(a.js?.async ?? []), ...(a.css?.sync ?? []), ...(a.css?.async ?? [])];
}

/** Fetches every URL, a few at a time; the first that fails ends the check. */
async function allLoad(urls: URL[], parallel = 8): Promise<void> {
  const queue = [...new Set(urls.map(String))].map((u) => new URL(u));
  const workers = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await (await get(next)).arrayBuffer();
  });
  await Promise.all(workers);
}

/**
 * What of `remote` the host does not fit: shared singletons whose version the host's does not
 * satisfy, shared packages the remote brings no copy of (no assets) that the host does not
 * provide, and a different Module Federation version.
 */
export function sharedMisfits(remote: Manifest, host: Manifest): string[] {
  const provided = new Map((host.shared ?? []).map((s) => [s.name, s.version]));
  const misfits = (remote.shared ?? []).flatMap((s) => {
    const hostVersion = provided.get(s.name);
    if (!hostVersion) return assetsOf(s).length === 0 ? [`${s.name}: ${remote.name} brengt geen eigen kopie mee en de host levert het niet`] : [];
    return s.requiredVersion && !semver.satisfies(hostVersion, s.requiredVersion) ? [`${s.name}: de host levert ${hostVersion}, ${remote.name} vraagt ${s.requiredVersion}`] : [];
  });
  const hostRuntime = host.metaData?.pluginVersion;
  const remoteRuntime = remote.metaData?.pluginVersion;
  if (hostRuntime && remoteRuntime && hostRuntime !== remoteRuntime) {
    misfits.push(`Module Federation: de host draait ${hostRuntime}, ${remote.name} is gebouwd met ${remoteRuntime}`);
  }
  return misfits;
}

/** Checks one version of a remote; `host` is the current host's manifest (absent: none released). */
export async function checkRemote(target: CheckTarget, origin: string, host: Manifest | null): Promise<Manifest> {
  const { url, manifest } = await loadManifest(target.manifestUrl, origin);
  if (manifest.name !== target.app) throw new CheckFailed(`het manifest hoort bij '${manifest.name}', niet bij '${target.app}'`);
  if (!manifest.exposes?.some((e) => e.name === 'routes')) throw new CheckFailed(`${target.app} stelt geen ./routes beschikbaar`);
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new CheckFailed('het manifest noemt geen remoteEntry');
  const base = new URL('.', url);
  const files = [new URL(`${entry.path ?? ''}${entry.name}`, base)];
  for (const node of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) for (const asset of assetsOf(node)) files.push(new URL(asset, base));
  await allLoad(files);
  if (host) {
    const misfits = sharedMisfits(manifest, host);
    if (misfits.length) throw new CheckFailed(`gedeelde versies passen niet bij de host: ${misfits.join('; ')}`);
  }
  return manifest;
}

/** Checks a host version: its page and entry load, and it fits every current remote. */
export async function checkHost(target: CheckTarget, origin: string, remotes: Manifest[]): Promise<Manifest> {
  const { url, manifest } = await loadManifest(target.manifestUrl, origin);
  const base = new URL('.', url);
  await allLoad([new URL('index.html', base), new URL('main.js', base), ...(manifest.shared ?? []).flatMap((s) => assetsOf(s).map((a) => new URL(a, base)))]);
  const misfits = remotes.flatMap((r) => sharedMisfits(r, manifest));
  if (misfits.length) throw new CheckFailed(`de nieuwe host past niet bij de huidige remotes: ${misfits.join('; ')}`);
  return manifest;
}
