import { useCallback, useState } from 'react';
import type { Product } from '@storefront/shared/types';
import { SuccessPopup } from '@storefront/shared/ui';
import { useText } from '../../i18n';
import { useAddToCart, type AddToCartResult } from './use-add-to-cart';

/**
 * Add to basket with the 'Success!' popup (spec section 2) that the product grids and the product
 * page show instead of a toast. Render `popup` once in the page.
 */
export function useAddToCartPopup() {
  const { t } = useText();
  const addToCart = useAddToCart({ feedback: 'none' });
  // What was added, put into words when shown (in the page's language then).
  const [added, setAdded] = useState<{ quantity: number; name: string } | null>(null);

  const add = useCallback(
    (product: Product, quantity = 1): AddToCartResult => {
      const result = addToCart(product, quantity);
      if (result.status === 'added') setAdded({ quantity: result.added, name: product.name });
      return result;
    },
    [addToCart],
  );

  const popup = (
    <SuccessPopup
      open={added !== null}
      message={added ? t('cart.addedToBasket', added) : ''}
      onClose={() => setAdded(null)}
    />
  );
  return { add, popup };
}
