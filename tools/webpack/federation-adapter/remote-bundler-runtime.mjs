// The remote's half of the federation adapter (index.cjs lists the internals it depends on): it
// replaces the webpack bundler runtime of Module Federation in a remote's production build. The
// functions come from the host (host-runtime.mjs), which runs the same pinned @module-federation
// version, and so does this remote's face of the federation runtime (runtimeFor: its own
// instance, found or created by this build's id) and the container's initContainerEntry; what is
// per build stays here: a share-scope slot.

const GLOBAL_NAME = '__KRAANVOGEL_FEDERATION_BUNDLER_RUNTIME__';
const provided = globalThis[GLOBAL_NAME];
if (!provided) {
  throw new Error(`This remote's production build takes the federation bundler runtime from the host (${GLOBAL_NAME}); load it through the host, or build it with NODE_ENV=development to run it alone.`);
}
if (typeof provided.runtimeFor !== 'function' || typeof provided.initContainerEntry !== 'function') {
  throw new Error(`This remote's production build takes its federation runtime and initContainerEntry from the host (${GLOBAL_NAME}), which this host, built before 2026-11-26, does not provide.`);
}

/* global FEDERATION_BUILD_IDENTIFIER */
// The federation plugin defines this build's id ('catalog:0.1.0') for every module of the build.
const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';

const federation = {
  runtime: provided.runtimeFor(buildId),
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {}, initContainerEntry: provided.initContainerEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
