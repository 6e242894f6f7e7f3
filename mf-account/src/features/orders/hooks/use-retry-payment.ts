import { isAxiosError } from 'axios';
import { notifyApiError } from '@storefront/shared/api';
import { useState } from 'react';
import { usePageRestored } from '@storefront/shared/ui';
import { redirectTo } from '../api/browser-redirect';
import { retryStripePayment } from '../api/orders-api';

/**
 * Asks for a new payment link and sends the browser there; without a link, says so in place
 * (`failed`: the card shows 'Failed to get Stripe payment link.').
 * `onRefused`: the server says the order can no longer be paid (409: paid meanwhile, or released
 * unpaid): what the page shows of it is out of date.
 */
export function useRetryPayment(orderId: number, onRefused?: () => void) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  // Back from the payment page may restore this page still busy ('Opening payment…'): the payment
  // was left unfinished, so it can be retried again.
  usePageRestored(() => setBusy(false));

  const retry = async () => {
    setBusy(true);
    setFailed(false);
    let url: string | null = null;
    try {
      url = await retryStripePayment(orderId);
    } catch (err) {
      // The server's reason (e.g. already paid) goes to the usual notification.
      notifyApiError(err);
      if (isAxiosError(err) && err.response?.status === 409) {
        // Not a missing link: the order moved on. The refreshed order shows where it stands.
        setBusy(false);
        onRefused?.();
        return;
      }
    }
    if (url) {
      // Stay busy: the page is about to be replaced.
      redirectTo(url);
      return;
    }
    setFailed(true);
    setBusy(false);
  };

  return { retry, busy, failed };
}
