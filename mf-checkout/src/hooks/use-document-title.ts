import { useEffect } from 'react';

/** Sets the tab title while the page is shown ("<Page> | Storefront", docs/contracts.md). */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | Storefront`;
  }, [page]);
}
