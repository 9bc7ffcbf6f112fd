// Replaces the webpack bundler runtime of Module Federation in a remote's production build
// (tools/webpack/index.cjs): the functions come from the host (provide-bundler-runtime.mjs), which
// shares the same pinned @module-federation version; what is per build stays here: the runtime
// wrapper that creates this remote's own federation instance, a share-scope slot, and
// initContainerEntry (the host has no exposes, so its copy is built without it).
import * as runtime from '@module-federation/runtime';
// Aliased (tools/webpack/index.cjs) to the file of the same bundler runtime package.
import { initContainerEntry } from 'kraanvogel-federation/init-container-entry';

const GLOBAL_NAME = '__KRAANVOGEL_FEDERATION_BUNDLER_RUNTIME__';
const provided = globalThis[GLOBAL_NAME];
if (!provided) {
  throw new Error(`This remote's production build takes the federation bundler runtime from the host (${GLOBAL_NAME}); load it through the host, or build it with NODE_ENV=development to run it alone.`);
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
