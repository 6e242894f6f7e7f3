import { Link, useParams } from '@storefront/shared/router';
import { notifyApiError } from '@storefront/shared/api';
import { countOf, titleFromSlug } from '@storefront/shared/format';
import type { Product } from '@storefront/shared/types';
import { useHttpStatus, usePageHead, useSiteOrigin } from '@storefront/shared/ssr';
import { Spinner } from '@storefront/shared/ui';
import { useRemoteData } from '@storefront/shared/remote-data';
import { HOME_CRUMB, listingHead } from '../../../lib/seo';
import { ProductGrid, useAddToCartPopup } from '../../../components/product-card';
import { SectionError } from '../../../components/load-state/section-error';
import { useCanonicalPath } from '../../../hooks/use-canonical-path';
import { allProductsPath, getAllProducts, isAllProductsList } from '../api/all-products-api';
import styles from './all-products-page.module.css';

/** /products/:categoryName: only fresh-picks and flash-deals have products. */
export function AllProductsPage() {
  const { categoryName = '' } = useParams();
  // Any case (and stray spaces, as a pasted link may carry) finds the list, as on the category pages;
  // the address then moves to the lower-case one.
  const slug = categoryName.trim().toLowerCase();
  const title = titleFromSlug(slug) || 'Products';
  const known = isAllProductsList(slug);
  useCanonicalPath(known ? allProductsPath(slug) : null);
  // Any other slug has no list to ask for (no key): the page below shows it empty.
  const result = useRemoteData<Product[]>(
    known ? `catalog:all-products:${slug}` : null,
    (signal) => (isAllProductsList(slug) ? getAllProducts(slug, signal) : Promise.resolve([])),
    { onError: notifyApiError },
  );
  // Grid cards confirm with the 'Success!' popup, as on the category pages (spec section 2).
  const { add, popup } = useAddToCartPopup();

  // A list that does not exist is a page that names nothing (the shopper still sees the way on).
  useHttpStatus(known ? null : 404);
  const origin = useSiteOrigin();
  usePageHead(
    known && result.status === 'success'
      ? listingHead({
          origin,
          crumbs: [HOME_CRUMB, { name: title, path: allProductsPath(slug) }],
          page: 1,
          total: result.data.length,
          products: result.data,
        })
      : { title, noindex: !known || undefined },
  );
  // Any other slug has no list to load: it is simply empty, with a count like the real ones.
  const ready = !known || result.status === 'success';
  const products = (known && result.data) || [];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {known && result.status === 'loading' && <Spinner label={`Loading ${title}…`} />}
      {known && result.status === 'error' && (
        <SectionError message={`We couldn't load ${title}.`} onRetry={result.reload} />
      )}
      {ready && (
        <>
          {/* Cards title their products with h3, under this heading as on the category page. */}
          {known && <h2 className="visually-hidden">Products</h2>}
          <p className={styles.count}>{countOf(products.length, 'product')}</p>
          {!known && (
            <div className={styles.empty}>
              <h2 className={styles.emptyTitle}>No products here</h2>
              <p>There is no product list called “{title}”. Try Fresh Picks or Flash Deals.</p>
              <p className={styles.links}>
                <Link to="/products/fresh-picks">Fresh Picks</Link>
                <Link to="/products/flash-deals">Flash Deals</Link>
                <Link to="/">Home</Link>
              </p>
            </div>
          )}
          {known && products.length === 0 && (
            <p className={styles.emptyText}>No products here right now. Check back soon.</p>
          )}
          {products.length > 0 && (
            <ProductGrid
              products={products}
              onAddToCart={(p) => {
                add(p);
              }}
              label={`${title} products`}
            />
          )}
        </>
      )}
      {popup}
    </div>
  );
}
