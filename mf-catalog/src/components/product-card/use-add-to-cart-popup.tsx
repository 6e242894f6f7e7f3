import { useCallback, useState } from 'react';
import type { Product } from '@storefront/shared/types';
import { SuccessPopup } from '@storefront/shared/ui';
import { addedToBasketMessage, useAddToCart, type AddToCartResult } from './use-add-to-cart';

/**
 * Add to basket with the 'Success!' popup (spec section 2) that the product grids and the product
 * page show instead of a toast. Render `popup` once in the page.
 */
export function useAddToCartPopup() {
  const addToCart = useAddToCart({ feedback: 'none' });
  const [message, setMessage] = useState<string | null>(null);

  const add = useCallback(
    (product: Product, quantity = 1): AddToCartResult => {
      const result = addToCart(product, quantity);
      if (result.status === 'added') setMessage(addedToBasketMessage(result.added, product.name));
      return result;
    },
    [addToCart],
  );

  const popup = <SuccessPopup open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />;
  return { add, popup };
}
