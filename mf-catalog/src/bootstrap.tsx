import { lazy } from 'react';
import { mountStandalone } from '@storefront/shared/standalone';

// The catalog team's own host: its pages plus the search box, against the API proxied at /api.
const HomePage = lazy(() => import('./exposes/home-page'));
const AllProductsPage = lazy(() => import('./exposes/all-products-page'));
const CategoryPage = lazy(() => import('./exposes/category-page'));
const ProductPage = lazy(() => import('./exposes/product-page'));
const SearchPreview = lazy(() => import('./standalone/search-preview'));

void mountStandalone({
  title: 'Catalog (standalone) | Storefront',
  routes: [
    { path: '/', element: <HomePage />, handle: { label: 'Home' } },
    { path: '/products/fresh-picks', element: <AllProductsPage />, handle: { label: 'Fresh Picks' } },
    { path: '/products/:categoryName', element: <AllProductsPage /> },
    { path: '/category/:cat', element: <CategoryPage /> },
    { path: '/category/:cat/:sub', element: <CategoryPage /> },
    { path: '/category/:cat/:sub/:child', element: <CategoryPage /> },
    { path: '/product/:productId', element: <ProductPage /> },
    { path: '/search', element: <SearchPreview />, handle: { label: 'Search' } },
  ],
});
