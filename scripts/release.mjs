#!/usr/bin/env node
// The release tool: publishes an app's build, rolls one app back, shows what runs where.
// Switching the registry is all a release or rollback does: no rebuild, no other app touched.
//   pnpm release status
//   pnpm release publish <app> [version]     build (if needed), check, switch
//   pnpm release rollback <app> [version]    back to the given or the previous version
//   pnpm release versions <app>              the versions on disk and in the history
//   pnpm release audit [app]                 who did what, when and why (release API only)
// Options: --message "why" (audit trail), --manifest-url URL (publish a version served from the
// team's own host), --no-wait (do not wait for the smoke check's verdict).
// With RELEASE_URL (the release API, e.g. https://shop.example.nl/release) and RELEASE_TOKEN (a
// team's or the operator's deploy token) every command goes to the release API, so a pipeline
// and the operator use the same commands; without them it works on the local dist/.
import fs from 'node:fs';
import path from 'node:path';
import { remoteCommand } from './lib/release-client.mjs';
import { APPS, appName, distDir, registryFile, REMOTES } from './lib/apps.mjs';
import { checkBuild, checkSharedFits, readManifest } from './lib/checks.mjs';
import { readRegistry, switchTo, updateRegistry } from './lib/registry.mjs';

export async function release(app, version, { quiet = false, silent = false } = {}) {
  const manifest = checkBuild(app, version);
  let changed = false;
  await updateRegistry((reg) => {
    if (app !== 'host' && reg.host?.current) checkSharedFits(manifest, readManifest('host', reg.host.current));
    if (app === 'host') {
      // A new host must still fit every current remote.
      for (const r of REMOTES) if (reg[r]?.current) checkSharedFits(readManifest(r, reg[r].current), manifest);
    }
    if (reg[app]?.current === version) return reg;
    changed = true;
    return switchTo(reg, app, version);
  });
  if (!silent && (changed || !quiet)) console.log(`✓ ${app} → ${version}`);
}

/**
 * Releases several builds at once, as one registry change: a new host and the remotes built
 * against the same new shared/ fit each other, while neither would fit the other's old version.
 */
export async function releaseTogether(builds) {
  const manifests = new Map(builds.map((b) => [b.app, checkBuild(b.app, b.version)]));
  const changed = [];
  await updateRegistry((reg) => {
    const manifestOf = (app) => manifests.get(app) ?? (reg[app]?.current ? readManifest(app, reg[app].current) : null);
    const host = manifestOf('host');
    if (host) for (const r of REMOTES) if (manifestOf(r)) checkSharedFits(manifestOf(r), host);
    for (const b of builds) {
      if (reg[b.app]?.current === b.version) continue;
      changed.push(b);
      switchTo(reg, b.app, b.version);
    }
    return reg;
  });
  for (const b of changed) console.log(`✓ ${b.app} → ${b.version}`);
}

export async function rollback(app, version) {
  const reg = readRegistry();
  const entry = reg[app];
  if (!entry) throw new Error(`${app} is nog nooit uitgebracht`);
  let target = version;
  if (!target) {
    const i = entry.history.findIndex((h) => h.version === entry.current);
    target = entry.history[i - 1]?.version;
    if (!target) throw new Error(`${app} heeft geen eerdere versie dan ${entry.current}`);
  }
  await release(app, target);
}

function versionsOnDisk(app) {
  const dir = path.join(distDir, APPS[app]);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((v) => !v.includes('.tmp-') && fs.existsSync(path.join(dir, v, 'mf-manifest.json')));
}

function status() {
  const reg = readRegistry();
  console.log(`Register: ${registryFile}`);
  for (const app of Object.keys(APPS)) {
    const e = reg[app];
    console.log(`${app.padEnd(9)} ${e?.current ?? '(niet uitgebracht)'}${e ? `  (${e.history.length} in historie)` : ''}`);
  }
}

async function main() {
  const [cmd, a, v] = process.argv.slice(2).filter((x, i, all) => !x.startsWith('--') && !all[i - 1]?.match(/^--(message|manifest-url)$/));
  if (process.env.RELEASE_URL) return remoteCommand(cmd, a, v, process.argv.slice(2));
  switch (cmd) {
    case 'status':
    case undefined:
      return status();
    case 'publish': {
      const app = appName(a);
      let version = v;
      if (!version) {
        const { buildApp } = await import('./build.mjs');
        version = (await buildApp(app)).version;
      }
      return release(app, version);
    }
    case 'rollback':
      return rollback(appName(a), v);
    case 'versions': {
      const app = appName(a);
      const reg = readRegistry();
      for (const ver of versionsOnDisk(app)) console.log(`${ver === reg[app]?.current ? '*' : ' '} ${ver}`);
      return;
    }
    default:
      throw new Error(`Onbekend commando '${cmd}'. Gebruik: status | publish <app> [versie] | rollback <app> [versie] | versions <app>`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}
