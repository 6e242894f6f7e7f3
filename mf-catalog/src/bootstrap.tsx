import { lazy } from 'react';
import { i18n, rememberedLanguage } from '@storefront/shared/i18n';
import { mountStandalone } from '@storefront/shared/standalone';
import { NAMESPACE } from './i18n';

// The catalog team's own host: its pages plus the search box, against the API proxied at /api.
const HomePage = lazy(() => import('./exposes/home-page'));
const AllProductsPage = lazy(() => import('./exposes/all-products-page'));
const CategoryPage = lazy(() => import('./exposes/category-page'));
const ProductPage = lazy(() => import('./exposes/product-page'));
const SearchPreview = lazy(() => import('./standalone/search-preview'));

// The host takes its title and links as text: named in the language remembered at start-up.
const t = i18n.getFixedT(rememberedLanguage(), NAMESPACE);

void mountStandalone({
  title: t('standalone.title'),
  routes: [
    { path: '/', element: <HomePage />, handle: { label: t('common.home') } },
    { path: '/products/fresh-picks', element: <AllProductsPage />, handle: { label: t('common.freshPicks') } },
    { path: '/products/:categoryName', element: <AllProductsPage /> },
    { path: '/category/:cat', element: <CategoryPage /> },
    { path: '/category/:cat/:sub', element: <CategoryPage /> },
    { path: '/category/:cat/:sub/:child', element: <CategoryPage /> },
    { path: '/product/:productId', element: <ProductPage /> },
    { path: '/search', element: <SearchPreview />, handle: { label: t('standalone.search') } },
  ],
});
