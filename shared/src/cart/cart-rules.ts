// The basket rules of spec section 4, as pure functions (the slice and the pages share them).
import type { Cart, CartItem, Product } from '@storefront/shared/types';
import { isProductSlug, isShownText, ownImage } from '../storage/saved-fields';

/** Item count is the sum of quantities; total is the sum of netPrice × quantity. */
export function withTotals(items: CartItem[]): Cart {
  let total = 0;
  let itemCount = 0;
  for (const item of items) {
    total += item.netPrice * item.quantity;
    itemCount += item.quantity;
  }
  return { items, total, itemCount };
}

/** A quantity between 1 and the stock (1 when stock is unknown or below 1); more than the stock is the stock. */
export function clampQuantity(quantity: number, stock: number): number {
  const max = Number.isFinite(stock) && stock >= 1 ? Math.floor(stock) : 1;
  const wanted = Number.isFinite(quantity) ? Math.floor(quantity) : quantity === Number.POSITIVE_INFINITY ? max : 1;
  return Math.min(Math.max(wanted, 1), max);
}

/** Plus is disabled when the stock is below quantity + 1. */
export function canIncrease(item: Pick<CartItem, 'quantity' | 'stock'>): boolean {
  return item.stock >= item.quantity + 1;
}

/** Minus is disabled at quantity 1. */
export function canDecrease(item: Pick<CartItem, 'quantity'>): boolean {
  return item.quantity > 1;
}

/** The basket line for a product (everything but the quantity). */
export function toCartItem(
  product: Pick<Product, 'id' | 'name' | 'imgUrl' | 'netPrice' | 'stock' | 'slug'>,
): Omit<CartItem, 'quantity'> {
  return {
    id: product.id,
    name: product.name,
    imgUrl: product.imgUrl,
    netPrice: product.netPrice,
    stock: product.stock,
    slug: product.slug,
  };
}

/** What the shopper is told when a line changed because the product changed since it was added. */
export type CartChange =
  | { kind: 'unavailable' | 'soldOut'; name: string }
  | { kind: 'quantityReduced'; name: string; quantity: number }
  | { kind: 'priceChanged'; name: string; from: number; to: number };

export type CartProduct = Pick<Product, 'id' | 'name' | 'imgUrl' | 'netPrice' | 'stock' | 'slug'>;

/**
 * The lines checked against the products as they are now. Only lines whose id was asked about
 * (`checkedIds`) change, so a line added while the answer was on its way is kept. A product that
 * is gone or sold out leaves the basket; a quantity above the stock is lowered to it; the price,
 * name, image and stock become the product's.
 */
export function refreshLines(
  items: CartItem[],
  checkedIds: number[],
  products: CartProduct[],
): { items: CartItem[]; changes: CartChange[] } {
  const checked = new Set(checkedIds);
  const byId = new Map(products.map((p) => [p.id, p]));
  const changes: CartChange[] = [];
  const next: CartItem[] = [];
  for (const line of items) {
    if (!checked.has(line.id)) {
      next.push(line);
      continue;
    }
    const product = byId.get(line.id);
    if (!product) {
      changes.push({ kind: 'unavailable', name: line.name });
      continue;
    }
    if (!(product.stock >= 1)) {
      changes.push({ kind: 'soldOut', name: product.name });
      continue;
    }
    const quantity = clampQuantity(line.quantity, product.stock);
    if (quantity < line.quantity) changes.push({ kind: 'quantityReduced', name: product.name, quantity });
    if (product.netPrice !== line.netPrice) {
      changes.push({ kind: 'priceChanged', name: product.name, from: line.netPrice, to: product.netPrice });
    }
    next.push({ ...toCartItem(product), quantity });
  }
  return { items: next, changes };
}

const isWhole = (v: unknown, min: number): v is number => Number.isSafeInteger(v) && (v as number) >= min;

/**
 * A saved line as a CartItem, or null when it is not one (old format, tampered, ...). A line the
 * basket could never hold (quantity or stock below 1, fractions) is not a line either.
 */
export function parseCartItem(raw: unknown): CartItem | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (
    !isWhole(r.id, 1) ||
    !isShownText(r.name) ||
    !isWhole(r.netPrice, 0) ||
    !isWhole(r.quantity, 1) ||
    !isWhole(r.stock, 1) ||
    !isProductSlug(r.slug)
  )
    return null;
  return {
    id: r.id,
    name: r.name,
    imgUrl: ownImage(r.imgUrl),
    netPrice: r.netPrice,
    stock: r.stock,
    slug: r.slug,
    quantity: clampQuantity(r.quantity, r.stock),
  };
}

/**
 * Saved or received lines as a basket: invalid lines dropped, lines of the same product merged
 * (capped at stock, as an add would), totals recomputed rather than trusted.
 */
export function cartFromLines(raw: unknown[]): { cart: Cart; dropped: number } {
  const items: CartItem[] = [];
  let dropped = 0;
  for (const line of raw) {
    const item = parseCartItem(line);
    if (!item) {
      dropped += 1;
      continue;
    }
    const index = items.findIndex((i) => i.id === item.id);
    if (index === -1) items.push(item);
    else items[index] = { ...item, quantity: clampQuantity(items[index].quantity + item.quantity, item.stock) };
  }
  return { cart: withTotals(items), dropped };
}
