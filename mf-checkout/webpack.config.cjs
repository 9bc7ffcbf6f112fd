const { createConfig } = require('@kraanvogel/webpack-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'checkout',
  devPort: 3002,
  shellTitles: './src/app/shell-titles.ts',
  pageParts: './src/app/page-parts.tsx',
  exposes: { './routes': './src/app/routes.tsx', './CartSelector': './src/features/baskets/basket-selector.tsx', './CartPopup': './src/features/baskets/basket-popup.tsx', './BasketIntents': './src/features/baskets/basket-intents.tsx' },
});
