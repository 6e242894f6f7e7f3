import { useEffect, useRef } from 'react';
import { useLocation } from '@storefront/shared/router';
import { useAppDispatch, useAppSelector } from '@storefront/shared/store';
import { selectToken, sessionRenewed } from '@storefront/shared/session';

/**
 * Every route change while logged in pushes the session expiry one hour ahead; a session already
 * past its expiry is ended instead (the reducer decides), so the header never outlives it until the
 * next 10-minute check. The first render is skipped: at start-up the session saga decides.
 */
export function SessionRenewal() {
  const { pathname, search } = useLocation();
  const hasSession = useAppSelector(selectToken) !== null;
  const dispatch = useAppDispatch();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const route = `${pathname}${search}`;
    const changed = previous.current !== null && previous.current !== route;
    previous.current = route;
    if (changed && hasSession) dispatch(sessionRenewed());
  }, [pathname, search, hasSession, dispatch]);
  return null;
}
