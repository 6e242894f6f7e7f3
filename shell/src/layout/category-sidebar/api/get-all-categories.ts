import { api, unwrap } from '@storefront/shared/api';
import type { Category } from '@storefront/shared/types';

/** GET /category/allCategories → the category tree. */
export function getAllCategories(): Promise<Category[]> {
  return unwrap<Category[]>(api.get('/category/allCategories'));
}
