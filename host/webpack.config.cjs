const fs = require('node:fs');
const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createConfig } = require('@kraanvogel/webpack-config');
const { StaticShell } = require('@kraanvogel/webpack-config/static-shell.cjs');

const production = process.env.NODE_ENV !== 'development';

// The URL table (src/app/url-owners.json) and the remote widgets the layouts and pages place
// (src/app/page-widgets.json) go into the version folder as well: the server reads the current
// host's copies to preload, with the page, the code of the remote that owns a requested URL and of
// the widgets that page shows. The shop's icon (public/favicon.ico) too: the server answers
// /favicon.ico with the current host's copy.
const VERSION_FOLDER_TABLES = ['src/app/url-owners.json', 'src/app/page-widgets.json', 'public/favicon.ico'];
class UrlOwnersAsset {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('UrlOwnersAsset', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'UrlOwnersAsset', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of VERSION_FOLDER_TABLES) {
          const file = path.join(__dirname, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(path.basename(name), new sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

const config = createConfig({
  appDir: __dirname,
  name: 'host',
  isHost: true,
  devPort: 3000,
  // Barlow in the weights the shop uses (src/theme/fonts.ts): the logo, headings and menus are
  // on the first screen of every page.
  bootFonts: /^assets\/barlow-latin-(400|600|700)-normal\.[0-9a-f]+\.woff2$/,
  plugins: production
    ? [
        new UrlOwnersAsset(),
        // /sw.js: emitted into the host's version folder; the server serves the current one at
        // the root. The precache list is this version's own content-hashed files.
        new InjectManifest({
          swSrc: path.join(__dirname, 'src/service-worker/sw.ts'),
          swDest: 'sw.js',
          exclude: [/\.map$/, /\.html$/, /mf-manifest\.json$/, /url-owners\.json$/, /page-widgets\.json$/, /shell-titles\.json$/, /mf-stats\.json$/, /\.LICENSE\.txt$/, /\.d\.ts$/, /^@mf-types/, /^independent-packages\//],
          maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        }),
      ]
    : [],
});

// The page carries the shell as HTML, for the first paint before any script (tools/webpack/static-shell.cjs).
if (production) config.plugins.push(new StaticShell({ entry: path.join(__dirname, 'src/prerender/static-shell.tsx'), config: () => config }));

module.exports = config;
