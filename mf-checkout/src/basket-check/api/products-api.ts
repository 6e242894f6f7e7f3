import { api, unwrap } from '@storefront/shared/api';
import type { Product } from '@storefront/shared/types';

/** The API takes at most this many ids at once; a basket of more lines is checked in part. */

/** GET /product/getProductsByIds: the products as they are now (unknown ids are left out). */
export function fetchCurrentProducts(ids: number[], signal?: AbortSignal): Promise<Product[]> {
  return unwrap<Product[]>(api.get('/product/getProductsByIds', { params: { ids: ids.join(',') }, signal }));
}
