import { isAxiosError } from 'axios';
import { api, unwrap } from '@storefront/shared/api';
import type { Product } from '@storefront/shared/types';

/** GET /product/getProductBySlug?slug= (404 when there is none). */
export function getProductBySlug(slug: string, signal?: AbortSignal): Promise<Product> {
  return unwrap<Product>(api.get('/product/getProductBySlug', { params: { slug }, signal }));
}

/** A 404 means the product does not exist; anything else is a failure worth retrying. */
export function isNotFound(err: unknown): boolean {
  return isAxiosError(err) && err.response?.status === 404;
}
