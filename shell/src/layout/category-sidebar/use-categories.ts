import { useState } from 'react';
import { notifyApiError } from '@storefront/shared/api';
import { useRemoteData } from '@storefront/shared/remote-data';
import type { Category } from '@storefront/shared/types';
import { getAllCategories } from './api/get-all-categories';

/**
 * The category tree, fetched the first time it is needed (a server-rendered page has it already:
 * its links are in the page for crawlers too); `reload` asks again after a failure.
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
  return { status: tree.status, categories, reload: tree.reload };
}
