const { createConfig } = require('@kraanvogel/webpack-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'catalog',
  devPort: 3001,
  shellTitles: './src/app/shell-titles.ts',
  exposes: { './routes': './src/app/routes.tsx', './InstantSearch': './src/features/search/instant-search.tsx', './HomeBlocks': './src/features/home/home-blocks.tsx' },
});
