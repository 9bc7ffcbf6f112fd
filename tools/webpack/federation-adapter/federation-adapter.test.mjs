// The federation adapter (index.cjs) depends on Module Federation's internals. This test fails on
// any installed @module-federation/* version the adapter has not been checked with
// (checked-versions.json), and checks in the installed files each internal its header lists.
// After checking a new version (each internal below, then `node scripts/build.mjs` and the e2e
// platform, release and shell specs), record it:
//   UPDATE_FEDERATION_VERSIONS=1 NODE_OPTIONS=--experimental-vm-modules npx jest -c jest.config.mjs tools/webpack/federation-adapter
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const require = createRequire(import.meta.url);
const adapter = require('./index.cjs');
const checkedFile = path.join(here, 'checked-versions.json');
const SCOPE = '@module-federation';

/** Node's lookup of a package folder from a folder: its node_modules, then each parent's. */
function findPackageDir(name, from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const p = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(p, 'package.json'))) return fs.realpathSync(p);
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed (looked up from ${from})`);
  }
}

const readPackage = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** Every @module-federation package installed for the workspace (its packages' and their dependencies'), as name@version. */
function installedFederationPackages() {
  const workspaceDirs = [repoRoot, ...fs.readdirSync(repoRoot).map((d) => path.join(repoRoot, d)), ...fs.readdirSync(path.join(repoRoot, 'tools')).map((d) => path.join(repoRoot, 'tools', d))].filter(
    (d) => path.basename(d) !== 'node_modules' && fs.existsSync(path.join(d, 'package.json')),
  );
  const todo = [];
  for (const d of workspaceDirs) {
    const scopeDir = path.join(d, 'node_modules', SCOPE);
    if (fs.existsSync(scopeDir)) for (const n of fs.readdirSync(scopeDir)) todo.push(fs.realpathSync(path.join(scopeDir, n)));
  }
  const found = new Set();
  const seen = new Set();
  while (todo.length) {
    const dir = todo.pop();
    if (seen.has(dir)) continue;
    seen.add(dir);
    const pkg = readPackage(dir);
    found.add(`${pkg.name}@${pkg.version}`);
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
      if (dep.startsWith(`${SCOPE}/`)) todo.push(findPackageDir(dep, dir));
    }
  }
  return [...found].sort();
}

const bundlerRuntimeDir = path.resolve(path.dirname(adapter.BUNDLER_RUNTIME), '..');
const runtimeDir = findPackageDir(`${SCOPE}/runtime`, bundlerRuntimeDir);
const runtimeCoreDir = findPackageDir(`${SCOPE}/runtime-core`, runtimeDir);
const importFile = (file) => import(pathToFileURL(file).href);

describe('federation adapter', () => {
  test('every installed @module-federation package is a version the adapter was checked with', () => {
    const installed = installedFederationPackages();
    if (process.env.UPDATE_FEDERATION_VERSIONS === '1') fs.writeFileSync(checkedFile, `${JSON.stringify(installed, null, 2)}\n`);
    const checked = JSON.parse(fs.readFileSync(checkedFile, 'utf8'));
    const unchecked = installed.filter((p) => !checked.includes(p));
    const gone = checked.filter((p) => !installed.includes(p));
    if (unchecked.length || gone.length) {
      throw new Error(
        `tools/webpack/federation-adapter depends on Module Federation internals and was not checked with the installed versions.\n` +
          `Installed, not checked: ${unchecked.join(', ') || '—'}\nChecked, no longer installed: ${gone.join(', ') || '—'}\n` +
          'Check each internal listed in federation-adapter/index.cjs against the new files, build, run the e2e platform, release and shell specs, then record the versions (see the head of this test).',
      );
    }
    expect(installed.length).toBeGreaterThan(0);
  });

  test('the federation entry imports dist/bundler.js of webpack-bundler-runtime, the file a remote replaces (1)', () => {
    const { resolveRuntimePaths } = require(path.join(adapter.enhancedDir, 'lib/container/runtime/FederationRuntimePlugin.js'));
    expect(resolveRuntimePaths().bundlerRuntimePath).toBe(adapter.BUNDLER_RUNTIME);
    expect(adapter.BUNDLER_RUNTIME).toMatch(adapter.REMOTE_REPLACES);
  });

  test('the bundler runtime exports the object the remote rebuilds, with functions that take webpack require (2)', async () => {
    const federation = (await importFile(adapter.BUNDLER_RUNTIME)).default;
    expect(Object.keys(federation).sort()).toEqual([...adapter.FEDERATION_KEYS].sort());
    const { bundlerRuntime } = federation;
    for (const fn of ['remotes', 'consumes', 'I', 'installInitialConsumes', 'initContainerEntry', 'init', 'getSharedFallbackGetter']) {
      expect([fn, typeof bundlerRuntime[fn]]).toEqual([fn, 'function']);
    }
    expect(bundlerRuntime.S).toEqual({});
  });

  test('initContainerEntry.js beside it exports initContainerEntry (3)', async () => {
    expect(typeof (await importFile(adapter.INIT_CONTAINER_ENTRY)).initContainerEntry).toBe('function');
  });

  test('the bundler runtime calls on federation.runtime only what runtimeFor gives a remote (4)', () => {
    const dist = path.dirname(adapter.BUNDLER_RUNTIME);
    const called = new Set();
    for (const f of fs.readdirSync(dist).filter((n) => n.endsWith('.js'))) {
      for (const m of fs.readFileSync(path.join(dist, f), 'utf8').matchAll(/\bruntime\.(\w+)\(/g)) called.add(m[1]);
    }
    expect(called.size).toBeGreaterThan(0);
    expect([...called].filter((m) => !adapter.RUNTIME_FACE.includes(m))).toEqual([]);
    const hostRuntime = fs.readFileSync(path.join(here, 'host-runtime.mjs'), 'utf8');
    for (const m of adapter.RUNTIME_FACE) expect([m, new RegExp(`\\b${m}[:(]`).test(hostRuntime)]).toEqual([m, true]);
  });

  test('runtime-core has the exports and instance fields runtimeFor uses (5)', async () => {
    const core = await importFile(path.join(runtimeCoreDir, readPackage(runtimeCoreDir).exports['.'].import.default));
    for (const fn of ['getGlobalFederationConstructor', 'ModuleFederation', 'setGlobalFederationInstance', 'getRemoteEntry']) {
      expect([fn, typeof core[fn]]).toEqual([fn, 'function']);
    }
    expect(typeof core.ModuleFederation.prototype.initOptions).toBe('function');
    const instance = new core.ModuleFederation({ name: 'adapter_probe', id: 'adapter_probe:1.0.0', remotes: [], shared: {} });
    core.setGlobalFederationInstance(instance);
    expect(core.CurrentGlobal.__FEDERATION__.__INSTANCES__).toContain(instance);
    expect(instance.options).toEqual(expect.objectContaining({ name: 'adapter_probe', id: 'adapter_probe:1.0.0' }));
    // @module-federation/runtime's init, which runtimeFor stands in for, finds instances the same way.
    const runtimeSource = fs.readFileSync(path.join(runtimeDir, 'dist/index.js'), 'utf8');
    expect(runtimeSource).toMatch(/getGlobalFederationInstance/);
  });

  test('the federation plugin defines FEDERATION_BUILD_IDENTIFIER (6)', () => {
    const plugin = fs.readFileSync(path.join(adapter.enhancedDir, 'lib/container/ModuleFederationPlugin.js'), 'utf8');
    expect(plugin).toMatch(/FEDERATION_BUILD_IDENTIFIER/);
  });

  test('provideExternalRuntime adds the inject plugin by dist/index.cjs, whose twin dist/index.js exists (7)', async () => {
    const cjs = require.resolve(`${SCOPE}/inject-external-runtime-core-plugin`, { paths: [adapter.enhancedDir] });
    expect(cjs).toMatch(adapter.HOST_INJECT_CJS);
    expect(typeof (await importFile(cjs.replace(/index\.cjs$/, 'index.js'))).default).toBe('function');
  });
});
