import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyApiError } from '@storefront/shared/api';
import { useServerData } from '@storefront/shared/ssr';
import type { Category } from '@storefront/shared/types';
import { getAllCategories } from './api/get-all-categories';

export type CategoriesState =
  | { status: 'idle' | 'loading'; categories: Category[] }
  | { status: 'ready'; categories: Category[] }
  | { status: 'error'; categories: Category[] };

/** Fetches the category tree once, the first time it is needed; a failure can be retried. */
export function useCategories(needed: boolean) {
  // A server-rendered page has the tree already (its links are in the page for crawlers too).
  const server = useServerData('shell:categories', getAllCategories);
  const [state, setState] = useState<CategoriesState>(() =>
    server?.ok && Array.isArray(server.value)
      ? { status: 'ready', categories: server.value }
      : { status: 'idle', categories: [] },
  );
  const requested = useRef(state.status === 'ready');

  const load = useCallback(async () => {
    requested.current = true;
    setState({ status: 'loading', categories: [] });
    try {
      const categories = await getAllCategories();
      setState({ status: 'ready', categories: Array.isArray(categories) ? categories : [] });
    } catch (error) {
      notifyApiError(error);
      setState({ status: 'error', categories: [] });
    }
  }, []);

  useEffect(() => {
    if (needed && !requested.current) void load();
  }, [needed, load]);

  return { ...state, retry: load };
}
