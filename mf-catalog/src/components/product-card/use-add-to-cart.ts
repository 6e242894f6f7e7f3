import { useCallback } from 'react';
import { itemAdded, selectCartItems, toCartItem } from '@storefront/shared/cart';
import { useAppDispatch, useAppStore } from '@storefront/shared/store';
import type { Product } from '@storefront/shared/types';
import { notify } from '@storefront/shared/ui';
import { useText } from '../../i18n';

/** 'added' with how many were really added (the basket caps a line at the stock). */
export type AddToCartResult = { status: 'added'; added: number } | { status: 'at-stock-limit' } | { status: 'failed' };

export interface UseAddToCartOptions {
  /** 'toast': the home cards' notices; 'none': the caller shows its own success (e.g. a popup). */
  feedback?: 'toast' | 'none';
}

/**
 * Adds a product to the basket and checks the basket afterwards, so a line already at the stock
 * limit is reported instead of a success that did not happen.
 */
export function useAddToCart({ feedback = 'toast' }: UseAddToCartOptions = {}) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { t } = useText();

  return useCallback(
    (product: Product, quantity = 1): AddToCartResult => {
      const quantityOf = () => selectCartItems(store.getState()).find((line) => line.id === product.id)?.quantity ?? 0;
      let result: AddToCartResult;
      try {
        if (!(product.stock > 0)) throw new Error(`${product.slug} is out of stock`);
        const before = quantityOf();
        dispatch(itemAdded({ item: toCartItem(product), quantity }));
        const added = quantityOf() - before;
        result = added > 0 ? { status: 'added', added } : { status: 'at-stock-limit' };
      } catch (err) {
        console.error('Adding to the basket failed', err);
        result = { status: 'failed' };
      }
      // Failures are always told; success only when the caller has no popup of its own.
      if (result.status === 'failed') notify.error(t('cart.addFailed'));
      else if (result.status === 'at-stock-limit')
        notify.info(t('cart.stockLimit', { stock: product.stock, name: product.name }));
      else if (feedback === 'toast') notify.success(t('cart.added', { name: product.name }));
      return result;
    },
    [dispatch, store, feedback, t],
  );
}
