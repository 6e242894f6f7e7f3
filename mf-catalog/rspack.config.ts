import { createAppConfig } from '../rspack.shared';

export default createAppConfig({
  name: 'catalog',
  dir: __dirname,
  port: 3001,
  title: 'Catalog (standalone) | Storefront',
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
    './AllProductsPage': './src/exposes/all-products-page.tsx',
    './CategoryPage': './src/exposes/category-page.tsx',
    './ProductPage': './src/exposes/product-page.tsx',
    './SearchBox': './src/exposes/search-box.tsx',
  },
});
