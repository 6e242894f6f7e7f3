import { useState } from 'react';
import { useNavigate, useParams } from '@storefront/shared/router';
import { formatPrice } from '@storefront/shared/format';
import { useText } from '../../../i18n';
import { usePageHead, useSiteOrigin } from '@storefront/shared/ssr';
import { Price, QuantityStepper, Spinner } from '@storefront/shared/ui';
import { WishlistHeart } from '@storefront/shared/wishlist';
import { Breadcrumb } from '../../../components/breadcrumb/breadcrumb';
import { useAddToCart, useAddToCartPopup } from '../../../components/product-card';
import { SectionError } from '../../../components/load-state/section-error';
import { useProduct } from '../hooks/use-product';
import { useProductReviews, useRelatedProducts } from '../hooks/use-product-reviews';
import { ProductReviews } from './product-reviews';
import { RelatedProducts } from './related-products';
import { ShareButton } from './share-button';
import { absoluteUrl, productPath } from '../../../lib/seo/url';
import { ProductDetailsTabs } from './product-details-tabs';
import { ProductGallery } from './product-gallery';
import { ProductNotFound } from './product-not-found';
import { homeCrumb, productCrumbs } from '../../../lib/seo/breadcrumbs';
import { productHead } from '../../../lib/seo/product-head';
import { StarRating } from '../../../components/star-rating/star-rating';
import styles from './product-page.module.css';

/** /product/:productId, where the id is the product slug. */
export function ProductPage() {
  const { t } = useText();
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(productId);
  // Asked for beside the product, so a server-rendered page has them in the same round.
  const reviews = useProductReviews(productId);
  const related = useRelatedProducts(productId);
  const addToCart = useAddToCart({ feedback: 'none' });
  const { add: addWithPopup, popup } = useAddToCartPopup();
  const [quantity, setQuantity] = useState(1);

  const origin = useSiteOrigin();
  const crumbs = product.status === 'success' ? productCrumbs(product.data, homeCrumb(t)) : null;

  // Another product starts again at one.
  const [quantityOf, setQuantityOf] = useState(productId);
  if (quantityOf !== productId) {
    setQuantityOf(productId);
    setQuantity(1);
  }
  usePageHead(
    product.status === 'success' && crumbs
      ? productHead(product.data, origin, crumbs, reviews.reviews.data?.reviews, t)
      : null,
  );

  if (product.status === 'loading')
    return (
      <div className={styles.loading}>
        <Spinner label={t('product.loading')} />
      </div>
    );
  if (product.notFound) return <ProductNotFound />;
  if (product.status === 'error') {
    return (
      <div className={styles.page}>
        <SectionError message={t('product.loadFailed')} onRetry={product.reload} />
      </div>
    );
  }

  const p = product.data;
  const inStock = p.stock > 0;
  const discounted = p.discount > 0 && p.total > p.netPrice;
  // A photo entry without an address (null, {}) is skipped rather than taking the page down.
  const photos = Array.isArray(p.productPhotos) ? p.productPhotos : [];
  const images = Array.from(
    new Set(
      [p.imgUrl, ...photos.map((photo) => photo?.imgUrl)].filter(
        (url): url is string => typeof url === 'string' && url !== '',
      ),
    ),
  );

  const addToBasket = () => addWithPopup(p, quantity);
  const buyNow = () => {
    const result = addToCart(p, quantity);
    // Already holding the whole stock is fine for buying: the basket has the product.
    if (result.status !== 'failed') void navigate('/checkout');
  };

  return (
    <div className={styles.page}>
      <Breadcrumb
        crumbs={(crumbs ?? []).map((crumb, i, all) => ({
          label: crumb.name,
          to: i < all.length - 1 ? crumb.path : undefined,
        }))}
      />
      <div className={styles.top}>
        <ProductGallery key={p.slug} name={p.name} images={images} />
        <div className={styles.info}>
          <h1 className={styles.name}>
            <bdi>{p.name}</bdi>
          </h1>
          {p.rating && p.rating.count > 0 && (
            <a href="#reviews-heading" className={styles.ratingLink}>
              <StarRating value={p.rating.average} count={p.rating.count} />
            </a>
          )}
          {p.brand?.name && (
            <p className={styles.brand}>
              {t('product.brand')} <span className={styles.brandName}>{p.brand.name}</span>
            </p>
          )}
          <div className={styles.prices}>
            <Price amount={p.netPrice} original={discounted ? p.total : null} size="large" />
            {discounted && (
              <span className={styles.save}>
                {t('product.save', { amount: formatPrice(p.total - p.netPrice) })}{' '}
                <span className={styles.percent}>{t('product.percentOff', { discount: p.discount })}</span>
              </span>
            )}
          </div>
          {inStock ? (
            <p className={styles.stock}>{t('product.inStock', { stock: p.stock })}</p>
          ) : (
            <p className={styles.outOfStock} role="status">
              {t('common.outOfStock')}
            </p>
          )}
          <QuantityStepper
            value={quantity}
            max={p.stock}
            onChange={setQuantity}
            label={t('product.quantity')}
            disabled={!inStock}
          />
          <div className={styles.actions}>
            <button type="button" className={styles.basket} disabled={!inStock} onClick={addToBasket}>
              {t('product.addToBasket')}
            </button>
            <button type="button" className={styles.buy} disabled={!inStock} onClick={buyNow}>
              {t('product.buyNow')}
            </button>
            <WishlistHeart product={p} size="large" />
          </div>
          <ShareButton url={absoluteUrl(productPath(p.slug), origin)} title={p.name} />
        </div>
      </div>
      <ProductDetailsTabs shortDesc={p.shortDesc} desc={p.desc} />
      <ProductReviews
        slug={p.slug}
        productName={p.name}
        reviews={reviews.reviews}
        sort={reviews.sort}
        page={reviews.page}
        onView={reviews.setView}
      />
      {related.status === 'success' && (
        <RelatedProducts related={related.data} onAddToCart={(item) => addWithPopup(item, 1)} />
      )}
      {popup}
    </div>
  );
}
