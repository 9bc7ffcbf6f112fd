// The one place the builds depend on Module Federation's internals: what the webpack
// configuration (../index.cjs) adds so that a remote's production build takes the webpack bundler
// runtime and its face of @module-federation/runtime from the host (about 4 KB gzip less per
// remoteEntry.js; docs/architecture.md, "What a remote's production build takes from the host").
// No supported option does this: `experiments.externalRuntime` externalises runtime-core only, and
// `implementation` swaps the whole runtime-tools package, not the bundler runtime's functions.
// Its browser halves are host-runtime.mjs (the host hands its copy out) and
// remote-bundler-runtime.mjs (a remote takes it); nothing else in the repository touches these.
//
// Internals it depends on, checked with the versions in checked-versions.json by
// federation-adapter.test.mjs (which fails on any other installed @module-federation/* version):
//  1. @module-federation/enhanced's generated federation entry imports the bundler runtime as
//     `@module-federation/webpack-bundler-runtime/bundler`, resolved from enhanced, and that file is
//     `dist/bundler.js` of @module-federation/webpack-bundler-runtime (REMOTE_REPLACES matches it).
//  2. That file's default export is the object `{ runtime, instance, initOptions, bundlerRuntime,
//     attachShareScopeMap, bundlerRuntimeOptions }`; `bundlerRuntime` holds functions that take the
//     calling build's webpack require (remotes, consumes, I, installInitialConsumes,
//     initContainerEntry, init, getSharedFallbackGetter) and the per-build slot `S`.
//  3. `dist/initContainerEntry.js` beside it exports `initContainerEntry` (webpack require as argument).
//  4. The bundler runtime calls on `federation.runtime` only `init` and `getRemoteEntry`.
//  5. @module-federation/runtime-core (the host's, as `_FEDERATION_RUNTIME_CORE`) exports
//     `CurrentGlobal` (with `__FEDERATION__.__INSTANCES__`), `getGlobalFederationConstructor`,
//     `ModuleFederation` (instances with `options.{id,name,version}` and `initOptions()`),
//     `setGlobalFederationInstance` and `getRemoteEntry`; @module-federation/runtime's `init` finds
//     a build's instance by build id, else by name and version, as host-runtime.mjs does.
//  6. The federation plugin defines `FEDERATION_BUILD_IDENTIFIER` ('name:version') for every module.
//  7. `experiments.provideExternalRuntime` adds @module-federation/inject-external-runtime-core-plugin
//     by its CommonJS file `dist/index.cjs`, whose ES module twin is `dist/index.js` (HOST_INJECT_CJS).
const path = require('node:path');
const webpack = require('webpack');

const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced'));
/** Internal 1: the bundler runtime file the federation plugin's generated entry imports. */
const BUNDLER_RUNTIME = require.resolve('@module-federation/webpack-bundler-runtime/bundler', { paths: [enhancedDir] });
/** Internal 3. */
const INIT_CONTAINER_ENTRY = path.join(path.dirname(BUNDLER_RUNTIME), 'initContainerEntry.js');
/** Internal 1: the file a remote's production build replaces with remote-bundler-runtime.mjs. */
const REMOTE_REPLACES = /webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
/** Internal 7. */
const HOST_INJECT_CJS = /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/;
/** Internal 4 and 5: the methods of @module-federation/runtime that host-runtime.mjs's runtimeFor gives a remote. */
const RUNTIME_FACE = ['init', 'getInstance', 'getRemoteEntry'];
/** Internal 2: the keys of the bundler runtime's default export, which remote-bundler-runtime.mjs rebuilds. */
const FEDERATION_KEYS = ['runtime', 'instance', 'initOptions', 'bundlerRuntime', 'attachShareScopeMap', 'bundlerRuntimeOptions'];

/**
 * What one build adds to its webpack configuration.
 * @param {{ isHost: boolean, dev: boolean }} o
 * @returns {{ alias: Record<string,string>, runtimePlugins: string[], plugins: object[] }}
 */
function federationAdapter({ isHost, dev }) {
  const plugins = [];
  if (isHost) {
    // The host hands its federation runtime to the remotes (provideExternalRuntime) through a
    // runtime plugin that the federation plugin adds as CommonJS; its require() would pull in a
    // second, CommonJS copy of the runtime (runtime-core, sdk, error-codes: ~19 KB gzip of
    // main.js) beside the ES module copy the host itself runs. The plugin's ES module build
    // imports that same copy, so the remotes get the very runtime instance the host uses.
    plugins.push(
      new webpack.NormalModuleReplacementPlugin(HOST_INJECT_CJS, (resource) => {
        resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
      }),
    );
  }
  if (dev) return { alias: {}, runtimePlugins: [], plugins };
  if (!isHost) {
    plugins.push(new webpack.NormalModuleReplacementPlugin(REMOTE_REPLACES, path.join(__dirname, 'remote-bundler-runtime.mjs')));
    return { alias: {}, runtimePlugins: [], plugins };
  }
  return {
    // host-runtime.mjs imports the very files the federation plugin's entry runs.
    alias: {
      '@module-federation/webpack-bundler-runtime/bundler$': BUNDLER_RUNTIME,
      'kraanvogel-federation/init-container-entry$': INIT_CONTAINER_ENTRY,
    },
    runtimePlugins: [path.join(__dirname, 'host-runtime.mjs')],
    plugins,
  };
}

module.exports = {
  federationAdapter,
  enhancedDir,
  BUNDLER_RUNTIME,
  INIT_CONTAINER_ENTRY,
  REMOTE_REPLACES,
  HOST_INJECT_CJS,
  RUNTIME_FACE,
  FEDERATION_KEYS,
};
