import { useEffect } from 'react';
import type { BannerPosition } from '@storefront/shared/types';
import { useRemoteData } from '../../../hooks/use-remote-data';
import { getBannersByPosition, getDiscountedProducts, getRecentProducts } from '../api/home-api';

/** Home sections load independently: one failing call leaves the others on screen. */
function useLogged<T>(what: string, result: ReturnType<typeof useRemoteData<T>>) {
  useEffect(() => {
    if (result.status === 'failed') console.error(`Loading ${what} failed`, result.error);
  }, [result.status, result.error, what]);
  return result;
}

export function useBanners(position: BannerPosition) {
  return useLogged(
    position,
    useRemoteData((signal) => getBannersByPosition(position, signal), [position], `catalog:banners:${position}`),
  );
}

export function useFreshPicks() {
  return useLogged(
    'Fresh Picks',
    useRemoteData((signal) => getRecentProducts(signal), [], 'catalog:fresh-picks'),
  );
}

export function useFlashDeals() {
  return useLogged(
    'Flash Deals',
    useRemoteData((signal) => getDiscountedProducts(signal), [], 'catalog:flash-deals'),
  );
}
