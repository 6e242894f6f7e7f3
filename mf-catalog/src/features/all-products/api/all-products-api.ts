import { api, unwrap } from '@storefront/shared/api';
import type { Product } from '@storefront/shared/types';

/** The two lists that have an all-products page, fetched without a limit. */
export const ALL_PRODUCTS_LISTS = {
  'fresh-picks': '/product/getRecentProducts',
  'flash-deals': '/product/getDiscountedProducts',
} as const;

export type AllProductsList = keyof typeof ALL_PRODUCTS_LISTS;

export const isAllProductsList = (slug: string): slug is AllProductsList => Object.hasOwn(ALL_PRODUCTS_LISTS, slug);

export const allProductsPath = (list: AllProductsList): string => `/products/${list}`;

export function getAllProducts(list: AllProductsList, signal?: AbortSignal): Promise<Product[]> {
  return unwrap<Product[]>(api.get(ALL_PRODUCTS_LISTS[list], { signal }));
}
