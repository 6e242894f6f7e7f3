import { quantityChanged, selectCartItems, selectCartTotal } from '@storefront/shared/cart';
import { formatPrice } from '@storefront/shared/format';
import { useAppDispatch, useAppStore } from '@storefront/shared/store';
import type { CartItem } from '@storefront/shared/types';

/**
 * Changing a line's quantity updates its total and the subtotal without a word to a screen reader:
 * the page's polite live region says e.g. 'Lawn Suit: quantity 3. Subtotal Rs 12,345'.
 */
export function useQuantityChange(announce: (message: string) => void) {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  return (item: CartItem, quantity: number) => {
    dispatch(quantityChanged({ id: item.id, quantity }));
    // Read back from the cart: it is the one that caps the quantity at the stock.
    const state = store.getState();
    const line = selectCartItems(state).find((candidate) => candidate.id === item.id);
    if (line) announce(`${line.name}: quantity ${line.quantity}. Subtotal ${formatPrice(selectCartTotal(state))}`);
  };
}
