// What a release checks before it switches the registry, on this disk: the build is complete
// (manifest, entry and every asset it names are there) and its shared singletons fit the host's.
// The rules themselves are @kraanvogel/release-tools/checks, which the api's release service
// applies over HTTP.
import fs from 'node:fs';
import path from 'node:path';
import { remoteFiles, remoteManifestMisfit, sharedMisfits } from '@kraanvogel/release-tools/checks';
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

/** Throws with a readable reason when a build cannot be released. */
export function checkBuild(app, version) {
  const dir = versionDir(app, version);
  if (!fs.existsSync(dir)) throw new Error(`${APPS[app]}/${version} bestaat niet`);
  if (app === 'host') {
    for (const f of ['index.html', 'main.js']) if (!fs.existsSync(path.join(dir, f))) throw new Error(`host/${version}: ${f} ontbreekt`);
    return readManifest(app, version);
  }
  const manifest = readManifest(app, version);
  const misfit = remoteManifestMisfit(manifest, app);
  if (misfit) throw new Error(`${APPS[app]}/${version}: ${misfit}`);
  const { entry, assets } = remoteFiles(manifest);
  if (!fs.existsSync(path.join(dir, entry))) throw new Error(`${APPS[app]}/${version}: remoteEntry ontbreekt`);
  for (const asset of assets) if (!fs.existsSync(path.join(dir, asset))) throw new Error(`${APPS[app]}/${version}: ${asset} ontbreekt`);
  return manifest;
}

/** A remote's shared packages must fit the host's (see sharedMisfits); throws with every misfit. */
export function checkSharedFits(remoteManifest, hostManifest) {
  const problems = sharedMisfits(remoteManifest, hostManifest);
  if (problems.length) throw new Error(`Gedeelde versies passen niet bij de host:\n  ${problems.join('\n  ')}`);
}
