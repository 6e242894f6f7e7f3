import { api, unwrap } from '@storefront/shared/api';
import type { CategoryPageResponse } from '@storefront/shared/types';
import type { ListingTarget } from '../../../lib/canonical-path';

const seg = encodeURIComponent;

/**
 * The listing endpoint depends on the level: top category, sub-category or child category. The
 * parents' slugs from the path go along (cat, sub), so a slug used under two parents finds the
 * right one and a path naming the wrong parent answers 404.
 */
export function fetchListing(
  target: ListingTarget,
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<CategoryPageResponse> {
  if (target.child) {
    return unwrap(
      api.get('/product/getProductsByChildCategorySlug', {
        params: { slug: target.child, sub: target.sub, cat: target.cat, ...params },
        signal,
      }),
    );
  }
  if (target.sub) {
    return unwrap(
      api.get(`/product/getProductsBySubCategorySlug/${seg(target.sub)}`, {
        params: { cat: target.cat, ...params },
        signal,
      }),
    );
  }
  return unwrap(api.get(`/category/${seg(target.cat)}`, { params, signal }));
}
