import { createAppConfig } from '../rspack.shared';

export default createAppConfig({
  name: 'account',
  dir: __dirname,
  port: 3003,
  title: 'My Account (standalone) | Storefront',
  exposes: {
    './AccountPage': './src/exposes/account-page.tsx',
  },
});
