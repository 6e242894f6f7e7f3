import { useEffect } from 'react';
import { documentTitle } from '@storefront/shared/ssr';

/**
 * Sets the tab title to "<page> | Storefront" while the page is shown. A page that does not know its
 * name yet (still loading, or not found and named by its not-found screen) passes null and leaves the
 * title alone.
 */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    if (page !== null) document.title = documentTitle(page);
  }, [page]);
}
