import { Navigate } from '@storefront/shared/router';
import { mountStandalone } from '@storefront/shared/standalone';
import BasketPage from './exposes/basket-page';
import CheckoutPage from './exposes/checkout-page';
import OrderFailPage from './exposes/order-fail-page';
import OrderSuccessPage from './exposes/order-success-page';

// Standalone host for working on this app alone; in the storefront the shell renders these pages.
void mountStandalone({
  title: 'Checkout',
  routes: [
    // This app has no home page of its own: '/' (and every "Continue Shopping") lands on the basket.
    { index: true, element: <Navigate to="/basket" replace /> },
    { path: '/basket', element: <BasketPage />, handle: { label: 'Basket' } },
    { path: '/checkout', element: <CheckoutPage />, handle: { label: 'Checkout' } },
    { path: '/order-success', element: <OrderSuccessPage />, handle: { label: 'Order success' } },
    { path: '/order-fail', element: <OrderFailPage />, handle: { label: 'Order fail' } },
  ],
});
