import { useEffect } from 'react';
import { useLanguage } from '@storefront/shared/i18n';
import { documentTitle } from '@storefront/shared/ssr';

/**
 * Sets the tab title to "<page> | Storefront" while the page is shown. A page that does not know its
 * name yet (still loading, or not found and named by its not-found screen) passes null and leaves the
 * title alone.
 */
export function useDocumentTitle(page: string | null): void {
  // The title is written again in a newly chosen language (its words come from the page's catalogue).
  const { language } = useLanguage();
  useEffect(() => {
    if (page !== null) document.title = documentTitle(page);
  }, [page, language]);
}
