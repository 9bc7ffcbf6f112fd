// What a release checks before it switches the registry, over HTTP from where the browser will
// load the files: the manifest parses, the remote entry and every asset the manifest names
// answer 200, and the rules of @kraanvogel/release-tools/checks (the same the release CLI applies
// on disk) hold; a new host must fit every current remote.
import { assetsOf, remoteFiles, remoteManifestMisfit, sharedMisfits, type Manifest } from '@kraanvogel/release-tools/checks';

export type { Manifest };

export class CheckFailed extends Error {}

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

/** Fetches every URL, a few at a time; the first that fails ends the check. */
async function allLoad(urls: URL[], parallel = 8): Promise<void> {
  const queue = [...new Set(urls.map(String))].map((u) => new URL(u));
  const workers = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await (await get(next)).arrayBuffer();
  });
  await Promise.all(workers);
}

/** Checks one version of a remote; `host` is the current host's manifest (absent: none released). */
export async function checkRemote(target: CheckTarget, origin: string, host: Manifest | null): Promise<Manifest> {
  const { url, manifest } = await loadManifest(target.manifestUrl, origin);
  const misfit = remoteManifestMisfit(manifest, target.app);
  if (misfit) throw new CheckFailed(misfit);
  const base = new URL('.', url);
  const { entry, assets } = remoteFiles(manifest);
  await allLoad([entry!, ...assets].map((file) => new URL(file, base)));
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
