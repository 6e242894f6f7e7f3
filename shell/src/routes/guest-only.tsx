import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@storefront/shared/router';
import { useAppSelector } from '@storefront/shared/store';
import { redirectTarget, selectIsLoggedIn } from '@storefront/shared/session';

/** Logged-in users visiting the login page (spec section 4) or another auth page are redirected. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (isLoggedIn) return <Navigate to={redirectTarget(location.state)} replace />;
  return <>{children}</>;
}
