// Builds the webpack configuration of one federated app. Every app (host and remotes) uses this,
// so all builds share one loader set, one shared-dependency table and one output layout:
// <repo>/dist/<app>/<version>/ (immutable: a version folder is never written twice).
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { sharedDeps } = require('./shared-deps.cjs');
const { appVersion } = require('./version.cjs');
const { BootPreload } = require('./boot-preload.cjs');
const { ShellTitles, ServerPageParts } = require('./static-shell.cjs');
const { federationAdapter } = require('./federation-adapter/index.cjs');

const repoRoot = path.resolve(__dirname, '../..');
const BOOT_VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion|zustand|openapi-fetch|shallowequal)[\\/]/;

/**
 * @param {object} o
 * @param {string} o.appDir      absolute path of the app folder
 * @param {string} o.name        federation name (host, catalog, checkout, account, content)
 * @param {Record<string,string>} [o.exposes]
 * @param {boolean} [o.isHost]
 * @param {number} o.devPort
 * @param {RegExp} [o.bootFonts] the host's font files its first paint uses (preloaded by its page)
 * @param {string} [o.shellTitles] a remote's module exporting shellTitles(): the titles of its pages
 *   the server may paint into the page's HTML (static-shell.cjs's ShellTitles)
 * @param {string} [o.pageParts] a remote's module exporting renderPagePart(): its pages as the
 *   server renders them for the signed-in caller (static-shell.cjs's ServerPageParts)
 */
function createConfig(o) {
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const dev = mode === 'development';
  const folder = path.basename(o.appDir);
  const version = dev ? 'dev' : process.env.APP_VERSION || appVersion(o.appDir);
  const outDir = process.env.BUILD_OUT_DIR || path.join(process.env.DIST_DIR || path.join(repoRoot, 'dist'), folder, version);
  // Remotes resolve their chunks relative to their manifest ('auto'); the host's index.html is
  // served for every route, so its assets need an absolute path.
  const publicPath = o.isHost ? (dev ? '/' : `/${folder}/${version}/`) : 'auto';
  // Everything that depends on Module Federation's internals (the bundler runtime the host hands
  // to the remotes in production) comes from the adapter.
  const adapter = federationAdapter({ isHost: Boolean(o.isHost), dev });

  const config = {
    mode,
    context: o.appDir,
    entry: { main: './src/index.ts' },
    // Production writes each file's source map beside it without naming it in the file (hidden): a
    // browser never fetches a map unless its developer tools ask, so the `//# sourceMappingURL`
    // line was bytes in every first load (about 30 bytes gzip per file, some 0.9 KB on `/`).
    // Error tools and a developer load the .map files from the same folder by name.
    devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    output: {
      path: outDir,
      publicPath,
      // The federation runtime cannot load entries with [contenthash] (TOOLCHAIN.md).
      filename: '[name].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: o.name,
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // shared/ is consumed as TypeScript source through the workspace link.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // '@/…' is the app's own src/ (its tsconfig's paths say the same).
      alias: {
        '@': path.join(o.appDir, 'src'),
        ...adapter.alias,
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules[\\/](?!@kraanvogel)/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                // Always the production JSX runtime: a remote in development then still shares the
                // react/jsx-runtime a production host provides (jsx-dev-runtime is not shared).
                transform: { react: { runtime: 'automatic', development: false, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(woff2?|png|svg|jpe?g|webp|ico)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // A module two lazily loaded chunks share goes into a chunk of its own from 1 KB on (webpack's
      // default is 20 KB): a remote's widgets on one page (checkout's CartSelector, CartPopup and
      // BasketIntents) no longer each carry their own copy of the app's texts and basket code.
      // The host's libraries every page runs at boot (React, React DOM, styled-components, zustand,
      // the typed fetch client) in one chunk: one gzip stream instead of seven files (1.6 KB gzip
      // less on `/`, five requests fewer). Each is still its own shared module, provided from it.
      // (A chunk of the shared package's own modules, tried alike, stopped the host's boot.)
      splitChunks: {
        minSize: 1000,
        cacheGroups: o.isHost ? { bootVendor: { test: BOOT_VENDOR, name: 'vendor', chunks: 'all', enforce: true, priority: 20 } } : {},
      },
      minimize: !dev,
      minimizer: [
        // Licence comments go to a .LICENSE.txt file beside each chunk, without the banner line
        // pointing to it in the chunk itself (about 60 bytes gzip per chunk the browser loads).
        new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: { condition: 'some', banner: false }, terserOptions: { compress: { passes: 2 } } }),
      ],
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: o.name,
        filename: o.isHost ? undefined : 'remoteEntry.js',
        exposes: o.exposes,
        remotes: {},
        manifest: true,
        dts: false,
        shareStrategy: 'loaded-first',
        shared: sharedDeps(o.appDir, { consumeOnly: !o.isHost && !dev }),
        // The full build of a tree-shaken shared package (the fallback) is compiled with this
        // configuration's plugins; the service worker's precache list, the host's URL table and its
        // page's shell are not among its files.
        treeShakingSharedExcludePlugins: ['InjectManifest', 'UrlOwnersAsset', 'BootPreload', 'StaticShell', 'ShellTitles', 'ServerPageParts'],
        runtimePlugins: [...(o.runtimePlugins || []), ...adapter.runtimePlugins],
        // The federation runtime ships once, in the host; remotes use it (TOOLCHAIN.md: a
        // remoteEntry shrinks from ~27 to ~8 KB gzip). A remote in development (alone or
        // against a host) keeps its own runtime.
        experiments: {
          ...(o.isHost ? { provideExternalRuntime: true } : { externalRuntime: !dev }),
          // Only the browser's code paths of the federation runtime (no Node.js loading), without
          // its manifest (snapshot) handling: the host registers each remote by its entry
          // (host/src/federation/remotes.ts). A remote consumes no remotes.
          optimization: { target: 'web', disableSnapshot: true, disableRemote: !o.isHost },
        },
      }),
      // The host's page; for a remote, the page it runs alone on in development.
      new HtmlWebpackPlugin({
        template: path.join(o.appDir, 'public/index.html'),
        inject: 'head',
        scriptLoading: 'defer',
      }),
      ...adapter.plugins,
      // The host's boot chunks are announced in its page (not in development: names change).
      ...(o.isHost && !dev ? [new BootPreload({ fonts: o.bootFonts })] : []),
      // A remote's page titles, for the shell the server sends (not in development).
      ...(o.shellTitles && !dev ? [new ShellTitles({ entry: o.shellTitles, config: () => config })] : []),
      // A remote's pages rendered by the server for the caller (not in development).
      ...(o.pageParts && !dev ? [new ServerPageParts({ entry: o.pageParts, config: () => config })] : []),
      ...(o.plugins || []),
    ],
    devServer: {
      port: o.devPort,
      historyApiFallback: o.isHost,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The api, /config.json and /remotes.json come from the one-port server (API_ORIGIN).
      proxy: o.isHost
        ? [{ context: ['/config.json', '/remotes.json', '/sw.js', '/favicon.ico', ...API_PREFIXES], target: process.env.API_ORIGIN || 'http://localhost:8080' }]
        : undefined,
      client: { overlay: { errors: true, warnings: false } },
    },
    stats: 'errors-warnings',
  };
  return config;
}

const API_PREFIXES = ['/idp', '/pim', '/search', '/mgmt', '/erp'];

module.exports = { createConfig, repoRoot };
