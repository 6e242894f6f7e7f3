import { remoteModule } from './remote-module';

/**
 * Every remote module the shell renders (docs/contracts.md). Each is fetched on first render only,
 * so a page downloads just its own remote.
 */
export const remotePages = {
  home: remoteModule('catalog', './HomePage'),
  allProducts: remoteModule('catalog', './AllProductsPage'),
  category: remoteModule('catalog', './CategoryPage'),
  product: remoteModule('catalog', './ProductPage'),
  searchBox: remoteModule('catalog', './SearchBox'),
  basket: remoteModule('checkout', './BasketPage'),
  checkout: remoteModule('checkout', './CheckoutPage'),
  orderSuccess: remoteModule('checkout', './OrderSuccessPage'),
  orderFail: remoteModule('checkout', './OrderFailPage'),
  account: remoteModule('account', './AccountPage'),
  login: remoteModule('auth', './LoginPage'),
  register: remoteModule('auth', './RegisterPage'),
  resetPassword: remoteModule('auth', './ResetPasswordPage'),
  verifyEmail: remoteModule('auth', './VerifyEmailPage'),
};
