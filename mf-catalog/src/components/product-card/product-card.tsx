import { useNavigate } from '@storefront/shared/router';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { Product } from '@storefront/shared/types';
import { Price } from '@storefront/shared/ui';
import { WishlistHeart } from '@storefront/shared/wishlist';
import { useText } from '../../i18n';
import { StarRating } from '../star-rating/star-rating';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: Product;
  onAddToCart: (product: Product) => void;
  /** Cards below the fold load their image lazily. */
  lazy?: boolean;
}

const isPlainPrimaryClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Image, name, discount badge, prices and 'Add to Cart'. The whole card opens the product page;
 * the name is the real link (one tab stop, read as the card's name), the rest of the card forwards
 * clicks to it.
 */
export function ProductCard({ product, onAddToCart, lazy = true }: ProductCardProps) {
  const { t } = useText();
  const navigate = useNavigate();
  const href = `/product/${encodeURIComponent(product.slug)}`;
  const inStock = product.stock > 0;
  const discounted = product.discount > 0;

  // Only a plain primary click stays in the app; with Ctrl/Cmd/Shift/Alt (new tab, window, download)
  // or another button the browser follows the real href itself.
  const openFromLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || !isPlainPrimaryClick(event)) return;
    event.preventDefault();
    void navigate(href);
  };

  const openProduct = (event: MouseEvent<HTMLElement>) => {
    // Clicks on the link or the button are handled by them.
    if ((event.target as HTMLElement).closest('a, button')) return;
    // Ctrl/Cmd on the card itself asks for a new tab, as it would on the name.
    if (event.ctrlKey || event.metaKey) window.open(href, '_blank', 'noopener');
    else void navigate(href);
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a pointer shortcut to the product: keyboard and screen-reader users open it through its name link
    <article className={styles.card} onClick={openProduct}>
      <div className={styles.media}>
        <img
          src={product.imgUrl}
          alt={product.name}
          width={240}
          height={240}
          loading={lazy ? 'lazy' : 'eager'}
          className={styles.image}
        />
        {discounted && <span className={styles.badge}>{t('card.discount', { discount: product.discount })}</span>}
        <WishlistHeart product={product} className={styles.heart} />
      </div>
      {/* Its own direction: a clamped English name in an Urdu page keeps its ellipsis at its end. */}
      <h3 className={styles.name} dir="auto">
        <a
          href={href}
          className={styles.link}
          onClick={openFromLink}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === ' ') {
              event.preventDefault();
              void navigate(href);
            }
          }}
        >
          <bdi>{product.name}</bdi>
        </a>
      </h3>
      {product.rating && product.rating.count > 0 && (
        <StarRating value={product.rating.average} count={product.rating.count} />
      )}
      <Price amount={product.netPrice} original={discounted ? product.total : null} className={styles.price} />
      <button
        type="button"
        className={styles.add}
        disabled={!inStock}
        onClick={() => onAddToCart(product)}
        // The visible text starts the name (voice control users say what they see), the product follows.
        aria-label={t(inStock ? 'card.addLabel' : 'card.outOfStockLabel', { name: product.name })}
      >
        {inStock ? t('card.add') : t('common.outOfStock')}
      </button>
    </article>
  );
}
