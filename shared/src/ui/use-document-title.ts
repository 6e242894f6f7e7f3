import { useEffect } from 'react';

/** The shop's name, after the page's in every tab title. */
const SITE_NAME = 'Storefront';

/**
 * Sets the tab title to "<page> | Storefront" while the page is shown. A page that does not know its
 * name yet (still loading, or not found and named by its not-found screen) passes null and leaves the
 * title alone.
 */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    if (page !== null) document.title = `${page} | ${SITE_NAME}`;
  }, [page]);
}
