#!/usr/bin/env node
// The release tool: publishes an app's build, rolls one app back, shows what runs where.
// Switching the registry is all a release or rollback does: no rebuild, no other app touched.
//   pnpm release status
//   pnpm release publish <app> [version]     build (if needed), check, switch
//   pnpm release rollback <app> [version]    back to the given or the previous version
//   pnpm release versions <app>              the versions on disk and in the history
import fs from 'node:fs';
import path from 'node:path';
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
  const [cmd, a, v] = process.argv.slice(2);
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
