// A federation runtime plugin of the host's production build: it hands the host's webpack bundler
// runtime (the part of Module Federation that binds webpack's require to the federation runtime:
// init, consumes, sharing) to the remotes, as provideExternalRuntime hands them runtime-core.
// A remote built for production takes it (bundler-runtime-from-host.mjs) instead of carrying its
// own copy in each remoteEntry.js (~3 KB gzip per entry). The functions take the webpack require
// of the build that calls them, so one copy serves every build; what holds state per build
// (the runtime instance, options, share scopes) stays with each build.
// `@module-federation/webpack-bundler-runtime/bundler` is aliased (tools/webpack/index.cjs) to the
// very file the federation plugin's entry imports, so this is the copy the host itself runs.
import federation from '@module-federation/webpack-bundler-runtime/bundler';

export const GLOBAL_NAME = '__KRAANVOGEL_FEDERATION_BUNDLER_RUNTIME__';

export default function provideBundlerRuntime() {
  globalThis[GLOBAL_NAME] ??= { bundlerRuntime: federation.bundlerRuntime, attachShareScopeMap: federation.attachShareScopeMap };
  return { name: 'kraanvogel-provide-bundler-runtime' };
}
