import { api, unwrap } from '@storefront/shared/api';
import type { Product } from '@storefront/shared/types';

/** GET /product/getProductsByIds: the products as they are now (unknown ids are left out). */
export function fetchCurrentProducts(ids: number[], signal?: AbortSignal): Promise<Product[]> {
  return unwrap<Product[]>(api.get('/product/getProductsByIds', { params: { ids: ids.join(',') }, signal }));
}
