import { createAppConfig } from '../rspack.shared';

export default createAppConfig({
  name: 'catalog',
  dir: __dirname,
  port: 3001,
  title: 'Catalog (standalone) | Storefront',
  // Its pages are public: the shell's server renders them with its server container.
  server: true,
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
    './AllProductsPage': './src/exposes/all-products-page.tsx',
    './CategoryPage': './src/exposes/category-page.tsx',
    './ProductPage': './src/exposes/product-page.tsx',
    './SearchBox': './src/exposes/search-box.tsx',
    './SearchPage': './src/exposes/search-page.tsx',
  },
});
