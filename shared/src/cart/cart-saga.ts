import { isAnyOf } from '@reduxjs/toolkit';
import { call, select, takeEvery } from 'redux-saga/effects';
import type { Cart } from '@storefront/shared/types';
import type { KeyValueStorage } from '../storage/safe-storage';
import { cartSlice, selectCart } from './cart-slice';
import { saveCart } from './cart-storage';

const isCartAction = isAnyOf(...Object.values(cartSlice.actions));

function* persistCart(storage: KeyValueStorage | null) {
  const cart = (yield select(selectCart)) as Cart;
  yield call(saveCart, storage, cart);
}

/** Saves the basket after every cart action (takeEvery: each one is written, in order). */
export function* cartSaga(storage: KeyValueStorage | null) {
  yield takeEvery(isCartAction, persistCart, storage);
}
