import { i18n, rememberedLanguage } from '@storefront/shared/i18n';
import { Navigate } from '@storefront/shared/router';
import { mountStandalone } from '@storefront/shared/standalone';
import BasketPage from './exposes/basket-page';
import CheckoutPage from './exposes/checkout-page';
import OrderFailPage from './exposes/order-fail-page';
import OrderSuccessPage from './exposes/order-success-page';
import { NAMESPACE } from './i18n';

// The host takes its title and links as text: named in the language remembered at start-up.
const t = i18n.getFixedT(rememberedLanguage(), NAMESPACE);

// Standalone host for working on this app alone; in the storefront the shell renders these pages.
void mountStandalone({
  title: t('standalone.title'),
  routes: [
    // This app has no home page of its own: '/' (and every "Continue Shopping") lands on the basket.
    { index: true, element: <Navigate to="/basket" replace /> },
    { path: '/basket', element: <BasketPage />, handle: { label: t('standalone.basket') } },
    { path: '/checkout', element: <CheckoutPage />, handle: { label: t('standalone.checkout') } },
    { path: '/order-success', element: <OrderSuccessPage />, handle: { label: t('standalone.orderSuccess') } },
    { path: '/order-fail', element: <OrderFailPage />, handle: { label: t('standalone.orderFail') } },
  ],
});
