import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Cart, CartItem } from '@storefront/shared/types';
import { DEFAULT_QUANTITY } from '@storefront/shared/config';
import { cartFromLines, clampQuantity, refreshLines, withTotals, type CartProduct } from './cart-rules';

export interface ItemAddedPayload {
  item: Omit<CartItem, 'quantity'>;
  /** Defaults to 1. */
  quantity?: number;
}

export const emptyCart = (): Cart => ({ items: [], total: 0, itemCount: 0 });

export const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart,
  reducers: {
    /** Merges into an existing line; the line never exceeds the stock. Nothing is added when out of stock. */
    itemAdded(state, action: PayloadAction<ItemAddedPayload>) {
      const { item } = action.payload;
      const quantity = action.payload.quantity ?? DEFAULT_QUANTITY;
      // A stock that is not a number could not cap the line, and the line would not survive a reload.
      if (typeof item.stock !== 'number' || !(item.stock >= 1) || !(quantity >= 1)) return state;
      const existing = state.items.find((line) => line.id === item.id);
      const items = existing
        ? // Fresh product data (price, stock) replaces what the line had.
          state.items.map((line) =>
            line.id === item.id
              ? { ...line, ...item, quantity: clampQuantity(line.quantity + quantity, item.stock) }
              : line,
          )
        : [...state.items, { ...item, quantity: clampQuantity(quantity, item.stock) }];
      return withTotals(items);
    },
    itemRemoved(state, action: PayloadAction<number>) {
      return withTotals(state.items.filter((line) => line.id !== action.payload));
    },
    /** At least 1, at most the stock; an unknown line or a non-number changes nothing. */
    quantityChanged(state, action: PayloadAction<{ id: number; quantity: number }>) {
      const { id, quantity } = action.payload;
      if (!Number.isFinite(quantity)) return state;
      return withTotals(
        state.items.map((line) => (line.id === id ? { ...line, quantity: clampQuantity(quantity, line.stock) } : line)),
      );
    },
    /** The lines of `ids` checked against the products as they are now (see refreshLines). */
    cartRefreshed(state, action: PayloadAction<{ ids: number[]; products: CartProduct[] }>) {
      return withTotals(refreshLines(state.items, action.payload.ids, action.payload.products).items);
    },
    cartCleared() {
      return emptyCart();
    },
    /** Replaces the basket; invalid lines dropped, duplicates merged, totals recomputed. */
    cartInitialized(_state, action: PayloadAction<Pick<Cart, 'items'> | Cart>) {
      const raw: unknown[] = Array.isArray(action.payload?.items) ? action.payload.items : [];
      return cartFromLines(raw).cart;
    },
  },
});

export const { itemAdded, itemRemoved, quantityChanged, cartRefreshed, cartCleared, cartInitialized } =
  cartSlice.actions;

type WithCart = { cart: Cart };
export const selectCart = (state: WithCart): Cart => state.cart;
export const selectCartItems = (state: WithCart): CartItem[] => state.cart.items;
export const selectCartItemCount = (state: WithCart): number => state.cart.itemCount;
export const selectCartTotal = (state: WithCart): number => state.cart.total;
