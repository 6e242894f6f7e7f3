export {
  cartSlice,
  itemAdded,
  itemRemoved,
  quantityChanged,
  cartRefreshed,
  cartCleared,
  cartInitialized,
  emptyCart,
  selectCart,
  selectCartItems,
  selectCartItemCount,
  selectCartTotal,
  type ItemAddedPayload,
} from './cart-slice';
export {
  toCartItem,
  canIncrease,
  canDecrease,
  clampQuantity,
  refreshLines,
  withTotals,
  type CartChange,
  type CartProduct,
} from './cart-rules';
export { loadCart, saveCart } from './cart-storage';
export { cartSaga } from './cart-saga';
export type { KeyValueStorage } from '../storage/safe-storage';
