import { useEffect, useRef, useState } from 'react';
import { cartRefreshed, refreshLines, selectCartItems, type CartChange } from '@storefront/shared/cart';
import { useAppDispatch, useAppSelector } from '@storefront/shared/store';
import { PRODUCTS_BY_IDS_MAX } from '@storefront/shared/config';
import { fetchCurrentProducts } from '../api/products-api';

/**
 * Once per visit of the page, and again whenever `recheck` changes, checks the saved basket against
 * the products as they are now: a basket kept for days may hold a product since sold out or
 * repriced. Returns what changed, for the shopper to read. A failed check changes nothing (the
 * order itself is checked by the server).
 */
export function useBasketCheck(recheck: unknown = 0): CartChange[] {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const latest = useRef(items);
  latest.current = items;
  const [changes, setChanges] = useState<CartChange[]>([]);

  useEffect(() => {
    const ids = latest.current.slice(0, PRODUCTS_BY_IDS_MAX).map((item) => item.id);
    if (ids.length === 0) return undefined;
    const controller = new AbortController();
    (async () => {
      try {
        const products = await fetchCurrentProducts(ids, controller.signal);
        if (controller.signal.aborted) return;
        const checked = refreshLines(latest.current, ids, products);
        // Nothing to do when the basket is as it was (the usual case): no re-render, no save.
        if (checked.changes.length > 0) setChanges(checked.changes);
        if (JSON.stringify(checked.items) !== JSON.stringify(latest.current))
          dispatch(cartRefreshed({ ids, products }));
      } catch (err) {
        // Spec section 8: loading failures are only logged.
        if (!controller.signal.aborted) console.warn('The basket could not be checked against the catalogue', err);
      }
    })();
    return () => controller.abort();
  }, [dispatch, recheck]);

  return changes;
}
