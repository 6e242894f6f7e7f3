import { api, unwrap } from '@storefront/shared/api';
import { HOME_LIST_LIMIT } from '@storefront/shared/config';
import type { Banner, BannerPosition, Product } from '@storefront/shared/types';

export function getBannersByPosition(position: BannerPosition, signal?: AbortSignal): Promise<Banner[]> {
  return unwrap<Banner[]>(api.get('/banner/getBannerByPosition', { params: { position }, signal }));
}

/** 'Fresh Picks': the newest products, 10 on the home page. */
export function getRecentProducts(signal?: AbortSignal): Promise<Product[]> {
  return unwrap<Product[]>(api.get('/product/getRecentProducts', { params: { limit: HOME_LIST_LIMIT }, signal }));
}

/** 'Flash Deals': discounted products, 10 on the home page. */
export function getDiscountedProducts(signal?: AbortSignal): Promise<Product[]> {
  return unwrap<Product[]>(api.get('/product/getDiscountedProducts', { params: { limit: HOME_LIST_LIMIT }, signal }));
}
