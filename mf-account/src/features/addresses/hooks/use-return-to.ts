import { useSearchParams } from '@storefront/shared/router';
import { sameSitePath } from '@storefront/shared/session';

/**
 * `/account/addresses?returnTo=/checkout`: the page that sent the shopper here to add or edit the
 * address (checkout does), offered as the way back once the address is saved.
 */
export const RETURN_TO_PARAM = 'returnTo';

export interface ReturnTo {
  path: string;
  label: string;
}

/** Where to offer to go back to: a path of this site only, so a crafted link cannot lead off-site. */
export function useReturnTo(): ReturnTo | null {
  const [params] = useSearchParams();
  const path = sameSitePath(params.get(RETURN_TO_PARAM));
  if (!path) return null;
  return { path, label: /^\/checkout(\/|\?|$)/.test(path) ? 'Back to checkout' : 'Go back' };
}
