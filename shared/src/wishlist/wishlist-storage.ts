// The product a visitor pressed the heart of, kept in local storage while they log in (or register),
// then saved to their wishlist: they come back to the product with it saved.
import { CORRUPT, isObject, readJson, removeItem, writeJson, type KeyValueStorage } from '../storage/safe-storage';
import { isShownText } from '../storage/saved-fields';

export const WISHLIST_PENDING_KEY = 'wishlistPending';

/** A login much later than the heart is another visit: the product is no longer saved by it. */
export const REMEMBERED_PRODUCT_TTL_MS = 60 * 60 * 1000;

export interface RememberedProduct {
  productId: number;
  productName: string;
  /** Epoch milliseconds the heart was pressed. */
  at: number;
}

/** Local storage can be edited by hand or by other scripts: every field is checked before use. */
function isRememberedProduct(v: unknown): v is RememberedProduct {
  return (
    isObject(v) &&
    Number.isSafeInteger(v.productId) &&
    (v.productId as number) > 0 &&
    isShownText(v.productName) &&
    typeof v.at === 'number' &&
    Number.isFinite(v.at)
  );
}

export function rememberProduct(storage: KeyValueStorage | null, product: RememberedProduct): void {
  writeJson(storage, WISHLIST_PENDING_KEY, product);
}

/**
 * The remembered product, removed from storage as it is read (it is saved once); null when there
 * is none, it is not a valid entry, or it was remembered more than an hour before `now`.
 */
export function takeRememberedProduct(storage: KeyValueStorage | null, now = Date.now()): RememberedProduct | null {
  const saved = readJson(storage, WISHLIST_PENDING_KEY);
  if (saved === undefined) return null;
  removeItem(storage, WISHLIST_PENDING_KEY);
  if (saved === CORRUPT) return null;
  if (!isRememberedProduct(saved)) {
    console.error('Saved wishlist product is not valid; it has been dropped');
    return null;
  }
  const age = now - saved.at;
  return age >= 0 && age <= REMEMBERED_PRODUCT_TTL_MS ? saved : null;
}
