// A card or wallet (JazzCash, Easypaisa) order placed but not paid yet (the shopper left the payment page, e.g. with Back). It
// holds its stock until it is paid, cancelled, or released after CARD_PAYMENT_TIMEOUT_MINUTES, so
// checkout and the basket say so and offer to pay it or to cancel it.
import { api, unwrap } from '@storefront/shared/api';
import { isOnlinePayment } from '@storefront/shared/config';
import { i18n } from '@storefront/shared/i18n';
import { ownAccountCall } from '@storefront/shared/session';
import type { Order } from '@storefront/shared/types';
import { NAMESPACE } from '../i18n';

/** Unpaid, still open: its payment may be tried again (also after a declined card). */
export function isWaitingForPayment(order: Order): boolean {
  return (
    isOnlinePayment(order.paymentMethod) &&
    order.status === 'pending' &&
    (order.payment?.status === 'pending' || order.payment?.status === 'failed')
  );
}

/** The customer's newest card order waiting for payment, or null. */
export async function findWaitingCardOrder(customerId: number, signal?: AbortSignal): Promise<Order | null> {
  const orders = await ownAccountCall(
    unwrap<Order[]>(api.get('/order/getOrdersByCustomer', { params: { customerId }, signal })),
  );
  return (Array.isArray(orders) && orders.find(isWaitingForPayment)) || null;
}

/** POST /order/retryStripePayment: where to pay the order now (its error's message is shown as it is). */
export async function paymentLinkFor(orderId: number): Promise<string> {
  const data = await unwrap<{ url?: string | null } | null>(api.post('/order/retryStripePayment', { orderId }));
  if (!data?.url) throw new Error(i18n.t('waiting.paymentLinkFailed', { ns: NAMESPACE }));
  return data.url;
}

/** POST /order/cancelOrder: cancels the order and gives its stock back. */
export async function cancelOrder(orderId: number): Promise<void> {
  await unwrap<unknown>(api.post('/order/cancelOrder', { orderId }));
}
