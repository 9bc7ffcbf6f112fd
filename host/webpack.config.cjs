const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createConfig } = require('@kraanvogel/webpack-config');

const production = process.env.NODE_ENV !== 'development';

module.exports = createConfig({
  appDir: __dirname,
  name: 'host',
  isHost: true,
  devPort: 3000,
  plugins: production
    ? [
        // /sw.js: emitted into the host's version folder; the server serves the current one at
        // the root. The precache list is this version's own content-hashed files.
        new InjectManifest({
          swSrc: path.join(__dirname, 'src/service-worker/sw.ts'),
          swDest: 'sw.js',
          exclude: [/\.map$/, /\.html$/, /mf-manifest\.json$/, /mf-stats\.json$/, /\.LICENSE\.txt$/, /\.d\.ts$/, /^@mf-types/, /^independent-packages\//],
          maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        }),
      ]
    : [],
});
