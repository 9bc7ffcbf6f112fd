// The one shared-dependency table of every federated app (DESIGN.md, Module Federation).
// Versions come from each app's own resolution of the package, so they match the lockfile.
const path = require('node:path');
const fs = require('node:fs');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'styled-components',
  'zustand',
  'oidc-client-ts',
  'react-hot-toast',
  '@kraanvogel/shared',
];
const STRICT = new Set(['react', 'react/', 'react-dom', 'react-dom/', '@kraanvogel/shared']);

function installedVersion(pkg, appDir) {
  const name = pkg.replace(/\/$/, '');
  // pnpm keeps node_modules isolated per package: resolve from the app, then from shared/.
  for (const base of [appDir, path.join(__dirname, '../../shared')]) {
    try {
      const p = require.resolve(`${name}/package.json`, { paths: [base] });
      return JSON.parse(fs.readFileSync(p, 'utf8')).version;
    } catch {
      /* try the next base */
    }
  }
  return undefined;
}

function sharedDeps(appDir) {
  const shared = {};
  for (const key of SINGLETONS) {
    const version = installedVersion(key, appDir);
    if (!version) continue;
    shared[key] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      strictVersion: STRICT.has(key),
    };
  }
  return shared;
}

module.exports = { sharedDeps, SINGLETONS };
