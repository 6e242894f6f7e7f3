import type { CartChange } from '@storefront/shared/cart';
import { formatPrice } from '@storefront/shared/format';

/** 'Rs 1,234' that never breaks between 'Rs' and the amount when the sentence wraps. */
const price = (amount: number) => formatPrice(amount).replace(' ', '\u00a0');

/** One sentence per change, as the shopper reads it. */
export function basketChangeMessage(change: CartChange): string {
  switch (change.kind) {
    case 'unavailable':
      return `${change.name} is no longer available and was removed from your basket.`;
    case 'soldOut':
      return `${change.name} is sold out and was removed from your basket.`;
    case 'quantityReduced':
      return `Only ${change.quantity} of ${change.name} left in stock: your quantity is now ${change.quantity}.`;
    case 'priceChanged':
      return `The price of ${change.name} changed from ${price(change.from)} to ${price(change.to)}.`;
  }
}
