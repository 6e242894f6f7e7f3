import { useEffect } from 'react';
import { useLocation, useNavigate } from '@storefront/shared/router';

/**
 * Moves a page to its own address (a path in capitals, or with a trailing slash, goes to the
 * lower-case one), keeping the query and replacing the odd address in the history. Null: not known
 * yet, stay put.
 */
export function useCanonicalPath(canonical: string | null): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (canonical && canonical !== pathname) void navigate(canonical + search, { replace: true });
  }, [canonical, pathname, search, navigate]);
}
