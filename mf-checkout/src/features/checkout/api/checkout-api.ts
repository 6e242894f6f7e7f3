import { api, unwrap } from '@storefront/shared/api';
import { ownAccountCall } from '@storefront/shared/session';
import type { ApiEnvelope, CheckoutAddress, CreateOrderRequest, CreateOrderResult } from '@storefront/shared/types';

/**
 * Name, e-mail and the one saved address of a customer, with the couriers of the address's city.
 * It names the logged-in customer: `ownAccountCall` ends a session the API says is not theirs.
 */
export function fetchCheckoutAddress(userId: number, signal?: AbortSignal): Promise<CheckoutAddress> {
  return ownAccountCall(
    unwrap<CheckoutAddress>(api.get('/customer/getCheckoutAddress', { params: { id: userId }, signal })),
  );
}

/**
 * Places an order. Returns the whole envelope rather than unwrapping it: the checkout flow needs its
 * `success` flag, because a reply without success sends the shopper to /order-fail (spec section 4).
 * The same `orderKey` with the same order answers with the order it already placed, never a second
 * one (the API's Idempotency-Key).
 */
export async function createOrder(
  request: CreateOrderRequest,
  orderKey: string,
): Promise<ApiEnvelope<CreateOrderResult>> {
  const response = await api.post<ApiEnvelope<CreateOrderResult>>('/order/create', request, {
    headers: { 'Idempotency-Key': orderKey },
  });
  return response.data;
}
