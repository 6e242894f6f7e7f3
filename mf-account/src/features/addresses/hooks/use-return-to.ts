import { useSearchParams } from '@storefront/shared/router';
import { sameSitePath } from '@storefront/shared/session';

/**
 * `/account/addresses?returnTo=/checkout`: the page that sent the shopper here to add or edit the
 * address (checkout does), offered as the way back once the address is saved.
 */
export const RETURN_TO_PARAM = 'returnTo';

export interface ReturnTo {
  path: string;
  /** The link's text: back to checkout, or back to whatever page it was. */
  labelKey: 'addresses.backToCheckout' | 'addresses.goBack';
}

/** Where to offer to go back to: a path of this site only, so a crafted link cannot lead off-site. */
export function useReturnTo(): ReturnTo | null {
  const [params] = useSearchParams();
  const path = sameSitePath(params.get(RETURN_TO_PARAM));
  if (!path) return null;
  return { path, labelKey: /^\/checkout(\/|\?|$)/.test(path) ? 'addresses.backToCheckout' : 'addresses.goBack' };
}
