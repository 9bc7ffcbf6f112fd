// The host's half of the federation adapter (index.cjs lists the internals it depends on): a
// federation runtime plugin of the host's production build that hands the host's webpack bundler
// runtime (the part of Module Federation that binds webpack's require to the federation runtime:
// init, consumes, sharing) to the remotes, as provideExternalRuntime hands them runtime-core.
// A remote built for production takes it (remote-bundler-runtime.mjs) instead of carrying its
// own copy in each remoteEntry.js. The functions take the webpack require of the build that calls
// them, so one copy serves every build; what holds state per build (the runtime instance,
// options, share scopes) stays with each build.
// `@module-federation/webpack-bundler-runtime/bundler` is aliased (index.cjs) to the very file the
// federation plugin's entry imports, so this is the copy the host itself runs.
//
// It also hands them `runtimeFor(buildId)`: the per-build face of @module-federation/runtime that
// the bundler runtime uses (`init`, `getRemoteEntry`; `getInstance` besides), built on the
// runtime-core the host provides. `init` finds the build's instance among the page's federation
// instances (by build id, else by name and version) and updates its options, or creates it, as
// @module-federation/runtime does. And `initContainerEntry`, which takes the calling build's
// webpack require like the rest.
import federation from '@module-federation/webpack-bundler-runtime/bundler';
// Aliased (index.cjs) to the same package's file: what a remote's container runs when
// the host initialises it. The host exposes nothing, so only the remotes call it.
import { initContainerEntry } from 'kraanvogel-federation/init-container-entry';

export const GLOBAL_NAME = '__KRAANVOGEL_FEDERATION_BUNDLER_RUNTIME__';

function runtimeFor(buildId) {
  const core = globalThis._FEDERATION_RUNTIME_CORE;
  let current = null;
  const instances = () => core.CurrentGlobal.__FEDERATION__.__INSTANCES__;
  const find = (name, version) =>
    instances().find(
      (i) =>
        (buildId && i.options.id === buildId) ||
        (i.options.name === name && !i.options.version && !version) ||
        (i.options.name === name && version && i.options.version === version),
    );
  const runtime = {
    init(options) {
      const normalized = { ...options, id: options.id || '' };
      const found = find(options.name, options.version);
      if (found) {
        found.initOptions(normalized);
        current ??= found;
        return found;
      }
      const Federation = core.getGlobalFederationConstructor() || core.ModuleFederation;
      current = new Federation(normalized);
      core.setGlobalFederationInstance(current);
      return current;
    },
    getInstance: (finder) => (finder ? instances().find(finder) || null : current),
    // A shared package's fallback build, when a remote has to load its own copy.
    getRemoteEntry: (args) => core.getRemoteEntry(args),
  };
  return runtime;
}

export default function provideBundlerRuntime() {
  globalThis[GLOBAL_NAME] ??= { bundlerRuntime: federation.bundlerRuntime, attachShareScopeMap: federation.attachShareScopeMap, runtimeFor, initContainerEntry };
  return { name: 'kraanvogel-provide-bundler-runtime' };
}
