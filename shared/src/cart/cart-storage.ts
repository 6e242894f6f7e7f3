import type { Cart, CartItem } from '@storefront/shared/types';
import { STORAGE_KEYS } from '@storefront/shared/config';
import { CORRUPT, readJson, writeJson, type KeyValueStorage } from '../storage/safe-storage';
import { parseCartItem, withTotals } from './cart-rules';
import { emptyCart } from './cart-slice';

/** The saved basket; missing, unreadable or corrupt data gives an empty basket (logged). */
export function loadCart(storage: KeyValueStorage | null): Cart {
  const saved = readJson(storage, STORAGE_KEYS.cart);
  if (saved === undefined || saved === CORRUPT) return emptyCart();
  const items = (saved as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) {
    console.error('Saved cart has no item list; starting with an empty basket');
    return emptyCart();
  }
  const valid = items.map(parseCartItem).filter((i): i is CartItem => i !== null);
  if (valid.length !== items.length) console.error(`Dropped ${items.length - valid.length} unreadable basket line(s)`);
  // Totals are recomputed rather than trusted.
  return withTotals(valid);
}

export function saveCart(storage: KeyValueStorage | null, cart: Cart): void {
  writeJson(storage, STORAGE_KEYS.cart, cart);
}
