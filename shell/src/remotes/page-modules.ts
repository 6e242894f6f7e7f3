// Every remote module the shell renders, as data: which remote exposes it, under which name
// (docs/contracts.md). remote-pages.ts makes each a lazily loaded component; early-manifests.ts
// reads them before any React or Module Federation code has loaded, so this file imports neither.
import type { RemoteName } from './remote-registry';

/** A module a remote exposes. */
export interface PageModule {
  remote: RemoteName;
  expose: string;
}

export const PAGE_MODULES = {
  home: { remote: 'catalog', expose: './HomePage' },
  allProducts: { remote: 'catalog', expose: './AllProductsPage' },
  category: { remote: 'catalog', expose: './CategoryPage' },
  product: { remote: 'catalog', expose: './ProductPage' },
  searchBox: { remote: 'catalog', expose: './SearchBox' },
  search: { remote: 'catalog', expose: './SearchPage' },
  basket: { remote: 'checkout', expose: './BasketPage' },
  checkout: { remote: 'checkout', expose: './CheckoutPage' },
  orderSuccess: { remote: 'checkout', expose: './OrderSuccessPage' },
  orderFail: { remote: 'checkout', expose: './OrderFailPage' },
  account: { remote: 'account', expose: './AccountPage' },
  login: { remote: 'auth', expose: './LoginPage' },
  register: { remote: 'auth', expose: './RegisterPage' },
  resetPassword: { remote: 'auth', expose: './ResetPasswordPage' },
  verifyEmail: { remote: 'auth', expose: './VerifyEmailPage' },
} as const satisfies Record<string, PageModule>;

export type PageName = keyof typeof PAGE_MODULES;

/** A module's name for the MF runtime and the server payload: 'catalog/HomePage'. */
export const moduleKey = ({ remote, expose }: PageModule) => `${remote}/${expose.replace(/^\.\//, '')}`;
