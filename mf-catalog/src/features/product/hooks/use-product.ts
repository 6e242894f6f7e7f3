import { useEffect } from 'react';
import { notifyApiError } from '@storefront/shared/api';
import { productViewed } from '@storefront/shared/recently-viewed';
import { useRemoteData } from '@storefront/shared/remote-data';
import { useAppDispatch } from '@storefront/shared/store';
import { isNotFoundError } from '../../../lib/not-found-error';
import { getProductBySlug } from '../api/product-api';

const reportUnlessNotFound = (error: unknown) => {
  if (!isNotFoundError(error)) notifyApiError(error);
};

/** Loads the product by slug, records it as recently viewed, and reports failures other than not found. */
export function useProduct(slug: string) {
  const dispatch = useAppDispatch();
  const result = useRemoteData(`catalog:product:${slug}`, (signal) => getProductBySlug(slug, signal), {
    onError: reportUnlessNotFound,
  });
  const notFound = result.status === 'error' && isNotFoundError(result.error);
  const product = result.data;

  useEffect(() => {
    if (!product) return;
    dispatch(
      productViewed({
        id: product.slug,
        name: product.name,
        price: product.netPrice,
        image: product.imgUrl,
        viewedAt: Date.now(),
      }),
    );
  }, [product, dispatch]);

  return { ...result, notFound };
}
