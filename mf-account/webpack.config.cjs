const { createConfig } = require('@kraanvogel/webpack-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'account',
  devPort: 3003,
  shellTitles: './src/app/shell-titles.ts',
  exposes: { './routes': './src/app/routes.tsx' },
});
