import { ValidationError } from 'yup';
import type { Address } from '@storefront/shared/types';
import { checkoutSchema } from '@storefront/shared/validation';

/** Spec section 5 lists the checkout rules in this order; the first one broken is the one shown. */
const RULE_ORDER = ['addressId', 'courierPricingId', 'address'] as const;

/**
 * Checks the checkout with the shared `checkoutSchema` and returns the one message to show, or null
 * when the order can be placed. A courier that is not offered for the address's city counts as no
 * choice (the address may have changed since the page loaded).
 */
export function findCheckoutProblem(address: Address | null | undefined, courierPricingId: string): string | null {
  const offered = address?.city?.courierPricings ?? [];
  const courierOffered = offered.some((pricing) => String(pricing.id) === courierPricingId);
  const values = {
    addressId: address?.id ?? '',
    address: address?.address ?? '',
    courierPricingId: courierOffered ? courierPricingId : '',
  };
  try {
    checkoutSchema.validateSync(values, { abortEarly: false });
    return null;
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const byField = new Map(error.inner.map((inner) => [inner.path, inner.message]));
    for (const field of RULE_ORDER) {
      const message = byField.get(field);
      if (message) return message;
    }
    return error.errors[0] ?? null;
  }
}
