import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CreateOrderRequest } from '@storefront/shared/types';

/**
 * idle: the form can be submitted; submitting: the order call is in flight; redirecting: the browser
 * is leaving for the payment page; settled: the order call was answered and `nextPath` says where to go.
 */
export type CheckoutStatus = 'idle' | 'submitting' | 'redirecting' | 'settled';

export interface CheckoutState {
  status: CheckoutStatus;
  nextPath: string | null;
  orderNumber: string | null;
  /** False when the answer had no success: no order exists, only the basket. */
  orderPlaced: boolean;
  /** How many order calls failed on this visit: each one has the basket checked again (stock may have gone). */
  rejections: number;
  /**
   * The last order call that got no answer (it may have placed the order): placing that very order
   * again sends its key, so the API answers with the order it placed instead of placing another.
   * Kept across visits to checkout; `request` is the order as sent (JSON).
   */
  unanswered: { key: string; request: string } | null;
}

export const initialCheckoutState: CheckoutState = {
  status: 'idle',
  nextPath: null,
  orderNumber: null,
  orderPlaced: false,
  rejections: 0,
  unanswered: null,
};

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    orderSubmitted(state, _action: PayloadAction<CreateOrderRequest>) {
      state.status = 'submitting';
      state.nextPath = null;
      state.orderNumber = null;
      state.orderPlaced = false;
    },
    orderSettled(
      state,
      action: PayloadAction<{ nextPath: string; orderNumber?: string | null; orderPlaced?: boolean }>,
    ) {
      // The shopper left checkout while the call ran (the page reset the state): there is nobody to
      // send anywhere, and a later visit must not be bounced to this order's result page. From
      // 'redirecting' only when the payment page could not be opened.
      if (state.status !== 'submitting' && state.status !== 'redirecting') return;
      state.status = 'settled';
      state.nextPath = action.payload.nextPath;
      state.orderNumber = action.payload.orderNumber ?? null;
      state.orderPlaced = action.payload.orderPlaced ?? true;
    },
    paymentRedirectStarted(state) {
      if (state.status !== 'submitting') return;
      state.status = 'redirecting';
    },
    /**
     * The order call failed (network, stock, bad input): the form is usable again, the basket kept.
     * With `unanswered`, the call got no answer at all (see CheckoutState.unanswered).
     */
    orderRejected(state, action: PayloadAction<{ unanswered: CheckoutState['unanswered'] } | undefined>) {
      state.status = 'idle';
      state.rejections += 1;
      state.unanswered = action.payload?.unanswered ?? null;
    },
    /** The order call was answered: whatever it said, its key has done its work. */
    orderAnswered(state) {
      state.unanswered = null;
    },
    checkoutReset: (state) => ({ ...initialCheckoutState, unanswered: state.unanswered }),
  },
});

export const { orderSubmitted, orderSettled, paymentRedirectStarted, orderRejected, orderAnswered, checkoutReset } =
  checkoutSlice.actions;

/** Works before the slice is injected (the state key is then missing). */
export const selectCheckout = (state: object): CheckoutState =>
  (state as { checkout?: CheckoutState }).checkout ?? initialCheckoutState;

export const selectCheckoutBusy = (state: object): boolean => {
  const { status } = selectCheckout(state);
  return status !== 'idle';
};
