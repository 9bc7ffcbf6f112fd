const { createConfig } = require('@kraanvogel/webpack-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'admin',
  devPort: 3005,
  exposes: { './routes': './src/app/routes.tsx' },
});
