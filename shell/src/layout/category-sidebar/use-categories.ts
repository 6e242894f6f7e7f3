import { useState } from 'react';
import { notifyApiError } from '@storefront/shared/api';
import { useRemoteData } from '@storefront/shared/remote-data';
import type { Category } from '@storefront/shared/types';
import { getAllCategories } from './api/get-all-categories';

/**
 * The category tree, fetched the first time it is needed (a server-rendered page has it already:
 * its links are in the page for crawlers too); `retry` asks again after a failure.
 */
export function useCategories(needed: boolean) {
  // Once asked for, the tree stays loaded when the panel closes.
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);
  const tree = useRemoteData<Category[]>('shell:categories', () => getAllCategories(), {
    enabled: wanted,
    // A server load that failed says nothing until the shopper opens the panel and sees why.
    onError: (error) => {
      if (wanted) notifyApiError(error);
    },
  });
  const categories = tree.status === 'success' && Array.isArray(tree.data) ? tree.data : [];
  // The sidebar still reads 'ready' for 'success' (its own file moves to the shared words separately).
  const status = tree.status === 'success' ? ('ready' as const) : tree.status;
  return { status, categories, retry: tree.reload };
}
