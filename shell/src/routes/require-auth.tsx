import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@storefront/shared/router';
import { useAppSelector } from '@storefront/shared/store';
import { selectIsLoggedIn } from '@storefront/shared/session';

export const LOGIN_PATH = '/auth/login';

/**
 * Protected areas send visitors to the login page, remembering where they were going; `loginRequired`
 * lets the login page say why the shopper is there.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!isLoggedIn) return <Navigate to={LOGIN_PATH} replace state={{ from: location, loginRequired: true }} />;
  return <>{children}</>;
}
