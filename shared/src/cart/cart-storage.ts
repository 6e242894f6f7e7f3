import type { Cart } from '@storefront/shared/types';
import { STORAGE_KEYS } from '@storefront/shared/config';
import { CORRUPT, readJson, writeJson, type KeyValueStorage } from '../storage/safe-storage';
import { cartFromLines } from './cart-rules';
import { emptyCart } from './cart-slice';

/** The saved basket; missing, unreadable or corrupt data gives an empty basket (logged). */
export function loadCart(storage: KeyValueStorage | null): Cart {
  const saved = readJson(storage, STORAGE_KEYS.cart);
  if (saved === undefined || saved === CORRUPT) return emptyCart();
  const items = typeof saved === 'object' && saved !== null && 'items' in saved ? saved.items : undefined;
  if (!Array.isArray(items)) {
    console.error('Saved cart has no item list; starting with an empty basket');
    return emptyCart();
  }
  const { cart, dropped } = cartFromLines(items);
  if (dropped > 0) console.error(`Dropped ${dropped} unreadable basket line(s)`);
  return cart;
}

export function saveCart(storage: KeyValueStorage | null, cart: Cart): void {
  writeJson(storage, STORAGE_KEYS.cart, cart);
}
