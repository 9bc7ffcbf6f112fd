// The rules a release checks in a build's Module Federation manifest, wherever the files are (on
// this disk for the CLI in scripts/, over HTTP for the api's release service): the manifest
// belongs to the app, a remote names its entry and exposes ./routes, and its shared singletons
// accept what the host provides, a shared package it brings no copy of is provided by the host,
// and both were built with the same Module Federation version: a remote's production build runs
// on the host's federation runtime (docs/architecture.md, "The federation runtime").
import semver from 'semver';

/** Every asset file a manifest node (an exposed module, a shared package) names. */
export function assetsOf(node) {
  const a = node?.assets ?? {};
  return [...(a.js?.sync ?? []), ...(a.js?.async ?? []), ...(a.css?.sync ?? []), ...(a.css?.async ?? [])];
}

/** Why a remote's manifest cannot be released as `app`, or null. */
export function remoteManifestMisfit(manifest, app) {
  if (manifest.name !== app) return `het manifest hoort bij '${manifest.name}', niet bij '${app}'`;
  if (!manifest.exposes?.some((e) => e.name === 'routes')) return `${app} stelt geen ./routes beschikbaar`;
  if (!manifest.metaData?.remoteEntry?.name) return 'het manifest noemt geen remoteEntry';
  return null;
}

/** The remote's entry file and every asset it names, relative to the manifest's folder. */
export function remoteFiles(manifest) {
  const entry = manifest.metaData?.remoteEntry;
  const assets = [...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap(assetsOf);
  return { entry: entry?.name ? `${entry.path ?? ''}${entry.name}` : null, assets };
}

/**
 * What of `remote` the host does not fit: shared singletons whose version the host's does not
 * satisfy, shared packages the remote brings no copy of (no assets) that the host does not
 * provide, and a different Module Federation version.
 */
export function sharedMisfits(remote, host) {
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
