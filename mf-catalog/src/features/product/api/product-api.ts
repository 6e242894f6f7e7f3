import { api, unwrap } from '@storefront/shared/api';
import type { Product } from '@storefront/shared/types';

/** GET /product/getProductBySlug?slug= (404 when there is none). */
export function getProductBySlug(slug: string, signal?: AbortSignal): Promise<Product> {
  return unwrap<Product>(api.get('/product/getProductBySlug', { params: { slug }, signal }));
}
