#!/usr/bin/env node
// Builds every app (or the ones named) into dist/<app>/<version>/ and releases what it built.
// A version folder that already exists is complete and immutable: it is not built again.
//   node scripts/build.mjs [app ...] [--no-release]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { APPS, appName, distDir, repoRoot } from './lib/apps.mjs';
import { precompressFolder } from '@kraanvogel/release-tools/precompress';
import { releaseTogether } from './release.mjs';

const require = createRequire(import.meta.url);
const { appVersion } = require('../tools/webpack/version.cjs');

function run(cmd, args, opts) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} stopte met code ${code}`))));
  });
}

export async function buildApp(app) {
  const folder = APPS[app];
  const appDir = path.join(repoRoot, folder);
  const version = appVersion(appDir);
  const out = path.join(distDir, folder, version);
  if (fs.existsSync(path.join(out, 'mf-manifest.json'))) {
    // A folder built before compression existed gets its .br/.gz siblings (nothing else changes).
    precompressFolder(out);
    console.log(`• ${folder} ${version}: al gebouwd`);
    return { app, version, built: false };
  }
  const tmp = `${out}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const started = Date.now();
  const webpackBin = require.resolve('webpack-cli/bin/cli.js', { paths: [appDir] });
  await run(process.execPath, [webpackBin, '--config', 'webpack.config.cjs'], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: 'production', APP_VERSION: version, BUILD_OUT_DIR: tmp },
  });
  const packed = precompressFolder(tmp);
  try {
    fs.renameSync(tmp, out);
  } catch (e) {
    // Someone else built the same version meanwhile: theirs is identical, keep it.
    if (!fs.existsSync(path.join(out, 'mf-manifest.json'))) throw e;
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`• ${folder} ${version}: gebouwd in ${((Date.now() - started) / 1000).toFixed(1)} s (tekst ${(packed.raw / 1024).toFixed(0)} KB, brotli ${(packed.br / 1024).toFixed(0)} KB)`);
  return { app, version, built: true };
}

async function main() {
  const args = process.argv.slice(2);
  const noRelease = args.includes('--no-release');
  const apps = args.filter((a) => !a.startsWith('--')).map(appName);
  const todo = apps.length ? apps : Object.keys(APPS);
  // Two builds at a time: the machines have two cores.
  const results = [];
  const queue = [...todo];
  await Promise.all(
    [0, 1].map(async () => {
      while (queue.length) results.push(await buildApp(queue.shift()));
    }),
  );
  if (!noRelease) {
    // All at once: the new host is checked against the new remotes (and the current ones of the
    // apps not built now), so a change of shared/'s version moves host and remotes together.
    await releaseTogether(results);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}
