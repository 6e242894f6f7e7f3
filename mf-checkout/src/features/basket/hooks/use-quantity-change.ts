import { quantityChanged, selectCartItems, selectCartTotal } from '@storefront/shared/cart';
import { useFormat } from '@storefront/shared/i18n';
import { useAppDispatch, useAppStore } from '@storefront/shared/store';
import type { CartItem } from '@storefront/shared/types';
import { useText } from '../../../i18n';

/**
 * Changing a line's quantity updates its total and the subtotal without a word to a screen reader:
 * the page's polite live region says e.g. 'Lawn Suit: quantity 3. Subtotal Rs 12,345'.
 */
export function useQuantityChange(announce: (message: string) => void) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { t } = useText();
  const { price } = useFormat();

  return (item: CartItem, quantity: number) => {
    dispatch(quantityChanged({ id: item.id, quantity }));
    // Read back from the cart: it is the one that caps the quantity at the stock.
    const state = store.getState();
    const line = selectCartItems(state).find((candidate) => candidate.id === item.id);
    if (line) {
      announce(
        t('basket.quantityChanged', {
          name: line.name,
          quantity: line.quantity,
          subtotal: price(selectCartTotal(state)),
        }),
      );
    }
  };
}
