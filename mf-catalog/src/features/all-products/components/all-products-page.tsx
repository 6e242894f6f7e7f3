import { Link, useParams } from '@storefront/shared/router';
import { notifyApiError } from '@storefront/shared/api';
import { titleFromSlug } from '@storefront/shared/format';
import { useFormat } from '@storefront/shared/i18n';
import type { Product } from '@storefront/shared/types';
import { useHttpStatus, usePageHead, useSiteOrigin } from '@storefront/shared/ssr';
import { Spinner } from '@storefront/shared/ui';
import { useRemoteData } from '@storefront/shared/remote-data';
import { useText } from '../../../i18n';
import { homeCrumb, listingHead } from '../../../lib/seo';
import { ProductGrid, useAddToCartPopup } from '../../../components/product-card';
import { SectionError } from '../../../components/load-state/section-error';
import { useCanonicalPath } from '../../../hooks/use-canonical-path';
import { allProductsPath, getAllProducts, isAllProductsList, type AllProductsList } from '../api/all-products-api';

/** The lists' own names (any other slug is named after the address). */
const LIST_TITLES: Record<AllProductsList, 'common.freshPicks' | 'common.flashDeals'> = {
  'fresh-picks': 'common.freshPicks',
  'flash-deals': 'common.flashDeals',
};
import styles from './all-products-page.module.css';

/** /products/:categoryName: only fresh-picks and flash-deals have products. */
export function AllProductsPage() {
  const { t } = useText();
  const format = useFormat();
  const { categoryName = '' } = useParams();
  // Any case (and stray spaces, as a pasted link may carry) finds the list, as on the category pages;
  // the address then moves to the lower-case one.
  const slug = categoryName.trim().toLowerCase();
  const known = isAllProductsList(slug);
  const title = known ? t(LIST_TITLES[slug]) : titleFromSlug(slug) || t('common.products');
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
          crumbs: [homeCrumb(t), { name: title, path: allProductsPath(slug) }],
          page: 1,
          total: result.data.length,
          products: result.data,
          text: { t, number: format.number },
        })
      : { title, noindex: !known || undefined },
  );
  // Any other slug has no list to load: it is simply empty, with a count like the real ones.
  const ready = !known || result.status === 'success';
  const products = (known && result.data) || [];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {known && result.status === 'loading' && <Spinner label={t('common.loadingList', { name: title })} />}
      {known && result.status === 'error' && (
        <SectionError message={t('common.loadFailedList', { name: title })} onRetry={result.reload} />
      )}
      {ready && (
        <>
          {/* Cards title their products with h3, under this heading as on the category page. */}
          {known && <h2 className="visually-hidden">{t('common.products')}</h2>}
          <p className={styles.count}>
            {t('common.productCount', { count: products.length, n: format.number(products.length) })}
          </p>
          {!known && (
            <div className={styles.empty}>
              <h2 className={styles.emptyTitle}>{t('allProducts.noList')}</h2>
              <p>{t('allProducts.noListText', { name: title })}</p>
              <p className={styles.links}>
                <Link to="/products/fresh-picks">{t('common.freshPicks')}</Link>
                <Link to="/products/flash-deals">{t('common.flashDeals')}</Link>
                <Link to="/">{t('common.home')}</Link>
              </p>
            </div>
          )}
          {known && products.length === 0 && <p className={styles.emptyText}>{t('allProducts.empty')}</p>}
          {products.length > 0 && (
            <ProductGrid
              products={products}
              onAddToCart={(p) => {
                add(p);
              }}
              label={t('common.listProducts', { name: title })}
            />
          )}
        </>
      )}
      {popup}
    </div>
  );
}
