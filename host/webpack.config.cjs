const { createConfig } = require('@kraanvogel/webpack-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'host',
  isHost: true,
  devPort: 3000,
});
