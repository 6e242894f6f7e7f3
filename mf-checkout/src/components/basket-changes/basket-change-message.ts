import type { CartChange } from '@storefront/shared/cart';
import { formatPrice } from '@storefront/shared/format';
import { i18n } from '@storefront/shared/i18n';
import { NAMESPACE, type Translate } from '../../i18n';

/** 'Rs 1,234' that never breaks between 'Rs' and the amount when the sentence wraps. */
const price = (amount: number) => formatPrice(amount).replace(' ', '\u00a0');

/** One sentence per change, as the shopper reads it (components pass their own `t`: on the server, the request's). */
export function basketChangeMessage(change: CartChange, t: Translate = i18n.getFixedT(null, NAMESPACE)): string {
  switch (change.kind) {
    case 'unavailable':
      return t('changes.unavailable', { name: change.name });
    case 'soldOut':
      return t('changes.soldOut', { name: change.name });
    case 'quantityReduced':
      return t('changes.quantityReduced', { name: change.name, quantity: change.quantity });
    case 'priceChanged':
      return t('changes.priceChanged', { name: change.name, from: price(change.from), to: price(change.to) });
  }
}
