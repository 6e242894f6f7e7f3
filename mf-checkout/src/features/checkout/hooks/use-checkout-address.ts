import { notifyApiError } from '@storefront/shared/api';
import { useRemoteData } from '@storefront/shared/remote-data';
import type { CheckoutAddress } from '@storefront/shared/types';
import { fetchCheckoutAddress } from '../api/checkout-api';

/** The customer's checkout details, once per user; `reload` asks again after a failure. */
export function useCheckoutAddress(userId: number) {
  // Quiet for a call that ended the session (notifyApiError): the shopper was told why.
  return useRemoteData<CheckoutAddress>(
    `checkout:address:${userId}`,
    (signal) => fetchCheckoutAddress(userId, signal),
    { onError: notifyApiError },
  );
}
