import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyApiError } from '@storefront/shared/api';
import type { Category } from '@storefront/shared/types';
import { getAllCategories } from './api/get-all-categories';

export type CategoriesState =
  | { status: 'idle' | 'loading'; categories: Category[] }
  | { status: 'ready'; categories: Category[] }
  | { status: 'error'; categories: Category[] };

/** Fetches the category tree once, the first time it is needed; a failure can be retried. */
export function useCategories(needed: boolean) {
  const [state, setState] = useState<CategoriesState>({ status: 'idle', categories: [] });
  const requested = useRef(false);

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
