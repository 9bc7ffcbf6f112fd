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
  'styled-components',
  'zustand',
  'oidc-client-ts',
  'react-hot-toast',
  '@kraanvogel/shared',
  // Its other entries ('@kraanvogel/shared/forms'): the same singleton rule, loaded when first used.
  '@kraanvogel/shared/',
];
// Shared packages that every app provides tree-shaken (Module Federation's `treeShaking`,
// mode 'runtime-infer'): react-router's one module is 60 KB gzip whole, about half of it with
// what the apps use; TanStack Query 14.2 KB in two chunks, 11.4 KB in one with what the apps use
// (its core is not shared on its own: no app imports it, and inside the tree-shaken build it is
// cut to what the React bindings the apps use need). Each build keeps, besides its own imports, every name any app of this
// repository imports (`usedExports` below), so whichever app provides the singleton first, it
// serves all the others; a consumer that needs more than a provider kept is told by the
// runtime's used-exports check and is given the full build (independent-packages/).
const TREE_SHAKEN = ['react-router', '@tanstack/react-query'];
const STRICT = new Set(['react', 'react/', 'react-dom', 'react-dom/', '@kraanvogel/shared', '@kraanvogel/shared/']);
// What the host provides on every page (it imports each of them at boot, the `react/` and
// `react-dom/` entries included: react/jsx-runtime, react-dom/client; react-hot-toast is in the
// host's share scope from the start too, its code loaded with the first toast, when a consumer
// asking for it would be handed the same instance). A remote built for
// production takes these from the share scope only (`import: false`): a singleton is the one
// instance the host provides whatever a remote brings, so a remote's own copy was never used,
// yet its remote entry listed each copy and its chunks (~1 KB gzip per entry). A remote in
// development keeps its copies: alone, nothing else provides them. `@kraanvogel/shared/`'s
// other entries (forms) and oidc-client-ts are not loaded by the host at boot, so each remote
// still brings its own and the first one loaded provides it. Nor the tree-shaken packages
// (TREE_SHAKEN): a consumer of a tree-shaken share without a copy of its own was given the host's
// full fallback build (a second react-router, outside the host's <Router>; a second TanStack
// Query, without the host's QueryClient) instead of the host's tree-shaken instance.
const HOST_PROVIDED = new Set(['react', 'react/', 'react-dom', 'react-dom/', 'styled-components', 'zustand', 'react-hot-toast', '@kraanvogel/shared']);

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

const APP_SOURCES = ['host', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-content', 'mf-admin', 'shared'].map((d) => path.join(__dirname, '../..', d, 'src'));

function sourceFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    // Tests and their helpers (src/testing/) are not shipped; nor is the host's build-time render
    // of its shell (src/prerender/: built for Node with its own copy of everything).
    if (e.name === 'node_modules' || e.name === '__tests__' || e.name === 'testing' || e.name === 'prerender') continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else if (/\.(tsx?|jsx?|mjs)$/.test(e.name) && !/\.test\./.test(e.name)) out.push(p);
  }
  return out;
}

/** The names the apps' sources import from `pkg` (type-only names included; they cost nothing). */
function importedNames(pkg) {
  const names = new Set();
  const escaped = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const re = new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escaped}['"]`, 'g');
  for (const dir of APP_SOURCES) {
    for (const file of sourceFiles(dir)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(re)) {
        for (const part of m[1].split(',')) {
          const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
          if (name) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}

/**
 * @param {string} appDir
 * @param {{ consumeOnly?: boolean }} [options] consumeOnly: a remote's production build, which
 *   takes what the host provides from the share scope (HOST_PROVIDED).
 */
function sharedDeps(appDir, options = {}) {
  const shared = {};
  for (const key of SINGLETONS) {
    const version = installedVersion(key, appDir);
    if (!version) continue;
    shared[key] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      strictVersion: STRICT.has(key),
      ...(options.consumeOnly && HOST_PROVIDED.has(key) ? { import: false } : {}),
      ...(TREE_SHAKEN.includes(key) ? { treeShaking: { mode: 'runtime-infer', usedExports: importedNames(key) } } : {}),
    };
  }
  return shared;
}

module.exports = { sharedDeps, SINGLETONS, TREE_SHAKEN, HOST_PROVIDED, importedNames };
