import { useEffect } from 'react';
import { notifyApiError } from '@storefront/shared/api';
import { productViewed } from '@storefront/shared/recently-viewed';
import { useAppDispatch } from '@storefront/shared/store';
import { isNotFoundError } from '../../../components/load-state/not-found-error';
import { useRemoteData } from '../../../hooks/use-remote-data';
import { getProductBySlug } from '../api/product-api';

/** Loads the product by slug, records it as recently viewed, and reports failures other than not found. */
export function useProduct(slug: string) {
  const dispatch = useAppDispatch();
  const result = useRemoteData((signal) => getProductBySlug(slug, signal), [slug], `catalog:product:${slug}`);
  const notFound = result.status === 'failed' && isNotFoundError(result.error);

  useEffect(() => {
    if (result.status === 'ready') {
      const p = result.data;
      dispatch(productViewed({ id: p.slug, name: p.name, price: p.netPrice, image: p.imgUrl, viewedAt: Date.now() }));
    } else if (result.status === 'failed' && !notFound) {
      notifyApiError(result.error);
    }
  }, [result.status, result.data, result.error, notFound, dispatch]);

  return { ...result, notFound };
}
