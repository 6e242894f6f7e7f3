import { api, unwrap } from '@storefront/shared/api';
import type { ProductDetail } from '@storefront/shared/types';

/** GET /product/getProductBySlug?slug= (404 when there is none). */
export function getProductBySlug(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  return unwrap<ProductDetail>(api.get('/product/getProductBySlug', { params: { slug }, signal }));
}
