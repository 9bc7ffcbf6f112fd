const { createConfig } = require('@kraanvogel/webpack-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'checkout',
  devPort: 3002,
  exposes: { './routes': './src/app/routes.tsx', './CartSelector': './src/features/baskets/cart-selector.tsx', './CartPopup': './src/features/baskets/cart-popup.tsx', './BasketIntents': './src/features/baskets/basket-intents.tsx' },
});
