export {
  cartSlice, itemAdded, itemRemoved, quantityChanged, cartCleared, cartInitialized, emptyCart,
  selectCart, selectCartItems, selectCartItemCount, selectCartTotal, type ItemAddedPayload,
} from './cart-slice';
export { toCartItem, canIncrease, canDecrease, clampQuantity, withTotals } from './cart-rules';
export { loadCart, saveCart } from './cart-storage';
export { cartSaga } from './cart-saga';
export type { KeyValueStorage } from '../storage/safe-storage';
