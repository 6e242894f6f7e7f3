import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { notifyApiError } from '@storefront/shared/api';
import { cartCleared } from '@storefront/shared/cart';
import type { ApiEnvelope, CreateOrderRequest, CreateOrderResult } from '@storefront/shared/types';
import { createOrder } from '../api/checkout-api';
import { redirectToPayment } from '../api/payment-redirect';
import { orderRejected, orderSettled, orderSubmitted, paymentRedirectStarted } from './checkout.slice';

export const ORDER_SUCCESS_PATH = '/order-success';
export const ORDER_FAIL_PATH = '/order-fail';

/** Places one order and decides where the shopper goes next (spec section 4, Checkout). */
export function* placeOrder(action: PayloadAction<CreateOrderRequest>): SagaIterator {
  let envelope: ApiEnvelope<CreateOrderResult>;
  try {
    envelope = yield call(createOrder, action.payload);
  } catch (error) {
    // Network failure, 409 not enough stock, 400 bad input...: say why and keep the basket.
    yield call(notifyApiError, error);
    yield put(orderRejected());
    return;
  }

  if (!envelope?.success || !envelope.data) {
    yield put(orderSettled({ nextPath: ORDER_FAIL_PATH, orderPlaced: false }));
    return;
  }

  const result = envelope.data;
  const method = result.paymentMethod ?? action.payload.paymentMethod;
  if (method === 'cod') {
    yield put(orderSettled({ nextPath: ORDER_SUCCESS_PATH, orderNumber: result.number }));
    yield put(cartCleared());
    return;
  }
  if (result.redirectUrl) {
    yield put(paymentRedirectStarted());
    yield put(cartCleared());
    yield call(redirectToPayment, result.redirectUrl);
    return;
  }
  // The order exists but no payment page came back: it waits in My Orders, where payment can be retried.
  yield put(orderSettled({ nextPath: ORDER_FAIL_PATH, orderNumber: result.number }));
  yield put(cartCleared());
}

export function* checkoutSaga(): SagaIterator {
  // takeLeading: while an order call is in flight, further submits are dropped, so a double click
  // can never place two orders (the submit button also refuses presses while busy).
  yield takeLeading(orderSubmitted.type, placeOrder);
}
