const { createConfig } = require('@kraanvogel/webpack-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'account',
  devPort: 3003,
  exposes: { './routes': './src/app/routes.tsx' },
});
