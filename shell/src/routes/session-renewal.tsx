import { useEffect, useRef } from 'react';
import { useLocation } from '@storefront/shared/router';
import { useAppDispatch, useAppSelector } from '@storefront/shared/store';
import { selectIsLoggedIn, sessionRenewed } from '@storefront/shared/session';

/**
 * Every route change while logged in pushes the session expiry one hour ahead. The first render is
 * skipped on purpose: at start-up the session saga first decides whether the stored session is still
 * valid, and renewing before that could revive an expired one.
 */
export function SessionRenewal() {
  const { pathname, search } = useLocation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const route = `${pathname}${search}`;
    const changed = previous.current !== null && previous.current !== route;
    previous.current = route;
    if (changed && isLoggedIn) dispatch(sessionRenewed());
  }, [pathname, search, isLoggedIn, dispatch]);
  return null;
}
