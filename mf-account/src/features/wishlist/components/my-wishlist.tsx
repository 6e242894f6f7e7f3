// My Wishlist tab: the saved products with their price and stock now, to move to the basket or remove.
import { useEffect, useRef, useState } from 'react';
import { itemAdded, toCartItem } from '@storefront/shared/cart';
import { useFormat } from '@storefront/shared/i18n';
import { Link } from '@storefront/shared/router';
import { useAppDispatch, useAppSelector } from '@storefront/shared/store';
import type { Product } from '@storefront/shared/types';
import { notify, Price, Spinner } from '@storefront/shared/ui';
import { selectWishlistIds, selectWishlistStatus, wishlistChangeRequested } from '@storefront/shared/wishlist';
import { LoadFailed } from '../../../components/load-failed';
import { useText } from '../../../i18n';
import { useWishlistEntries } from '../hooks/use-wishlist-entries';
import buttons from '../../../components/buttons.module.css';
import panel from '../../../components/tab-panel.module.css';
import styles from './my-wishlist.module.css';

export function MyWishlist({ customerId }: { customerId: number }) {
  const { t } = useText();
  const format = useFormat();
  const entries = useWishlistEntries(customerId);
  const ids = useAppSelector(selectWishlistIds);
  const idsKnown = useAppSelector(selectWishlistStatus) === 'ready';
  const dispatch = useAppDispatch();
  // After a product leaves the list, focus goes to the count (or the empty state), never the page body.
  const summary = useRef<HTMLParagraphElement>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (changes > 0) summary.current?.focus();
  }, [changes]);

  if (entries.status === 'loading') return <Spinner label={t('wishlist.loading')} />;
  if (entries.status === 'error') return <LoadFailed message={t('wishlist.loadFailed')} onRetry={entries.reload} />;

  // A product removed here (or by a heart elsewhere on the page) leaves at once; a refused removal
  // comes back, as the store puts it back.
  const shown = idsKnown ? entries.data.filter((entry) => ids.includes(entry.product.id)) : entries.data;

  const remove = (product: Product) => {
    dispatch(wishlistChangeRequested({ productId: product.id, productName: product.name, save: false }));
    setChanges((n) => n + 1);
  };
  const moveToBasket = (product: Product) => {
    dispatch(itemAdded({ item: toCartItem(product) }));
    notify.success(t('wishlist.moved', { name: product.name }));
    remove(product);
  };

  if (shown.length === 0) {
    return (
      <div className={panel.empty}>
        <p ref={summary} tabIndex={-1} className={panel.emptyTitle}>
          {t('wishlist.empty')}
        </p>
        <p>{t('wishlist.emptyText')}</p>
        <Link to="/" className={buttons.primary}>
          {t('common.continueShopping')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.wishlist}>
      <p ref={summary} tabIndex={-1} className={styles.summary}>
        {t('wishlist.count', { count: shown.length, number: format.number(shown.length) })}
      </p>
      <ul className={styles.list} aria-label={t('wishlist.listLabel')}>
        {shown.map(({ product }) => (
          <li key={product.id}>
            <WishlistItem product={product} onMove={moveToBasket} onRemove={remove} />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ItemProps {
  product: Product;
  onMove: (product: Product) => void;
  onRemove: (product: Product) => void;
}

function WishlistItem({ product, onMove, onRemove }: ItemProps) {
  const { t } = useText();
  const href = `/product/${encodeURIComponent(product.slug)}`;
  const inStock = product.stock > 0;
  const discounted = product.discount > 0 && product.total > product.netPrice;
  return (
    <article className={styles.item}>
      {/* The name beside it is the link and says what it shows. */}
      <img src={product.imgUrl} alt="" width={96} height={96} loading="lazy" className={styles.image} />
      <div className={styles.details}>
        <h3 className={styles.name}>
          <Link to={href}>
            <bdi>{product.name}</bdi>
          </Link>
        </h3>
        <Price amount={product.netPrice} original={discounted ? product.total : null} />
        <p className={inStock ? styles.inStock : styles.outOfStock}>
          {inStock ? t('wishlist.inStock') : t('wishlist.outOfStock')}
        </p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.primary}
          disabled={!inStock}
          onClick={() => onMove(product)}
          aria-label={t('wishlist.moveLabel', { name: product.name })}
        >
          {t('wishlist.move')}
        </button>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() => onRemove(product)}
          aria-label={t('wishlist.removeLabel', { name: product.name })}
        >
          {t('wishlist.remove')}
        </button>
      </div>
    </article>
  );
}
