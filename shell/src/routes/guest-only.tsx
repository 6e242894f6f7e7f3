import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@storefront/shared/store';
import { selectIsLoggedIn } from '@storefront/shared/session';

interface FromState {
  from?: { pathname?: string; search?: string };
}

/** Where a logged-in user goes instead of the login page: where they came from, else /account. */
export function postLoginTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (from?.pathname && from.pathname.startsWith('/') && !from.pathname.startsWith('/auth')) {
    return `${from.pathname}${from.search ?? ''}`;
  }
  return '/account';
}

/** Logged-in users visiting the login page (spec section 4) or another auth page are redirected. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (isLoggedIn) return <Navigate to={postLoginTarget(location.state)} replace />;
  return <>{children}</>;
}
