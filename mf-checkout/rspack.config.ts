import { createAppConfig } from '../rspack.shared';

export default createAppConfig({
  name: 'checkout',
  dir: __dirname,
  port: 3002,
  title: 'Checkout (standalone) | Storefront',
  exposes: {
    './BasketPage': './src/exposes/basket-page.tsx',
    './CheckoutPage': './src/exposes/checkout-page.tsx',
    './OrderSuccessPage': './src/exposes/order-success-page.tsx',
    './OrderFailPage': './src/exposes/order-fail-page.tsx',
  },
});
