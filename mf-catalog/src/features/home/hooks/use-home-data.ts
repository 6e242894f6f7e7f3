import type { BannerPosition } from '@storefront/shared/types';
import { useRemoteData } from '@storefront/shared/remote-data';
import { getBannersByPosition, getDiscountedProducts, getRecentProducts } from '../api/home-api';

/** Home sections load independently: one failing call leaves the others on screen (and is only logged). */
const logFailure = (what: string) => (error: unknown) => console.error(`Loading ${what} failed`, error);

export function useBanners(position: BannerPosition) {
  return useRemoteData(`catalog:banners:${position}`, (signal) => getBannersByPosition(position, signal), {
    onError: logFailure(position),
  });
}

export function useFreshPicks() {
  return useRemoteData('catalog:fresh-picks', (signal) => getRecentProducts(signal), {
    onError: logFailure('Fresh Picks'),
  });
}

export function useFlashDeals() {
  return useRemoteData('catalog:flash-deals', (signal) => getDiscountedProducts(signal), {
    onError: logFailure('Flash Deals'),
  });
}
