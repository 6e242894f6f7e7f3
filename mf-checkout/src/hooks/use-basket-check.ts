import { useState } from 'react';
import { cartRefreshed, refreshLines, selectCartItems, type CartChange } from '@storefront/shared/cart';
import { PRODUCTS_BY_IDS_MAX } from '@storefront/shared/config';
import { useRemoteData } from '@storefront/shared/remote-data';
import { useAppDispatch, useAppStore } from '@storefront/shared/store';
import { fetchCurrentProducts } from '../lib/products-api';

const NO_CHANGES: CartChange[] = [];

// Spec section 8: loading failures are only logged (the order itself is checked by the server).
const logFailure = (error: unknown) => console.warn('The basket could not be checked against the catalogue', error);

/**
 * Once per visit of the page, and again whenever `recheck` changes, checks the saved basket against
 * the products as they are now: a basket kept for days may hold a product since sold out or
 * repriced. Returns what changed, for the shopper to read. A failed check changes nothing.
 */
export function useBasketCheck(recheck = 0): CartChange[] {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  const check = useRemoteData(
    `checkout:basket-check:${recheck}`,
    async (signal) => {
      const ids = selectCartItems(store.getState())
        .slice(0, PRODUCTS_BY_IDS_MAX)
        .map((item) => item.id);
      if (ids.length === 0) return NO_CHANGES;
      const products = await fetchCurrentProducts(ids, signal);
      // The basket as it is now: the shopper may have changed it while the check was on its way.
      const items = selectCartItems(store.getState());
      const checked = refreshLines(items, ids, products);
      // Nothing to do when the basket is as it was (the usual case): no re-render, no save.
      if (!signal.aborted && JSON.stringify(checked.items) !== JSON.stringify(items))
        dispatch(cartRefreshed({ ids, products }));
      return checked.changes;
    },
    { onError: logFailure },
  );
  // What a check found stays on screen until a later check finds something (a recheck finding
  // nothing, or still on its way, does not hide it).
  const [changes, setChanges] = useState(NO_CHANGES);
  if (check.data && check.data.length > 0 && check.data !== changes) setChanges(check.data);
  return changes;
}
