const { createConfig } = require('@kraanvogel/webpack-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'content',
  devPort: 3004,
  exposes: { './routes': './src/app/routes.tsx', './NewsTeaser': './src/features/news/news-teaser.tsx' },
});
