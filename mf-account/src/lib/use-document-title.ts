import { useEffect } from 'react';

/** Sets the page title ("<Page> | Storefront") while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | Storefront`;
  }, [page]);
}
