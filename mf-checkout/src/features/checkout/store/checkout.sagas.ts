import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { notifyApiError, outcomeUnknown } from '@storefront/shared/api';
import { i18n } from '@storefront/shared/i18n';
import { cartCleared, itemRemoved, quantityChanged, selectCartItems } from '@storefront/shared/cart';
import type {
  ApiEnvelope,
  CartItem,
  CreateOrderRequest,
  CreateOrderResult,
  PaymentMethod,
} from '@storefront/shared/types';
import { notify } from '@storefront/shared/ui';
import en from '../../../i18n/en.json';
import { NAMESPACE } from '../../../i18n';
import { createOrder } from '../api/checkout-api';
import { newOrderKey } from '../api/order-key';
import { redirectToPayment } from '../../../lib/payment-redirect';
import {
  orderAnswered,
  orderRejected,
  orderSettled,
  orderSubmitted,
  paymentRedirectStarted,
  selectCheckout,
  type CheckoutState,
} from './checkout.slice';

export const ORDER_SUCCESS_PATH = '/order-success';
export const ORDER_FAIL_PATH = '/order-fail';
/** The English text of the toast after an order call that got no answer (the shopper reads it in the page's language). */
export const ORDER_OUTCOME_UNKNOWN = en.checkout.outcomeUnknown;

/** A text of this app's catalogue in the page's language, looked up when it is shown. */
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ...options, ns: NAMESPACE });

/** Places one order and decides where the shopper goes next (spec section 4, Checkout). */
export function* placeOrder(action: PayloadAction<CreateOrderRequest>): SagaIterator {
  // The same order as a call that got no answer goes with that call's key: if the order was placed
  // after all, the API answers with it rather than placing it twice.
  const request = JSON.stringify(action.payload);
  const { unanswered } = (yield select(selectCheckout)) as CheckoutState;
  const key = unanswered?.request === request ? unanswered.key : newOrderKey();
  let envelope: ApiEnvelope<CreateOrderResult>;
  try {
    envelope = (yield call(createOrder, action.payload, key)) as ApiEnvelope<CreateOrderResult>;
  } catch (error) {
    // 409 not enough stock, 400 bad input...: say why and keep the basket. With no answer (a
    // timeout, the network, a gateway giving up) the order may exist all the same: the shopper
    // looks in My Orders before placing it again (and placing it again sends the same key).
    const noAnswer = outcomeUnknown(error);
    if (noAnswer) yield call(notify.error, t('checkout.outcomeUnknown'));
    else yield call(notifyApiError, error);
    yield put(orderRejected({ unanswered: noAnswer ? { key, request } : null }));
    return;
  }
  yield put(orderAnswered());

  if (!envelope?.success || !envelope.data) {
    yield put(orderSettled({ nextPath: ORDER_FAIL_PATH, orderPlaced: false }));
    return;
  }

  const result = envelope.data;
  const method = result.paymentMethod ?? action.payload.paymentMethod;
  const { status } = (yield select(selectCheckout)) as CheckoutState;
  if (status !== 'submitting') {
    // The shopper left checkout while the call ran (the page reset its state). The order stands:
    // what it holds leaves the basket (not what was added since), nobody is taken anywhere, and a
    // notice says where to find it.
    yield call(removeOrderedLines, action.payload.items);
    yield call(tellOrderPlacedMeanwhile, result.number, method);
    return;
  }
  if (method === 'cod') {
    yield put(orderSettled({ nextPath: ORDER_SUCCESS_PATH, orderNumber: result.number }));
    yield put(cartCleared());
    return;
  }
  if (result.redirectUrl) {
    yield put(paymentRedirectStarted());
    yield put(cartCleared());
    try {
      yield call(redirectToPayment, result.redirectUrl);
      return;
    } catch (error) {
      // An address the browser refuses to open: the order waits unpaid, as below.
      console.error('The payment page could not be opened', error);
    }
  }
  // The order exists but no payment page came back: it waits in My Orders, where payment can be retried.
  yield put(orderSettled({ nextPath: ORDER_FAIL_PATH, orderNumber: result.number }));
  yield put(cartCleared());
}

/** Takes the order's quantities out of the basket as it is now, line by line. */
function* removeOrderedLines(ordered: CreateOrderRequest['items']): SagaIterator {
  const items = (yield select(selectCartItems)) as CartItem[];
  for (const line of ordered) {
    const current = items.find((item) => item.id === line.id);
    if (!current) continue;
    if (current.quantity <= line.quantity) yield put(itemRemoved(line.id));
    else yield put(quantityChanged({ id: line.id, quantity: current.quantity - line.quantity }));
  }
}

/** What a shopper who left checkout mid-order is told once the order has been placed. */
export function tellOrderPlacedMeanwhile(orderNumber: string | null | undefined, method: PaymentMethod): void {
  const number = { number: orderNumber };
  if (method === 'cod') {
    notify.success(orderNumber ? t('checkout.placedMeanwhile.codNumbered', number) : t('checkout.placedMeanwhile.cod'));
  } else {
    notify.info(
      orderNumber ? t('checkout.placedMeanwhile.onlineNumbered', number) : t('checkout.placedMeanwhile.online'),
    );
  }
}

export function* checkoutSaga(): SagaIterator {
  // takeLeading: while an order call is in flight, further submits are dropped, so a double click
  // can never place two orders (the submit button also refuses presses while busy).
  yield takeLeading(orderSubmitted.type, placeOrder);
}
