import { useEffect } from 'react';

export const SITE_NAME = 'Storefront';

/** Sets "<Page> | Storefront" as the tab title (remote pages set their own). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}
