// What a release checks before it switches the registry: the build is complete (manifest,
// entry and every asset it names are there) and its shared singletons fit the host's.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { APPS, distDir } from './apps.mjs';

export function versionDir(app, version) {
  return path.join(distDir, APPS[app], version);
}

export function readManifest(app, version) {
  const file = path.join(versionDir(app, version), 'mf-manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${APPS[app]}/${version}: mf-manifest.json ontbreekt`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${APPS[app]}/${version}: mf-manifest.json is geen geldige JSON (${e.message})`);
  }
}

function assetsOf(node) {
  const a = node?.assets ?? {};
  return [...(a.js?.sync ?? []), ...(a.js?.async ?? []), ...(a.css?.sync ?? []), ...(a.css?.async ?? [])];
}

/** Throws with a readable reason when a build cannot be released. */
export function checkBuild(app, version) {
  const dir = versionDir(app, version);
  if (!fs.existsSync(dir)) throw new Error(`${APPS[app]}/${version} bestaat niet`);
  if (app === 'host') {
    for (const f of ['index.html', 'main.js']) if (!fs.existsSync(path.join(dir, f))) throw new Error(`host/${version}: ${f} ontbreekt`);
    return readManifest(app, version);
  }
  const manifest = readManifest(app, version);
  if (manifest.name !== app) throw new Error(`${APPS[app]}/${version}: manifest hoort bij '${manifest.name}', niet bij '${app}'`);
  const entry = manifest.metaData?.remoteEntry?.name;
  if (!entry || !fs.existsSync(path.join(dir, manifest.metaData.remoteEntry.path ?? '', entry))) throw new Error(`${APPS[app]}/${version}: remoteEntry ontbreekt`);
  if (!manifest.exposes?.some((e) => e.name === 'routes')) throw new Error(`${APPS[app]}/${version}: stelt geen ./routes beschikbaar`);
  for (const node of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    for (const asset of assetsOf(node)) {
      if (!fs.existsSync(path.join(dir, asset))) throw new Error(`${APPS[app]}/${version}: ${asset} ontbreekt`);
    }
  }
  return manifest;
}

/**
 * A remote's singletons must accept what the host provides: the host loads first and, with
 * 'loaded-first', its copies are the ones everybody uses. A shared package the remote brings no
 * copy of (no assets: `import: false`) must be provided by the host, and both must be built with
 * the same Module Federation version: a remote's production build runs on the host's federation
 * runtime (docs/architecture.md, "The federation runtime").
 */
export function checkSharedFits(remoteManifest, hostManifest) {
  const hostShared = new Map((hostManifest.shared ?? []).map((s) => [s.name, s.version]));
  const problems = [];
  for (const s of remoteManifest.shared ?? []) {
    const provided = hostShared.get(s.name);
    if (!provided) {
      if (assetsOf(s).length === 0) problems.push(`${s.name}: ${remoteManifest.name} brengt geen eigen kopie mee en de host levert het niet`);
      continue;
    }
    if (s.requiredVersion && !semver.satisfies(provided, s.requiredVersion)) {
      problems.push(`${s.name}: host levert ${provided}, ${remoteManifest.name} vraagt ${s.requiredVersion}`);
    }
  }
  const hostRuntime = hostManifest.metaData?.pluginVersion;
  const remoteRuntime = remoteManifest.metaData?.pluginVersion;
  if (hostRuntime && remoteRuntime && hostRuntime !== remoteRuntime) {
    problems.push(`Module Federation: de host draait ${hostRuntime}, ${remoteManifest.name} is gebouwd met ${remoteRuntime}`);
  }
  if (problems.length) throw new Error(`Gedeelde versies passen niet bij de host:\n  ${problems.join('\n  ')}`);
}
