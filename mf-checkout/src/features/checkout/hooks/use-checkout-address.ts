import { useCallback, useEffect, useState } from 'react';
import { notifyApiError } from '@storefront/shared/api';
import type { CheckoutAddress } from '@storefront/shared/types';
import { fetchCheckoutAddress } from '../api/checkout-api';

export type CheckoutAddressState =
  { status: 'loading' } | { status: 'ready'; details: CheckoutAddress } | { status: 'error' };

/** Loads the customer's checkout details once per user; `retry` loads them again after a failure. */
export function useCheckoutAddress(userId: number): CheckoutAddressState & { retry: () => void } {
  const [state, setState] = useState<CheckoutAddressState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Leaving the page, or another user, cancels the request; a late answer is ignored either way.
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchCheckoutAddress(userId, controller.signal).then(
      (details) => {
        if (!controller.signal.aborted) setState({ status: 'ready', details });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Quiet for a call that ended the session: the shopper was told why.
        notifyApiError(error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [userId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
